/** Credits and helpers for signed-in players. */
import type * as z from 'zod/mini';
import { randomInt } from 'node:crypto';
import type { useHelperRequest, UseHelperResponse } from '../contracts/credits';
import { localDay } from '../domain/calendar';
import { revealedAsWritten } from '../domain/evaluation';
import { knownPositions } from '../domain/game';
import { chooseReveal } from '../domain/helpers';
import { accountStore } from '../store/accounts';
import { gameStore } from '../store/games';
import { settingsStore } from '../store/settings';
import { count } from '../telemetry/powertools';
import { codeOf } from '../words/answer';
import { pastDay } from './shared/past-day';
import { contended, refused, ServiceError } from '../errors';
import { notEnoughCredits, refusalNow } from './shared/balance';

/** Concurrent helpers on one account contend for the same items; a few retries settle them. */
const MAX_ATTEMPTS = 8;

export async function getCredits(sub: string, now: Date): Promise<{ balance: number }> {
  return { balance: (await accountStore.ensureProfile(sub, now)).credits };
}

export async function useHelper(sub: string, request: z.output<typeof useHelperRequest>, now: Date): Promise<UseHelperResponse> {
  // Today's game, or a past day's opened from the archive.
  const kind = request.archiveDate === undefined ? 'daily' : 'archive';
  const day =
    request.archiveDate === undefined ? localDay(now, request.tzOffset) : (await pastDay(request.archiveDate, request.tzOffset, now)).day;
  const user = { kind: 'user', sub } as const;
  const { language } = request;
  const [profile, prices, code] = await Promise.all([
    accountStore.ensureProfile(sub, now),
    settingsStore.helperPrices(),
    codeOf(day, language),
  ]);
  const answer = code.played;
  const cost = prices[request.helperType];
  if (profile.credits < 0 || profile.credits < cost) throw notEnoughCredits(profile.credits);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const game = await gameStore.get(user, day.date, language, kind);
    if (!game && kind === 'archive') throw refused('conflict', 'open-archive-day-first', { date: day.date });
    if (game && game.status !== 'playing') throw refused('conflict', 'helpers-game-over');
    const revealed = game?.revealedLetters ?? [];
    // Never a credit for a letter the player knows: green in a played row, or revealed.
    const green = game ? knownPositions(game, answer) : undefined;
    const choice = chooseReveal(answer, { revealed, green }, { type: request.helperType, position: request.letterPosition }, randomInt);
    // The domain words each refusal, a helper's own rule included.
    if (!choice.ok) throw new ServiceError(choice.refusal, choice.message);
    const reveal = { position: choice.position, letter: answer[choice.position] };
    const outcome = await accountStore
      .revealLetter(sub, { kind, date: day.date, language, wordLength: day.wordLength, reveal, cost, now })
      .catch(async (error: unknown) => {
        // Raced by many reveals at once: once the credits are gone, that is the answer, not "busy".
        if (error instanceof ServiceError && error.refusal === 'contended') {
          const credits = (await accountStore.getProfile(sub))?.credits ?? 0;
          if (credits < cost) throw notEnoughCredits(credits);
        }
        throw error;
      });
    if (outcome === 'insufficient-credit') throw await refusalNow(sub);
    // Another reveal took this position (or finished the game) first: look again (the domain then
    // says why a position asked for is gone, or another hidden letter is chosen).
    if (outcome === 'position-taken-or-game-over') continue;
    count('HelperUsed');
    const [after, balance] = await Promise.all([gameStore.get(user, day.date, language, kind), accountStore.getProfile(sub)]);
    return {
      revealedLetters: revealedAsWritten(after?.revealedLetters ?? [...revealed, reveal], code.written),
      newBalance: balance?.credits ?? profile.credits - cost,
    };
  }
  throw contended('Too many helpers at once: please try again.');
}
