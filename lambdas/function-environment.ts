/**
 * Which variables each function is given: one pure rule for the stack (lib/constructs/game-api.ts,
 * with the resources' names and the secrets' ARNs) and the local gateway (with the stand-ins' values),
 * so a route that reads what it was not given fails locally as it would in AWS.
 */
import type { Route } from './routes';
import type { ScheduledFunction } from './scheduled';

export interface EnvironmentParts {
  /** Every function: the table, the token issuer, the origin check. */
  all: Readonly<Record<string, string>>;
  /** Routes that need `words`: the word secret. */
  words: Readonly<Record<string, string>>;
  /** Routes that need `stripe`: its key and webhook signing secret. */
  stripe: Readonly<Record<string, string>>;
  /** The route that `deletesUsers`: the user pool. */
  users: Readonly<Record<string, string>>;
  /** Functions that send Web Push (`push`): the VAPID keys. */
  push: Readonly<Record<string, string>>;
}

export function functionEnvironment(route: Pick<Route, 'words' | 'stripe' | 'deletesUsers'>, parts: EnvironmentParts) {
  return {
    ...parts.all,
    ...(route.words ? parts.words : {}),
    ...(route.stripe ? parts.stripe : {}),
    ...(route.deletesUsers ? parts.users : {}),
  };
}

/** A schedule's function: no player waits on it, so its table calls wait longer (store/table.ts). */
export function scheduledFunctionEnvironment(
  fn: Pick<ScheduledFunction, 'push'>,
  parts: Pick<EnvironmentParts, 'all' | 'push'>,
): Record<string, string> {
  return { ...parts.all, ...(fn.push ? parts.push : {}), TABLE_PATIENCE: 'background' };
}
