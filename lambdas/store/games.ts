/**
 * Games: one item per player per local day. A guess is appended with a single conditional write
 * that only succeeds if the game still has exactly the guesses the player saw (and the mode it was
 * played in), so a doubled or retried submission of one row stores one guess: never two, never none.
 * An anonymous game that joined an account leaves a marker in its place (linkedTo): that browser's
 * day was played on the account, and cannot be played again anonymously.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Game, GameStatus, RevealedLetter } from '../domain/game';
import { dayKeyOf, dayOfKey } from '../domain/language-days';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../domain/languages';
import type { DecryptionReport } from '../domain/report';
import { ANONYMOUS_GAME_TTL_DAYS } from '../domain/rules';
import type { Player } from '../domain/player';
import { keys, type GameKind } from './keys';
import { profileStore } from './profiles';
import { documentClient, queryAll, tableName, transactWrite, type TransactItem } from './table';

/** A game item as stored: every field any write puts on it (this module makes all of them). */
interface GameItem {
  date: string;
  /** The game's language; games from before languages have none: they are English. */
  language?: LanguageCode;
  wordLength: number;
  guesses?: string[];
  /** The letters revealed by helpers, once each: "position:letter" (a set, so a position is sold once). */
  revealed?: Set<string>;
  /** 'linked': the marker an anonymous game leaves once it joined an account. */
  status?: GameStatus | 'linked';
  /** Fixed by the game's first guess. */
  hardMode?: boolean;
  /** The zone of a daily game's first guess (Game.tzOffset). */
  tzOffset?: number;
  /** On a marker: the account the browser's game joined. */
  linkedTo?: string;
  /** On a game that joined an account: the browser's partition it came from. */
  movedFrom?: string;
  /** On an archive game: the credits it was opened for. */
  openedFor?: number;
  createdAt?: string;
  updatedAt?: string;
  /** Anonymous games only: DynamoDB's TTL removes them a few days after their day. */
  expiresAt?: number;
  /** Games from before `revealed` (read only): the same letters as a list, and their positions. */
  revealedLetters?: RevealedLetter[];
  revealedPositions?: Set<string>;
  /** A finished game's decryption report, stored by its first request (game-report), with when. */
  report?: DecryptionReport;
  reportedAt?: string;
}

/** A finished game's stored decryption report, and when it was computed. */
export interface StoredReport {
  report: DecryptionReport;
  reportedAt: string;
}

/** How long after a browser's game joined an account a resent sign-in still answers that it joined (the app's resends take seconds). */
const RESENT_SIGN_IN_MS = 120_000;

const storedReportOf = (item: GameItem): StoredReport | undefined =>
  item.report && item.reportedAt ? { report: item.report, reportedAt: item.reportedAt } : undefined;

const revealedOf = (item: GameItem): RevealedLetter[] => {
  const byPosition = new Map((item.revealedLetters ?? []).map((r) => [r.position, r.letter]));
  for (const entry of item.revealed ?? []) {
    const [position, letter] = entry.split(':');
    byPosition.set(Number(position), letter);
  }
  return [...byPosition].sort(([a], [b]) => a - b).map(([position, letter]) => ({ position, letter }));
};

/** A stored game item as the game it is (league-board.ts reads many at once). */
export const gameFromItem = (item: Record<string, unknown>): Game => toGame(item as unknown as GameItem);

const toGame = (item: GameItem): Game => ({
  date: item.date,
  language: item.language ?? DEFAULT_LANGUAGE,
  wordLength: item.wordLength,
  guesses: item.guesses ?? [],
  revealedLetters: revealedOf(item),
  status: item.status === 'linked' || item.status === undefined ? 'playing' : item.status,
  ...(item.hardMode === undefined ? {} : { hardMode: item.hardMode }),
  ...(item.linkedTo ? { linkedTo: item.linkedTo } : {}),
  ...(item.tzOffset === undefined ? {} : { tzOffset: Number(item.tzOffset) }),
});

export interface AppendGuess {
  /** An archive game is stored apart, and must have been opened (paid for) first. */
  kind?: GameKind;
  date: string;
  language: LanguageCode;
  wordLength: number;
  /** How many guesses the player saw stored before this one (the row index). */
  expectedCount: number;
  guess: string;
  /** The status after this guess, decided by the domain. */
  status: GameStatus;
  now: Date;
  /** The game's mode: written by the first guess, and every later guess is stored only in it. */
  hardMode: boolean;
  /** A daily game's zone: written by its first guess (Game.tzOffset). */
  tzOffset?: number;
  /** The player's history after this (final) guess, written in the same transaction (profiles.ts). */
  history?: TransactItem;
}

/**
 * A stored guess: what the game is now. The write's condition fixes all of it (exactly `expectedCount`
 * guesses before, still playing, in this mode), so nothing is read back.
 */
