/**
 * The pause before trying again when other writers went first or DynamoDB left part of a batch:
 * full-jitter exponential backoff (AWS's advice for contention), so writers that met once spread
 * out instead of meeting again.
 */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

/** Resends of writes that met another writer (conflicts, optimistic version checks). */
export const CONTENTION_BACKOFF: Backoff = { baseMs: 20, capMs: 500 };
/** What a batch left unprocessed (the table was busy): asked again a little later each time. */
export const UNPROCESSED_BACKOFF: Backoff = { baseMs: 25, capMs: 1000 };

export const backoffMs = (attempt: number, { baseMs, capMs }: Backoff = CONTENTION_BACKOFF) =>
  Math.random() * Math.min(capMs, baseMs * 2 ** attempt);

export const backoff = (attempt: number, settings?: Backoff) =>
  new Promise<void>((resolve) => setTimeout(resolve, backoffMs(attempt, settings)));
