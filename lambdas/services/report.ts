/**
 * The decryption report of a finished game (docs/product.md, "The decryption report"): computed by
 * the first request after the game ends and stored with the game, read by every later one. While
 * the game is playing nothing of it is answered: no count, no bot word, no meaning, no code.
 */
import type { GameReportResponse } from '../contracts/game-report';
import { revealedAsWritten } from '../domain/evaluation';
import type { Game } from '../domain/game';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../domain/languages';
import type { Player } from '../domain/player';
import { decryptionReport, type Memo } from '../domain/report';
import { gameStore, type StoredReport } from '../store/games';
import { count } from '../telemetry/powertools';
import { codeOf, type Code } from '../words/answer';
import { definitionOf } from '../words/definitions';
import { baseWordsOnly, reportWords } from '../words/report-words';
import { finishedGame } from './shared/finished-game';

/**
 * The bot's choices and its own games, kept for the life of the container: every player who gave
 * the bot the same clues (a popular opening and its colours), and every player of the day's code,
 * share them. Bounded: the oldest goes first.
 */
const remembered = new Map<string, unknown>();
const REMEMBERED_MAX = 20_000;
/** Each language's bot remembers apart: one word can be a code in two languages, with other words around it. */
const memoIn =
  (language: LanguageCode): Memo =>
  <T>(clues: string, compute: () => T): T => {
    const key = `${language}|${clues}`;
    if (remembered.has(key)) return remembered.get(key) as T;
    const value = compute();
    if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, value);
    return value;
  };

export async function gameReport(
  player: Player,
  input: { tzOffset: number; date?: string; language: LanguageCode },
  now: Date,
): Promise<GameReportResponse> {
  const { language } = input;
  const found = await finishedGame(player, input, now);
  const { game, day } = found;
  const code = await codeOf(day, language);
  const answer = code.played;
  let stored = found.stored;
  if (!stored) {
    const report = decryptionReport(
      { answer, guesses: game.guesses, hardMode: game.hardMode === true, revealed: game.revealedLetters },
      reportWords(game.wordLength, language, day.date),
      memoIn(language),
    );
    stored = await gameStore.storeReport(player, { date: day.date, language, kind: found.kind }, report, now);
    count('GameReportComputed');
  }
  return view(game, code, stored);
}

const twoPlaces = (n: number) => Math.round(n * 100) / 100;

function view(game: Game, code: Code, { report, reportedAt }: StoredReport): GameReportResponse {
  // Meanings exist for English codes only (words/definitions.ts): never an English gloss of another language's code.
  const meanings = game.language === DEFAULT_LANGUAGE;
  const definition = meanings ? definitionOf(code.played) : undefined;
  return {
    date: game.date,
    language: game.language,
    meanings,
    baseWordsOnly: baseWordsOnly(game.language, game.date),
    wordLength: game.wordLength,
    hardMode: game.hardMode === true,
    won: game.status === 'won',
    answer: code.written,
    revealed: revealedAsWritten(game.revealedLetters, code.written).sort((a, b) => a.position - b.position),
    definition: definition
      ? { partOfSpeech: definition.pos, gloss: definition.gloss, ...(definition.lemma ? { lemma: definition.lemma } : {}) }
      : null,
    // Reports stored before codes left were named have none.
    guesses: report.guesses.map((g) => ({
      ...g,
      expected: twoPlaces(g.expected),
      bot: { ...g.bot, expected: twoPlaces(g.bot.expected) },
      left: g.left ?? [],
    })),
    skill: report.skill,
    luck: report.luck,
    bot: report.bot,
    reportedAt,
  };
}
