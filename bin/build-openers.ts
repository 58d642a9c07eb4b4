/**
 * `npm run words` (after the word lists): the bot's opening guess for each code length, the word it
 * may play (one of the answer lists: a word players know) that leaves the fewest candidate codes on
 * average (lambdas/domain/solver.ts), written to lambdas/words/data/<language>/openers.json. Computed once here
 * because it is the same for every game and is the slowest choice the bot makes: every word it may
 * play against every candidate code.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../lambdas/domain/languages';
import { MAX_WORD_LENGTH, MIN_WORD_LENGTH } from '../lambdas/domain/rules';
import { botChoice, everyCandidate } from '../lambdas/domain/solver';
import { OPENERS_FILE, reportLexicons } from '../lambdas/words/report-words';
import { wordsDirOf } from '../lambdas/words/word-lists';

for (const language of LANGUAGE_CODES) {
  const openers: Record<string, string> = {};
  for (let length = MIN_WORD_LENGTH; length <= MAX_WORD_LENGTH; length++) {
    const started = performance.now();
    const { candidates, guesses } = reportLexicons(length, language);
    const choice = botChoice(guesses, candidates, everyCandidate(candidates));
    openers[length] = choice.guess;
    const ms = Math.round(performance.now() - started);
    const left = `${choice.expected.toFixed(1)} of ${candidates.words.length}`;
    console.log(`${language} length ${length}: opener ${choice.guess} leaves ${left} codes on average (${ms} ms)`);
  }
  writeFileSync(join(wordsDirOf(language), OPENERS_FILE), JSON.stringify(openers, null, 2) + '\n');
}
