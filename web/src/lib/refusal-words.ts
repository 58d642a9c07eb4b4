/**
 * The words of a refusal the server or the gateway answered, in the page's language: loaded with
 * the first refusal that needs them (lib/api.ts), never with the first paint.
 */
import type { RefusalBody, RefusalReason } from '@contracts/refusals';
import { loadTexts, texts } from '../i18n/texts';

/** A refusal's body, as it arrived (nothing in it is trusted). */
export type RefusalAnswer = { [K in keyof RefusalBody | 'message']?: unknown };

/**
 * What a refusal says to the player: the game's own refusal in the page's language where it names
 * its reason (contracts/refusals.ts), else its `error`; else words for API Gateway's and Lambda's
 * own answers (`{"message": "Too Many Requests"}`, `{"message": "Internal Server Error"}`).
 */
export async function refusalMessage(status: number, body: RefusalAnswer): Promise<string> {
  const { reason } = body;
  // Their words are among the game's later texts (fetched now if the page has not yet).
  const t = await loadTexts('play').then(
    () => texts('play').refusals,
    () => null,
  );
  // Only a reason the catalogue has (its own key, never an inherited one) is said in its words.
  const say =
    t && typeof reason === 'string' && Object.hasOwn(t.reasons, reason) && (t.reasons[reason as RefusalReason] as (p: unknown) => string);
  if (typeof body.error === 'string') {
    // Params a page's words cannot read (a server answering otherwise than its contract): the server's words.
    try {
      return say ? say(body.params ?? {}) : body.error;
    } catch {
      return body.error;
    }
  }
  if (!t) return `HTTP ${status}`;
  // The JWT authorizer's refusal: the session's token was missing, expired or not accepted.
  if (status === 401) return t.signInEnded;
  if (status === 429) return t.tooMany;
  if (status >= 500) return t.serverTrouble;
  return typeof body.message === 'string' ? body.message : `HTTP ${status}`;
}
