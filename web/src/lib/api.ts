/**
 * The game API (product.md §6) as typed calls. Types come from lambdas/contracts (type-only imports: no
 * validation code reaches the browser). Every call sends the caller's tzOffset; signed-in calls
 * carry the user's token.
 */
import type { ArchiveResponse, OpenArchiveDayResponse } from '@contracts/archive';
import type { CreditsResponse, UseHelperRequest, UseHelperResponse } from '@contracts/credits';
import type { HelperPricesResponse } from '@contracts/helper-prices';
import type { LoadGameStateResponse } from '@contracts/load-game-state';
import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse, CreditPackagesResponse } from '@contracts/payments';
import type { SubmitGuessRequest, SubmitGuessResponse } from '@contracts/submit-guess';
import type { WordLengthResponse } from '@contracts/word-length';
import { runtimeConfig } from './config';

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

async function request<T>(options: ApiOptions, path: string, init: RequestInit = {}): Promise<T> {
  let base = options.base;
  try {
    base ??= (await runtimeConfig()).apiBase;
  } catch (error) {
    throw new NetworkError((error as Error).message);
  }
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
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new ApiError(response.status, body.error ?? `HTTP ${response.status}`);
  return body;
}

export function gameApi(options: ApiOptions) {
  const post = <T>(path: string, body: unknown) => request<T>(options, path, { method: 'POST', body: JSON.stringify(body) });
  return {
    wordLength: () => request<WordLengthResponse>(options, `get-word-length?tzOffset=${tzOffset()}`),
    helperPrices: () => request<HelperPricesResponse>(options, 'get-helper-prices'),
    loadGameState: (player: { userId: string | null; anonymousId: string | null }) =>
      post<LoadGameStateResponse>('load-game-state', { ...player, tzOffset: tzOffset() }),
    submitGuess: (body: Omit<SubmitGuessRequest, 'tzOffset'>) =>
      post<SubmitGuessResponse>('submit-guess', { ...body, tzOffset: tzOffset() }),
    credits: () => request<CreditsResponse>(options, 'get-credits'),
    creditPackages: () => request<CreditPackagesResponse>(options, 'get-credit-packages'),
    createPaymentIntent: (body: Pick<CreatePaymentIntentRequest, 'packageId' | 'checkoutId'>) =>
      post<CreatePaymentIntentResponse>('create-payment-intent', body),
    useHelper: (body: Omit<UseHelperRequest, 'tzOffset'>) => post<UseHelperResponse>('use-helper', { ...body, tzOffset: tzOffset() }),
    archive: () => request<ArchiveResponse>(options, `get-archive?tzOffset=${tzOffset()}`),
    openArchiveDay: (date: string) => post<OpenArchiveDayResponse>('open-archive-day', { date, tzOffset: tzOffset() }),
    submitArchiveGuess: (date: string, body: Omit<SubmitGuessRequest, 'tzOffset' | 'date' | 'userId' | 'anonymousId'>) =>
      post<SubmitGuessResponse>('submit-archive-guess', { ...body, date, tzOffset: tzOffset() }),
  };
}

/** A game as the screen loads it: an archive game has no daily statistics or streaks with it. */
export type LoadedGame = Pick<LoadGameStateResponse, 'data'> & Partial<Pick<LoadGameStateResponse, 'streaks' | 'statistics'>>;

export type GameApi = Omit<ReturnType<typeof gameApi>, 'loadGameState'> & {
  loadGameState: (player: { userId: string | null; anonymousId: string | null }) => Promise<LoadedGame>;
};

/**
 * A past day opened from the archive, played through the game screen as it plays today's code: the
 * same calls, aimed at that day's archive game (docs/product.md, "Archive").
 */
export function archiveGameApi(api: GameApi, date: string): GameApi {
  const dayOf = ({ data }: OpenArchiveDayResponse): WordLengthResponse => ({
    wordLength: data.word_length,
    dayOfWeek: data.day_of_week,
    date,
  });
  // The screen asks for the day's length, then its game: one call answers both.
  let opening: Promise<OpenArchiveDayResponse> | undefined;
  return {
    ...api,
    wordLength: () => (opening = api.openArchiveDay(date)).then(dayOf),
    loadGameState: async () => {
      const pending = opening ?? api.openArchiveDay(date);
      opening = undefined;
      const { data } = await pending;
      // Archive games have statistics of their own (the archive page's), never the daily ones.
      return { data };
    },
    submitGuess: ({ guess, wordLength, row, hardMode }) => api.submitArchiveGuess(date, { guess, wordLength, row, hardMode }),
    useHelper: (body) => api.useHelper({ ...body, archiveDate: date }),
  };
}
