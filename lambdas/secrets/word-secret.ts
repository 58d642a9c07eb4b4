/**
 * The key of the word-of-day permutation. Locally and in tests it is WORD_SECRET; in AWS it lives
 * in Secrets Manager (WORD_SECRET_ARN) and is read once an hour per container, so it is never in
 * the template, the repository or the function's environment.
 */
import { config } from '../config';
import { readSecret } from './read-secret';

export async function wordSecret(): Promise<string> {
  const { WORD_SECRET, WORD_SECRET_ARN } = config();
  if (WORD_SECRET) return WORD_SECRET;
  if (!WORD_SECRET_ARN) throw new Error('Invalid configuration: WORD_SECRET or WORD_SECRET_ARN is required');
  const value = await readSecret(WORD_SECRET_ARN, 3_600_000);
  if (value.length < 16) throw new Error('the word secret must be a string of at least 16 characters');
  return value;
}
