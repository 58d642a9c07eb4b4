/**
 * The game API (product.md §6) as typed calls. Types come from lambdas/contracts (type-only imports: no
 * validation code reaches the browser). Every call sends the caller's tzOffset; signed-in calls
 * carry the user's token.
 */
import type { CreditsResponse, UseHelperRequest, UseHelperResponse } from '@contracts/credits';
import type { FlagWordResponse } from '@contracts/flag-word';
import type { GameReportResponse } from '@contracts/game-report';
import type { HelperPricesResponse } from '@contracts/helper-prices';
import type { ListLeaguesResponse } from '@contracts/leagues';
import type { LoadGameStateResponse } from '@contracts/load-game-state';
import type { SubmitGuessRequest, SubmitGuessResponse } from '@contracts/submit-guess';
import type { WordLengthResponse } from '@contracts/word-length';
import { runtimeConfig } from './config';
import type { RefusalAnswer } from './refusal-words';
import { pageLanguage } from './language';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The network failed (no answer at all): the product words these differently from server errors. */
export class NetworkError extends Error {}

export const tzOffset = () => new Date().getTimezoneOffset();

export interface ApiOptions {
  /** The API's address; by default the runtime configuration's (fetched first if it has not arrived). */
  base?: string;
  token?: () => Promise<string | undefined>;
}

/**
 * Answers worth asking again by themselves: a throttle (429, API Gateway's or a player limit's) and a
 * 503 (the table busy or contended) did nothing, so any call may repeat; a read (GET), or a write the
 * server applies once however often it is sent (`idempotent`: a checkout names its checkoutId), may
 * also repeat past a gateway's 500 (a function throttled at its reserved concurrency, or crashed),
 * 502 or 504. Two more tries, after the answer's Retry-After or a growing pause.
 */
export const API_RETRIES = 2;
const RETRY_AFTER_CAP_S = 5;
const retryable = (status: number, method: string, idempotent: boolean) =>
  status === 429 || status === 503 || ((method === 'GET' || idempotent) && [500, 502, 504].includes(status));
