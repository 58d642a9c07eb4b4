/**
 * The game API (product.md §6) as typed calls. Types come from lambdas/contracts (type-only imports: no
 * validation code reaches the browser). Every call sends the caller's tzOffset; signed-in calls
 * carry the user's token.
 */
import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  CreditPackagesResponse,
  CreditsResponse,
  HelperPricesResponse,
  LoadGameStateResponse,
  SubmitGuessRequest,
  SubmitGuessResponse,
  UseHelperRequest,
  UseHelperResponse,
  WordLengthResponse,
} from '@contracts';
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
  };
}

export type GameApi = ReturnType<typeof gameApi>;