export interface StoredGuess {
  status: GameStatus;
  guessesUsed: number;
  hardMode: boolean;
}

export type AppendResult =
  { stored: true; game: StoredGuess } | { stored: false; current: Game | undefined } | { stored: false; historyChanged: true };

/** Anonymous games are removed by TTL a few days after their day; accounts keep their history. */
function expiresAt(player: Player, date: string): number | undefined {
  if (player.kind === 'user') return undefined;
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) + ANONYMOUS_GAME_TTL_DAYS * 86_400;
}

/** A browser's game of the day at sign-in: `joined` the account, or kept on the browser (the account had its own). */
export interface DeviceGameOutcome {
  joined: boolean;
  status: GameStatus;
  guessesUsed: number;
}

export const gameStore = {
  /**
   * The transaction item that records a letter revealed by a helper: once per position, while the
   * game is playing. Today's game may begin with a helper (the item is made); an archive game must
   * have been opened.
   */
  letterReveal(
    player: Player,
    input: { kind: GameKind; date: string; language: LanguageCode; wordLength: number; reveal: RevealedLetter; now: Date },
  ): TransactItem {
    const playing = input.kind === 'archive' ? '#status = :playing' : '(attribute_not_exists(pk) OR #status = :playing)';
    const ttl = input.kind === 'archive' ? undefined : expiresAt(player, input.date);
    return {
      Update: {
        TableName: tableName(),
        Key: keys.game(player, input.date, input.language, input.kind),
        UpdateExpression:
          [
            'SET #date = :date',
            '#language = :language',
            'wordLength = :wordLength',
            'guesses = if_not_exists(guesses, :empty)',
            '#status = if_not_exists(#status, :playing)',
            'createdAt = if_not_exists(createdAt, :now)',
            'updatedAt = :now',
            ...(ttl ? ['expiresAt = :expiresAt'] : []),
          ].join(', ') + ' ADD revealed :revealed',
        // A position is sold once (games from before `revealed` keep their positions apart).
        ConditionExpression: `${playing} AND NOT contains(revealed, :letter) AND NOT contains(revealedPositions, :position)`,
        ExpressionAttributeNames: { '#status': 'status', '#date': 'date', '#language': 'language' },
        ExpressionAttributeValues: {
          ':empty': [],
          ':date': input.date,
          ':language': input.language,
          ':wordLength': input.wordLength,
          ':playing': 'playing',
          ':now': input.now.toISOString(),
          ':revealed': new Set([`${input.reveal.position}:${input.reveal.letter}`]),
          ':letter': `${input.reveal.position}:${input.reveal.letter}`,
          ':position': String(input.reveal.position),
          ...(ttl ? { ':expiresAt': ttl } : {}),
        },
      },
    };
  },

  /** The transaction item that opens a past day from the archive for `price`: made only if absent. */
  archiveOpening(
    player: Player,
    input: { date: string; language: LanguageCode; wordLength: number; price: number; now: Date },
  ): TransactItem {
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.game(player, input.date, input.language, 'archive'),
          date: input.date,
          language: input.language,
          wordLength: input.wordLength,
          guesses: [],
          status: 'playing',
          createdAt: input.now.toISOString(),
          openedFor: input.price,
        } satisfies GameItem & { pk: string; sk: string },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  },

  async get(player: Player, date: string, language: LanguageCode, kind: GameKind = 'daily'): Promise<Game | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.game(player, date, language, kind), ConsistentRead: true }),
    );
    return Item ? toGame(Item as GameItem) : undefined;
  },

  /** A game with its stored decryption report, if it has one: one read. */
  async getWithReport(
    player: Player,
    date: string,
    language: LanguageCode,
    kind: GameKind,
  ): Promise<{ game: Game; stored?: StoredReport } | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.game(player, date, language, kind), ConsistentRead: true }),
    );
    return Item ? { game: toGame(Item as GameItem), stored: storedReportOf(Item as GameItem) } : undefined;
  },

  /**
   * Stores a finished game's report, once: only on a finished game without one. Answers the report
   * the game keeps: this one, or the one a concurrent first request stored before it.
   */
  async storeReport(
    player: Player,
    game: { date: string; language: LanguageCode; kind: GameKind },
    report: DecryptionReport,
    now: Date,
  ): Promise<StoredReport> {
    const reportedAt = now.toISOString();
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.game(player, game.date, game.language, game.kind),
          UpdateExpression: 'SET report = :report, reportedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND #status IN (:won, :lost) AND attribute_not_exists(report)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':report': report, ':at': reportedAt, ':won': 'won', ':lost': 'lost' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { report, reportedAt };
    } catch (error) {
      const stored = error instanceof ConditionalCheckFailedException && error.Item && storedReportOf(unmarshall(error.Item) as GameItem);
      if (stored) return stored;
      throw error;
    }
  },

  /** The player's games of one kind and language with dates from `from` to `to` (inclusive), oldest first. */
  async list(player: Player, kind: GameKind, language: LanguageCode, from: string, to: string): Promise<Game[]> {
    const items = await queryAll<GameItem>({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.player(player),
        ':from': keys.game(player, from, language, kind).sk,
        ':to': keys.game(player, to, language, kind).sk,
      },
    });
    return items.map(toGame);
  },

  /** The browsers (anonymousIds) whose games moved into the account when it signed in there. */
  async browsersMovedFrom(account: Player): Promise<string[]> {
    const items = await queryAll<Pick<GameItem, 'movedFrom'>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ProjectionExpression: 'movedFrom',
      ExpressionAttributeValues: { ':pk': keys.dailyGames(account).pk, ':prefix': keys.dailyGames(account).skPrefix },
    });
    return [...new Set(items.flatMap((item) => (item.movedFrom ? (keys.anonymousIdOf(item.movedFrom) ?? []) : [])))];
  },

  /**
   * Of `days` (day keys, domain/language-days.ts), those on which the account has a daily game of its
   * own, finished or in play: not one that moved in from `browser` when it signed in (that one is
   * the browser's game, now the account's). One range query per language the days are in.
   */
  async ownGameDays(sub: string, browser: Player, days: readonly string[]): Promise<Set<string>> {
    const account: Player = { kind: 'user', sub };
    const own = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const dates = days.flatMap((key) => (dayOfKey(key)?.language === language ? [dayOfKey(key)!.date] : [])).sort();
      if (dates.length === 0) continue;
      const items = await queryAll<Pick<GameItem, 'date' | 'movedFrom'>>({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ProjectionExpression: '#date, movedFrom',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: {
          ':pk': keys.player(account),
          ':from': keys.game(account, dates[0], language).sk,
          ':to': keys.game(account, dates.at(-1)!, language).sk,
        },
      });
      const wanted = new Set(dates);
      for (const item of items) {
        if (wanted.has(item.date) && item.movedFrom !== keys.player(browser)) own.add(dayKeyOf(language, item.date));
      }
    }
    return own;
  },

  /**
   * One round trip: a conditional update (a browser's game), or a two-item transaction (with the
   * history a finishing guess records, or an account's liveness, profiles.ts). On a lost race
   * it answers the stored game as it is (for an idempotent reply, or to decide again in its mode).
   * Nothing is read back on success: the condition already says what the game is now.
   */
  async appendGuess(player: Player, input: AppendGuess): Promise<AppendResult> {
    const archive = input.kind === 'archive';
    const ttl = archive ? undefined : expiresAt(player, input.date);
    // A daily game is made by its first guess; an archive game exists once opened, and only then.
    const first = input.expectedCount === 0 && !archive;
    // A game without a mode yet (opened from the archive, or a helper used before the first guess)
    // takes this guess's. (Games from before modes existed have none: they are normal-mode games.)
    const modeUnsetOrSame = '(attribute_not_exists(hardMode) OR hardMode = :hard)';
    const mode = input.expectedCount > 0 && input.hardMode ? 'hardMode = :hard' : modeUnsetOrSame;
    const playing = `size(guesses) = :count AND #status = :playing AND ${mode}`;
    const update = {
      TableName: tableName(),
      Key: keys.game(player, input.date, input.language, input.kind),
      UpdateExpression: [
        'SET guesses = list_append(if_not_exists(guesses, :empty), :guess)',
        '#status = :status',
        '#date = :date',
        '#language = :language',
        'wordLength = :wordLength',
        'hardMode = if_not_exists(hardMode, :hard)',
        ...(input.tzOffset === undefined ? [] : ['tzOffset = if_not_exists(tzOffset, :tz)']),
        'createdAt = if_not_exists(createdAt, :now)',
        'updatedAt = :now',
        ...(ttl ? ['expiresAt = :expiresAt'] : []),
      ].join(', '),
      ConditionExpression: first ? `attribute_not_exists(pk) OR (${playing})` : playing,
      ExpressionAttributeNames: { '#status': 'status', '#date': 'date', '#language': 'language' },
      ExpressionAttributeValues: {
        ':empty': [],
        ':guess': [input.guess],
        ':status': input.status,
        ':date': input.date,
        ':language': input.language,
        ':wordLength': input.wordLength,
        ':now': input.now.toISOString(),
        ':count': input.expectedCount,
        ':playing': 'playing',
        ':hard': input.hardMode,
        ...(input.tzOffset === undefined ? {} : { ':tz': input.tzOffset }),
        ...(ttl ? { ':expiresAt': ttl } : {}),
      },
    } satisfies UpdateCommandInput;
    const after: StoredGuess = { status: input.status, guessesUsed: input.expectedCount + 1, hardMode: input.hardMode };

    // An account's game is written only while the account is live (profiles.ts): with its history
    // (whose change holds that condition), or beside a check of it.
    const alongside = input.history ?? (player.kind === 'user' ? profileStore.accountLive(player.sub) : undefined);
    if (alongside) {
      const refused = await transactWrite([{ Update: { ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } }, alongside]);
      if (refused?.failed[0]) {
        const stored = refused.stored[0];
        return { stored: false, current: stored ? toGame(stored as GameItem) : undefined };
      }
      if (refused) return { stored: false, historyChanged: true };
      return { stored: true, game: after };
    }

    try {
      await documentClient().send(new UpdateCommand({ ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
      return { stored: true, game: after };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) {
        const old = error.Item ? unmarshall(error.Item) : undefined;
        return { stored: false, current: old ? toGame(old as GameItem) : undefined };
      }
      throw error;
    }
  },

  /**
   * Links a browser's anonymous day to a signed-in account: its game (if any, and if the account has
   * none for that date) moves to the account, and a marker takes its place, so that browser cannot
   * play the day again anonymously after signing out. One transaction. A game that cannot move (the
   * account has its own that day) stays where it is: never overwritten, so never played again.
   * Answers what became of the browser's game of the date, when it had one with guesses: moved to
   * the account, or kept on the browser (the account had its own), with how far it went.
   */
  async linkToAccount(from: Player, sub: string, date: string, language: LanguageCode, now: Date): Promise<DeviceGameOutcome | undefined> {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.game(from, date, language), ConsistentRead: true }),
    );
    const to: Player = { kind: 'user', sub };
    if ((Item as GameItem | undefined)?.status === 'linked') {
      // Linked already. By this account moments ago, the same sign-in sent again (its first answer was
      // lost to a timeout or a 503 after the link was written): answer as the first one did, so the
      // player is still told their game moved. Later (another sign-in on that browser) there is nothing new to say.
      const marker = Item as GameItem;
      const linkedAt = Date.parse(marker.createdAt ?? '');
      if (marker.linkedTo !== sub || !(now.getTime() - linkedAt <= RESENT_SIGN_IN_MS)) return undefined;
      const { Item: moved } = await documentClient().send(
        new GetCommand({ TableName: tableName(), Key: keys.game(to, date, language), ConsistentRead: true }),
      );
      if ((moved as GameItem | undefined)?.movedFrom !== keys.player(from)) return undefined;
      const played = toGame(moved as GameItem);
      return played.guesses.length === 0 ? undefined : { joined: true, status: played.status, guessesUsed: played.guesses.length };
    }
    const marker: TransactItem = {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.game(from, date, language),
          date,
          language,
          status: 'linked',
          linkedTo: sub,
          guesses: [],
          createdAt: now.toISOString(),
          expiresAt: expiresAt(from, date),
        },
        // Only over the game just read (or none): a guess stored meanwhile is not lost.
        ConditionExpression: Item ? 'size(guesses) = :count' : 'attribute_not_exists(pk)',
        ...(Item ? { ExpressionAttributeValues: { ':count': ((Item as GameItem).guesses ?? []).length } } : {}),
      },
    };
    if (Item) {
      const { expiresAt: _expiry, ...game } = Item;
      // transactWrite answers a refusal: the account has its own game that day (or the browser's changed meanwhile).
      const refused = await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...game, ...keys.game(to, date, language), movedFrom: keys.player(from) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        marker,
        profileStore.accountLive(sub),
      ]);
      const played = toGame(Item as GameItem);
      if (played.guesses.length === 0) return undefined;
      // Refused, the browser's game stays as it is, where it was played.
      return { joined: !refused, status: played.status, guessesUsed: played.guesses.length };
    }
    // The browser had no game: only the marker, so it cannot start one after signing out.
    await transactWrite([marker, profileStore.accountLive(sub)]);
    return undefined;
  },

  /**
   * Removes a browser's marker for `date`, while its account (`sub`) has still not played that day (no
   * guess, no revealed letter): a first guess on the account at the same moment keeps the marker.
   * Answers whether it was removed.
   */
  async unlink(player: Player, date: string, language: LanguageCode, sub: string): Promise<boolean> {
    const refused = await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.game(player, date, language),
          ConditionExpression: '#status = :linked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':linked': 'linked' },
        },
      },
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.game({ kind: 'user', sub }, date, language),
          ConditionExpression: [
            'attribute_not_exists(pk)',
            'OR (size(guesses) = :none AND attribute_not_exists(revealed) AND attribute_not_exists(revealedLetters))',
          ].join(' '),
          ExpressionAttributeValues: { ':none': 0 },
        },
      },
    ]);
    return refused === null;
  },
};
