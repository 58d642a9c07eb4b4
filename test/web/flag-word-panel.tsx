/**
 * "This word is wrong" on the result panel, in a page's language (the English test, and the Spanish
 * and French pages'): one tap sends the flag and the thanks names the code; a failure says so and
 * keeps the link, and the next tap sends it again. The flag itself is the prop the game page hands
 * the panel (its call is the integration tests'): here it answers as the server would, or fails.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import type { FlagWordResponse } from '../../lambdas/contracts/flag-word';
import type { LanguageCode } from '../../lambdas/contracts/constants';
import ResultPanel from '../../web/src/components/ResultPanel';

export interface FlagWords {
  /** The link, and the thanks once the code (ÁRBOL as written) is flagged. */
  link: string;
  thanks: string;
  failed: string;
}

export function itFlagsTheCode(language: LanguageCode, words: FlagWords) {
  it('flags a lost game’s code with one tap, thanks the player naming it, and lets a failed flag be sent again', async () => {
    const answers: (() => Promise<FlagWordResponse>)[] = [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ word: 'árbol', date: '2026-11-23', language, alreadyFlagged: false }),
    ];
    // The report never comes here: the panel says it is on its way, and the flag is what is tapped.
    const flagWord = jest.fn(() => answers.shift()!());
    const afterGame = ((route: string) => (route === 'flag-word' ? flagWord() : new Promise(() => undefined))) as never;
    render(
      <Router>
        <ResultPanel
          gameState="lost"
          guessesUsed={6}
          dayOfWeek={1}
          wordLength={5}
          rows={[]}
          highContrast={false}
          answer="árbol"
          showAds={false}
          justFinished={false}
          onOpenStats={() => undefined}
          afterGame={afterGame}
        />
      </Router>,
    );
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: words.link }));
      return Promise.resolve();
    });
    expect(screen.getByText(words.failed, { exact: false })).toBeTruthy();
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: words.link }));
      return Promise.resolve();
    });
    expect(flagWord).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: words.link })).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(words.thanks);
  });
}
