import { act, render, screen } from '@testing-library/react';
import { helpedWinsText } from '../../web/src/components/StatsDialog';
import { isOwnPage } from '../../web/src/auth/AuthContext';
import { untilMidnight } from '../../web/src/components/Countdown';
import { HelperBar } from '../../web/src/components/HelperBar';
import { DEFAULT_HELPER_PRICES, HELPER_TYPES, type HelperType } from '../../lambdas/contracts/constants';
import { creditsLabel } from '../../web/src/components/HeaderAccount';
import { gameReducer, initialGame } from '../../web/src/game/reducer';
import { clearAccountData, STORAGE_KEYS } from '../../web/src/lib/storage';
import { paymentReturned } from '../../web/src/payments/payment-returned';
import { awaitCredits, formatPrice, POLL_ATTEMPTS } from '../../web/src/payments/poll';
import payments from '../../web/src/i18n/en/payments';

jest.mock('../../web/src/lib/notify', () => ({ notify: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), message: jest.fn() } }));
const { notify: toast } = jest.requireMock<{ notify: { success: jest.Mock; warning: jest.Mock } }>('../../web/src/lib/notify');

describe('signing out (product.md §3)', () => {
  it('removes the stored balance and legacy auth keys from both storages, and keeps the rest', () => {
    localStorage.setItem(STORAGE_KEYS.creditBalance, '{"userId":"u","balance":7}');
    localStorage.setItem('sb-abcdefgh-auth-token', 'old');
    sessionStorage.setItem('supabase.auth.token', 'old');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    localStorage.setItem(STORAGE_KEYS.anonymousId, 'anon_1');
    clearAccountData();
    expect([
      localStorage.getItem(STORAGE_KEYS.creditBalance),
      localStorage.getItem('sb-abcdefgh-auth-token'),
      sessionStorage.getItem('supabase.auth.token'),
    ]).toEqual([null, null, null]);
    expect([localStorage.getItem(STORAGE_KEYS.theme), localStorage.getItem(STORAGE_KEYS.anonymousId)]).toEqual(['dark', 'anon_1']);
  });
});

describe('signing in from a page other than the game', () => {
  it('comes back only to a page of this site: a plain path, never another origin', () => {
    for (const page of ['/', '/archive/2026-11-10', '/privacy']) expect([page, isOwnPage(page)]).toEqual([page, true]);
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil', '/a b', 'javascript:alert(1)', ''])
      expect([elsewhere, isOwnPage(elsewhere)]).toEqual([elsewhere, false]);
  });
});

describe('credits and helpers on screen', () => {
  it("says 'N credits', '1 credit' or 'Loading...'", () => {
    expect([creditsLabel(5), creditsLabel(1), creditsLabel(null)]).toEqual(['5 credits', '1 credit', 'Loading...']);
  });

  /** A signed-in player typing the 3rd letter of a 5-letter code, the 1st known. */
  const helperBar = {
    balance: 1,
    // Every helper at its default, the two this test reads at the prices it needs.
    prices: { ...DEFAULT_HELPER_PRICES, revealRandomLetter: 1, revealSpecificLetter: 2 },
    busy: false,
    known: new Set([0]),
    position: 2,
    wordLength: 5,
    won: false,
    playing: true,
    onReveal: () => undefined,
  };

  it('offers the letter at the typing position to signed-in players only, disabled when unaffordable, and says why', () => {
    const props = helperBar;
    const { rerender } = render(<HelperBar signedIn={false} {...props} />);
    expect(screen.queryByRole('button', { name: /Reveal letter 3/ })).toBeNull();
    rerender(<HelperBar signedIn {...props} />);
    const specificButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Reveal letter 3 (2 credits)' });
    expect(specificButton.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /REVEAL RANDOM LETTER/ }).disabled).toBe(false);
    expect(document.getElementById(specificButton.getAttribute('aria-describedby')!)?.textContent).toBe('Not enough credits.');
    // A position the player knows already (green, or revealed) is never sold.
    rerender(<HelperBar signedIn {...props} balance={9} known={new Set([0, 2])} />);
    expect(screen.getByTestId('helper-reason').textContent).toBe('You know letter 3 already.');
    rerender(<HelperBar signedIn {...props} balance={9} known={new Set([0, 1, 2, 3, 4])} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /REVEAL RANDOM LETTER/ }).disabled).toBe(true);
    expect(screen.getByTestId('helper-reason').textContent).toBe('You know every letter already. You know letter 3 already.');
  });

  it('says why helpers are refused while a refund has left the balance below zero, and shows the balance', () => {
    expect(creditsLabel(-6)).toBe('-6 credits');
    const free = Object.fromEntries(HELPER_TYPES.map((type) => [type, 0])) as Record<HelperType, number>;
    const props = { ...helperBar, balance: -6, prices: free };
    render(<HelperBar signedIn {...props} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Reveal letter 3/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /REVEAL RANDOM LETTER/ }).disabled).toBe(true);
    expect(screen.getByTestId('helper-reason').textContent).toBe('Your balance is below zero after a refund.');
  });
});

