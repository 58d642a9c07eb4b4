/**
 * A zod failure in words a client can act on: "guess: required", "row must be from 0 to 5", naming
 * each wrong field (at most three). Messages written in the contracts are used as they are; zod's
 * generic "Invalid input" is replaced by what the check expected.
 */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

const valueAt = (value: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);

function expected(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    default:
      return 'is not valid';
  }
}

export function describeZodError(error: z.core.$ZodError, input: unknown): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.join('.');
      const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
      const message = missing ? 'required' : issue.message && issue.message !== 'Invalid input' ? issue.message : expected(issue);
      return field && !message.startsWith(field) ? `${field}: ${message}` : message;
    })
    .join('; ');
}
