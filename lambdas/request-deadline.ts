/**
 * When the request being served must have its answer: Lambda stops a function at its timeout, and
 * API Gateway then answers the player a bare 500. So the resends of a write that keeps meeting other
 * writers stop early enough for the function to answer its own 503 (try again) in time.
 *
 * Kept per request with AsyncLocalStorage, not in a module variable: the local gateway serves many
 * requests in one process at once, and each keeps its own deadline.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Time kept back from the function's timeout for what follows a given-up write: its last send (two
 * attempts of at most a second, see store/table.ts), a read or two of what the refusal says, and the answer.
 */
export const ANSWER_RESERVE_MS = 3_000;

const deadlines = new AsyncLocalStorage<number>();

/** Runs `serve` for a request whose function has `remainingMs` left: its writes stop resending in time to answer. */
export function withRequestDeadline<T>(remainingMs: number, serve: () => Promise<T>): Promise<T> {
  return deadlines.run(Date.now() + remainingMs - ANSWER_RESERVE_MS, serve);
}

/** The time (epoch ms) by which the current request's resends give up; undefined outside a request (schedules, tools). */
export const requestDeadline = (): number | undefined => deadlines.getStore();