function pauseBeforeRetry(response: Response, attempt: number): Promise<void> {
  const header = response.headers.get('retry-after');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Math.min(Number(header), RETRY_AFTER_CAP_S) : undefined;
  const ms = seconds !== undefined ? seconds * 1000 : 500 * 2 ** attempt * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * What a refusal says to the player: the server's `error` as it is, when it names no reason; else
 * the words of ./refusal-words.ts (its own chunk, with the catalogue it reads: never the first paint's).
 */
const refusalMessage = (status: number, body: RefusalAnswer): Promise<string> | string =>
  typeof body.error === 'string' && typeof body.reason !== 'string'
    ? body.error
    : import('./refusal-words').then(
        (words) => words.refusalMessage(status, body),
        () => (typeof body.error === 'string' ? body.error : `HTTP ${status}`),
      );

/**
 * One call of the API: the options' address and token, JSON in and out, failures as ApiError or
 * NetworkError. `idempotent`: a write the server applies once however often it arrives.
 */
export async function request<T>(options: ApiOptions, path: string, init: RequestInit = {}, idempotent = false): Promise<T> {
  let base = options.base;
  try {
    base ??= (await runtimeConfig()).apiBase;
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
  const method = init.method ?? 'GET';
  for (let attempt = 0; ; attempt++) {
    const token = await options.token?.();
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    } catch (error) {
      throw new NetworkError((error as Error).message);
    }
    const body = (await response.json().catch(() => ({}))) as T & { error?: unknown; message?: unknown };
    if (response.ok) return body;
    if (attempt < API_RETRIES && retryable(response.status, method, idempotent)) {
      await pauseBeforeRetry(response, attempt);
      continue;
    }
    throw new ApiError(response.status, await refusalMessage(response.status, body));
  }
}

/** A POST of `body` as JSON. */
export const postTo = <T>(options: ApiOptions, path: string, body: unknown, idempotent = false) =>
  request<T>(options, path, { method: 'POST', body: JSON.stringify(body) }, idempotent);

/**
 * The game screen's calls. The other screens' calls live with them (leagues/api.ts, payments/api.ts,
 * account/my-data-api.ts, pages/archive-api.ts), so their code loads with those screens, not with the first paint.
 */
export function gameApi(options: ApiOptions) {
  const post = <T>(path: string, body: unknown) => postTo<T>(options, path, body);
  // Every call that plays the game plays the page's language (web/src/lib/language.ts).
  const language = pageLanguage;
  return {
    wordLength: () => request<WordLengthResponse>(options, `get-word-length?tzOffset=${tzOffset()}&language=${language}`),
    helperPrices: () => request<HelperPricesResponse>(options, 'get-helper-prices'),
    loadGameState: (player: { userId: string | null; anonymousId: string | null; anonymousCredential?: string }) =>
      post<LoadGameStateResponse>('load-game-state', { ...player, tzOffset: tzOffset(), language }),
    submitGuess: (body: Omit<SubmitGuessRequest, 'tzOffset'>) =>
      post<SubmitGuessResponse>('submit-guess', { ...body, tzOffset: tzOffset(), language }),
    credits: () => request<CreditsResponse>(options, 'get-credits'),
    useHelper: (body: Omit<UseHelperRequest, 'tzOffset'>) =>
      post<UseHelperResponse>('use-helper', { ...body, tzOffset: tzOffset(), language }),
    /** A call about a finished game (its report, a flag on its code): 409 while it plays. */
    afterGame: <R extends AfterGameRoute>(route: R, body: Caller & { date?: string }) =>
      post<AfterGameAnswers[R]>(route, { ...body, tzOffset: tzOffset(), language }),
    leagues: (date?: string) => request<ListLeaguesResponse>(options, `list-leagues?tzOffset=${tzOffset()}${date ? `&date=${date}` : ''}`),
  };
}

/** A game as the screen loads it: an archive game has no daily statistics or streaks with it. */
export type LoadedGame = Pick<LoadGameStateResponse, 'data'> &
  Partial<Pick<LoadGameStateResponse, 'streaks' | 'statistics' | 'deviceGame'>>;

/** The day the screen plays (its code's length and weekday) and the player's game of it. */
export interface LoadedDay {
  day: WordLengthResponse;
  saved: LoadedGame;
}

/** Which step of setting a day up failed: its length, or the player's game. */
export class DayLoadError extends Error {
  constructor(readonly step: 'length' | 'game') {
    super(`the day's ${step} could not be loaded`);
  }
}

type Caller = { userId: string | null; anonymousId: string | null };

/** The calls about a finished game, and what each answers. */
export interface AfterGameAnswers {
  'game-report': GameReportResponse;
  'flag-word': FlagWordResponse;
}
export type AfterGameRoute = keyof AfterGameAnswers;

/** The calls of the API. */
export type Api = ReturnType<typeof gameApi>;

/** The calls of the game being played: today's, or a past day's (the same screen plays both). */
export type GameApi = Api & {
  /** Sets the screen's day up: the code's length and weekday, and the player's game of it. */
  loadDay: (player: Caller) => Promise<LoadedDay>;
  /** Its results count in the daily streaks and statistics (today's code does, a past one never). */
  daily: boolean;
  /** A call about the finished game (`date`: the game's own): its decryption report, or "this word is wrong". */
  finished: <R extends AfterGameRoute>(route: R, player: Caller, date: string | undefined) => Promise<AfterGameAnswers[R]>;
};

/**
 * Today's code: its length, then the player's game (load-game-state). Right after a sign-in (once,
 * the session's flag) the browser's anonymous game and history join the account on that load.
 */
export function dailyGameApi(api: Api, takeJoin: () => string | null): GameApi {
  return {
    ...api,
    daily: true,
    finished: (route, player, date) =>
      api.afterGame(route, { userId: player.userId, anonymousId: player.userId ? null : player.anonymousId, date }),
    loadDay: async (player) => {
      const day = await api.wordLength().catch(() => {
        throw new DayLoadError('length');
      });
      const anonymousId = player.userId ? takeJoin() : player.anonymousId;
      // Joining proves the anonymous history is this browser's, with the proof the server gave it.
      const anonymousCredential = player.userId && anonymousId ? (readItem(STORAGE_KEYS.anonymousCredential) ?? undefined) : undefined;
      const saved = await api.loadGameState({ userId: player.userId, anonymousId, anonymousCredential }).catch(() => {
        throw new DayLoadError('game');
      });
      if (saved.anonymousCredential) writeItem(STORAGE_KEYS.anonymousCredential, saved.anonymousCredential);
      if (saved.joinRefused) console.warn(saved.joinRefused);
      return { day, saved };
    },
  };
}
