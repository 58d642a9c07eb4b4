/**
 * Support tool: `npm run word-of-day -- --date 2026-11-23 [--length N] [--language es]` prints that
 * date's code in that language (English when absent), as it is written.
 * It reads the secret the handlers read: WORD_SECRET, else the secret named by WORD_SECRET_ARN
 * (Secrets Manager, with the caller's AWS credentials), else the local runtime's secret in
 * .local-data (LOCAL_DATA_DIR). With none of them it refuses: any other secret gives a wrong code.
 * --length only checks what the date's weekday gives (lengths follow the weekday).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { localDayFromDate } from '../lambdas/domain/calendar';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '../lambdas/domain/languages';
import { WEEKDAYS } from '../lambdas/domain/rules';
import { LOCAL_DATA_DIR, wordSecretFile } from '../local/paths';

async function main() {
  const { values } = parseArgs({ options: { date: { type: 'string' }, length: { type: 'string' }, language: { type: 'string' } } });
  const language = values.language ?? DEFAULT_LANGUAGE;
  if (!isLanguageCode(language)) throw new Error(`--language must be one of ${LANGUAGE_CODES.join(', ')}, not ${language}`);
  const day = values.date ? localDayFromDate(values.date) : undefined;
  if (!day) throw new Error('--date YYYY-MM-DD is required and must be a real date');
  if (values.length !== undefined && Number(values.length) !== day.wordLength) {
    throw new Error(`${day.date} is a ${WEEKDAYS[day.dayOfWeek]}: its code has ${day.wordLength} letters, not ${values.length}`);
  }
  if (!process.env.WORD_SECRET && process.env.WORD_SECRET_ARN) {
    // A deployed stage's secret, read with the caller's AWS credentials (the functions read it through their extension).
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: process.env.WORD_SECRET_ARN }));
    if (!SecretString) throw new Error(`${process.env.WORD_SECRET_ARN} has no string value`);
    process.env.WORD_SECRET = SecretString;
  } else if (!process.env.WORD_SECRET) {
    const file = wordSecretFile(LOCAL_DATA_DIR);
    if (!existsSync(file)) {
      throw new Error(
        `No word secret to read: ${file} does not exist (the local runtime writes it on its first start, npm start), ` +
          'and neither WORD_SECRET nor WORD_SECRET_ARN is set. For a deployed stage: WORD_SECRET_ARN=<its secret> npm run word-of-day ...',
      );
    }
    process.env.WORD_SECRET = readFileSync(file, 'utf8').trim();
  }
  const { writtenAnswerOf } = await import('../lambdas/words/answer');
  console.log(`${day.date} (${day.wordLength} letters, ${language}): ${(await writtenAnswerOf(day, language)).toUpperCase()}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
