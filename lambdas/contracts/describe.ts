/** A zod failure in words a client can act on: "guess: must be a string", naming each wrong field (at most three). */
import type * as z from 'zod';

const valueAt = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);

export function describeZodError(error: z.ZodError, input: unknown): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
      const message = missing ? 'required' : issue.message;
      return field && !message.startsWith(field) ? `${field}: ${message}` : message;
    })
    .join('; ');
}
