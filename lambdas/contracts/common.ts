/**
 * What every call's contract shares: the time-zone offset, the player fields, the board's shapes.
 * zod/mini: the same checks as zod for a fraction of the cold-start cost (bench/RESULTS.md).
 */
import * as z from 'zod/mini';
import { ANONYMOUS_ID_PATTERN, DEFAULT_LANGUAGE, LANGUAGE_CODES, MAX_TZ_OFFSET as MAX_TZ, MIN_TZ_OFFSET as MIN_TZ } from './constants';

export const inRange = (field: string, min: number, max: number) => [
  z.minimum(min, { error: `${field} must be from ${min} to ${max}` }),
  z.maximum(max, { error: `${field} must be from ${min} to ${max}` }),
];
export const wholeNumber = (field: string, unit = '') => z.int({ error: `${field} must be a whole number${unit}` });

/**
 * Minutes as Date.prototype.getTimezoneOffset() gives them: UTC+14 is -840, UTC-12 is +720. In a
 * JSON body only a JSON number is one (not "60", true, null or [60]).
 */
export const tzOffset = wholeNumber('tzOffset', ' of minutes').check(...inRange('tzOffset', MIN_TZ, MAX_TZ));

/** In a query string only an integer literal is a tzOffset ("60", "-330"; not " 60 ", "1e2" or "0x3c"). */
export const tzOffsetQuery = z.pipe(
  z.pipe(
    z
      .string({ error: 'tzOffset must be a whole number of minutes' })
      .check(z.regex(/^-?\d{1,4}$/, { error: 'tzOffset must be a whole number of minutes' })),
    z.transform(Number),
  ),
  tzOffset,
);

/**
 * (A request's type is what a client sends, `z.input`: a field with a default, such as `language`,
 * may be left out; a handler receives it parsed, defaults filled in.)
 *
 * The language a game call plays (docs/product.md, "Languages"): English when absent. The same
 * field in a JSON body and in a query string; an unknown one is refused by naming those there are.
 */
export const language = z._default(
  z.enum(LANGUAGE_CODES, { error: `language must be ${LANGUAGE_CODES.slice(0, -1).join(', ')} or ${LANGUAGE_CODES.at(-1)}` }),
  DEFAULT_LANGUAGE,
);

export const anonymousId = z
  .string({ error: 'anonymousId must be anon_ followed by a UUID' })
  .check(z.regex(ANONYMOUS_ID_PATTERN, { error: 'anonymousId must be anon_ followed by a UUID' }));

/** Identity fields of the request bodies. Neither is trusted: the server checks them against the token. */
export const playerFields = {
  userId: z.nullish(z.string({ error: 'userId must be a string' }).check(z.maxLength(128, { error: 'userId is too long' }))),
  anonymousId: z.nullish(anonymousId),
};

export type TileState = 'empty' | 'filled' | 'correct' | 'present' | 'absent';
export interface Tile {
  letter: string;
  state: TileState;
}
export interface Row {
  tiles: Tile[];
  submitted: boolean;
}
export interface RevealedLetterDto {
  position: number;
  letter: string;
}
export type GameStatus = 'playing' | 'won' | 'lost';
export interface ErrorResponse {
  error: string;
}
