/**
 * Support tool: `npm run word-of-day -- --date 2026-11-23 [--length N]` prints that date's code.
 * It reads the secret the handlers read: WORD_SECRET, else the secret named by WORD_SECRET_ARN
 * (Secrets Manager, with the caller's AWS credentials), else the local runtime's .local-data secret.
 * --length only checks what the date's weekday gives (lengths follow the weekday).
 */
import { parseArgs } from 'node:util';
import { localDayFromDate, WEEKDAYS } from '../lambdas/domain/calendar';
import { localWordSecret } from '../local/paths';

async function main() {
  const { values } = parseArgs({ options: { date: { type: 'string' }, length: { type: 'string' } } });
  const day = values.date ? localDayFromDate(values.date) : undefined;
  if (!day) throw new Error('--date YYYY-MM-DD is required and must be a real date');
  if (values.length !== undefined && Number(values.length) !== day.wordLength) {
    throw new Error(`${day.date} is a ${WEEKDAYS[day.dayOfWeek]}: its code has ${day.wordLength} letters, not ${values.length}`);
  }
  if (!process.env.WORD_SECRET && !process.env.WORD_SECRET_ARN) process.env.WORD_SECRET = localWordSecret();
  const { answerOf } = await import('../lambdas/services/answer');
  console.log(`${day.date} (${day.wordLength} letters): ${(await answerOf(day)).toUpperCase()}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