describe('when streaks must be fetched again', () => {
  const configured = gameReducer(initialGame, { type: 'configured', wordLength: 2, dayOfWeek: 1 });
  const tiles = [
    { letter: 'A', state: 'correct' as const },
    { letter: 'B', state: 'correct' as const },
  ];

  it('not for a game found finished on load: its load brought them', () => {
    const loaded = gameReducer(configured, {
      type: 'restored',
      rows: [{ submitted: true, tiles }],
      guessesUsed: 1,
      won: true,
      revealedLetters: [],
    });
    expect(loaded.gameState).toBe('won');
    expect(loaded.finishedAfterLoad).toBe(false);
  });

  it('once a game finishes on the page, after its row is revealed', () => {
    let game = gameReducer(configured, { type: 'restored', rows: [], guessesUsed: 0, won: false, revealedLetters: [] });
    game = gameReducer(game, { type: 'scored', tiles, gameState: 'won' });
    expect(game.finishedAfterLoad).toBe(false);
    expect(gameReducer(game, { type: 'revealed' }).finishedAfterLoad).toBe(true);
  });
});

describe('the countdown to the next code', () => {
  it('counts down to the next local midnight', () => {
    expect(untilMidnight(new Date(2026, 10, 22, 23, 59, 30))).toBe('00:00:30');
    expect(untilMidnight(new Date(2026, 10, 22, 0, 0, 0))).toBe('24:00:00');
    expect(untilMidnight(new Date(2026, 10, 22, 13, 5, 9))).toBe('10:54:51');
  });
});

describe('after a payment (product.md §3, §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows prices as price_cents / 100 in the currency', () => {
    expect(formatPrice(499, 'usd')).toMatch(/4\.99/);
    expect(formatPrice(499, 'usd')).toContain('$');
  });

  it('polls the balance once a second until it exceeds the prior one, then announces the purchase', async () => {
    const balances = [5, 5, 35];
    const reload = jest.fn(() => Promise.resolve(balances.shift()));
    const done = awaitCredits(reload, 5, 30);
    for (let i = 0; i < 3; i++) await act(async () => jest.advanceTimersByTimeAsync(1000));
    await expect(done).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(toast.success).toHaveBeenCalledWith('Successfully purchased 30 credits!');
  });

  it('gives up after 10 polls, leaving the slow-credits warning to where the player looks', async () => {
    toast.success.mockClear();
    toast.warning.mockClear();
    const reload = jest.fn(() => Promise.resolve(5));
    const done = awaitCredits(reload, 5, 30);
    for (let i = 0; i < POLL_ATTEMPTS; i++) await act(async () => jest.advanceTimersByTimeAsync(1000));
    await expect(done).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(10);
    expect(toast.success).not.toHaveBeenCalled();
    // After the bank's redirect there is no dialog: the warning is a notice.
    paymentReturned('processing', reload, 5);
    for (let i = 0; i < POLL_ATTEMPTS; i++) await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(toast.warning).toHaveBeenCalledWith(payments.slowCredits);
  });
});

describe('statistics of helped wins', () => {
  it('reads as a sentence for one win, all wins or some', () => {
    expect(helpedWinsText(1, 1)).toBe('Your one win used revealed letters.');
    expect(helpedWinsText(3, 3)).toBe('All 3 of your wins used revealed letters.');
    expect(helpedWinsText(2, 5)).toBe('2 of your 5 wins used revealed letters.');
  });
});

describe('a game restored on the page', () => {
  const configured = gameReducer(initialGame, { type: 'configured', wordLength: 5, dayOfWeek: 2 });
  const restored = { type: 'restored' as const, rows: [], guessesUsed: 0, won: false, revealedLetters: [] };

  it('types again the row the player was typing when they left the page', () => {
    const game = gameReducer(configured, { ...restored, typed: 'AB' });
    expect(game.currentGuess).toBe('AB');
    expect(game.rows[0].tiles.map((tile) => tile.letter).join('')).toBe('AB');
    expect(gameReducer(configured, restored).currentGuess).toBe('');
  });

  it('keeps a finished account game finished after a sign-out, and an unfinished one locked, untyped', () => {
    const shownRow = [{ submitted: true, tiles: [...'SHOWN'].map((letter) => ({ letter, state: 'correct' })) }];
    const won = gameReducer(configured, { ...restored, playedOnAccount: true, shown: { rows: shownRow, status: 'won' }, typed: 'AB' });
    expect(won).toMatchObject({ gameState: 'won', accountGameShown: true, currentGuess: '' });
    const playing = gameReducer(configured, { ...restored, playedOnAccount: true, shown: { rows: shownRow } });
    expect(playing).toMatchObject({ gameState: 'playing', accountGameShown: true, currentGuess: '' });
  });
});
