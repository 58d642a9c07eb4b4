/**
 * Leagues in the table (docs/architecture.md, "Leagues"): this module owns the league item, its
 * member items (one partition per league, read in one query), the invite item, and each account's
 * membership items (in the account's partition, for its list). Every change of membership is one
 * transaction of the member item, the membership, the league's member count and the account's
 * league count (profiles.ts), each conditional: a league never holds more than its limit, a player
 * never belongs to more than theirs, and two joins for one last seat let exactly one in.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../domain/languages';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_PLAYER } from '../domain/rules';
import { keys } from './keys';
import { profileStore } from './profiles';
import { documentClient, queryAll, tableName, transactWrite, type TransactItem } from './table';

export interface League {
  id: string;
  name: string;
  ownerSub: string;
  inviteCode: string;
  memberCount: number;
  createdAt: string;
  /** The language its members compare: that language's code of each date (chosen at creation). */
  language: LanguageCode;
}

export interface Member {
  sub: string;
  displayName: string;
  joinedAt: string;
}

interface LeagueItem extends League {
  pk: string;
  sk: string;
}

/** How long a removal keeps its invite code from letting the member back (the code is rotated long before, in practice). */
const REMOVAL_KEPT_DAYS = 400;

const toLeague = (item: Record<string, unknown>): League => ({
  id: String(item.id),
  name: String(item.name),
  ownerSub: String(item.ownerSub),
  inviteCode: String(item.inviteCode),
  memberCount: Number(item.memberCount),
  createdAt: String(item.createdAt),
  // Leagues from before languages have none: they are English.
  language: isLanguageCode(item.language) ? item.language : DEFAULT_LANGUAGE,
});

const toMember = (item: Record<string, unknown>): Member => ({
  sub: String(item.sub),
  displayName: String(item.displayName),
  joinedAt: String(item.joinedAt),
});

const memberPuts = (leagueId: string, member: Member): TransactItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: { ...keys.leagueMember(leagueId, member.sub), ...member },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Put: {
      TableName: tableName(),
      Item: { ...keys.membership(member.sub, leagueId), leagueId, joinedAt: member.joinedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** The member's items, and their league count (none for an account being deleted: its profile goes, and may be gone). */
const memberDeletes = (leagueId: string, sub: string, { countChange = true } = {}): TransactItem[] => [
  { Delete: { TableName: tableName(), Key: keys.leagueMember(leagueId, sub), ConditionExpression: 'attribute_exists(pk)' } },
  { Delete: { TableName: tableName(), Key: keys.membership(sub, leagueId) } },
  ...(countChange ? [profileStore.leagueCountChange(sub, -1, MAX_LEAGUES_PER_PLAYER)] : []),
];

const getItem = async (key: { pk: string; sk: string }) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

export type JoinOutcome = 'joined' | 'already-member' | 'league-full' | 'invite-gone' | 'too-many-leagues' | 'removed';

export const leagueStore = {
  /** A new league with its owner as first member, if the owner belongs to fewer than the limit of leagues. */
  async create(league: League, owner: Member): Promise<'created' | 'too-many-leagues'> {
    const refused = await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.league(league.id), ...league } satisfies LeagueItem,
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.invite(league.inviteCode), leagueId: league.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...memberPuts(league.id, owner),
      profileStore.leagueCountChange(owner.sub, 1, MAX_LEAGUES_PER_PLAYER),
    ]);
    if (!refused) return 'created';
    if (refused.failed[4]) return 'too-many-leagues';
    throw new Error('a new league or invite code met an existing one'); // 128 and 96 random bits: never
  },

  /** The league an invite code lets a player join, while it is the league's code. */
  async leagueOfInvite(code: string): Promise<League | undefined> {
    const invite = await getItem(keys.invite(code));
    if (!invite) return undefined;
    const league = await this.get(String(invite.leagueId));
    return league?.inviteCode === code ? league : undefined;
  },

  async get(id: string): Promise<League | undefined> {
    const item = await getItem(keys.league(id));
    return item ? toLeague(item) : undefined;
  },

  /** The league and its members: one strongly consistent query of its partition. */
  async withMembers(id: string): Promise<{ league: League; members: Member[] } | undefined> {
    const { pk, memberPrefix } = keys.leagueItems(id);
    const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
    const leagueItem = items.find((item) => item.sk === keys.league(id).sk);
    if (!leagueItem) return undefined;
    const members = items.filter((item) => String(item.sk).startsWith(memberPrefix)).map(toMember);
    return { league: toLeague(leagueItem), members };
  },

  /**
   * Joins a league through its invite code: a seat is taken only while the code is the league's and
   * the league has one left, and only if the player belongs to fewer than the limit of leagues.
   * Racing joins conflict; the caller retries, and then the count decides. A member the owner removed
   * while `code` was the league's is refused in the same transaction: a join racing the removal
   * either lands before it (and is removed with the rest) or is refused.
   */
  async join(league: League, code: string, member: Member): Promise<JoinOutcome> {
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.league(league.id),
          UpdateExpression: 'SET memberCount = memberCount + :one',
          ConditionExpression: 'attribute_exists(pk) AND inviteCode = :code AND memberCount < :max',
          ExpressionAttributeValues: { ':one': 1, ':code': code, ':max': MAX_LEAGUE_MEMBERS },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      ...memberPuts(league.id, member),
      profileStore.leagueCountChange(member.sub, 1, MAX_LEAGUES_PER_PLAYER),
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.leagueRemoval(league.id, member.sub),
          ConditionExpression: 'attribute_not_exists(pk) OR inviteCode <> :code',
          ExpressionAttributeValues: { ':code': code },
        },
      },
    ]);
    if (!refused) return 'joined';
    if (refused.failed[4]) return 'removed';
    if (refused.failed[1] || refused.failed[2]) return 'already-member';
    if (refused.failed[0]) {
      const now = refused.stored[0];
      return now && now.inviteCode === code ? 'league-full' : 'invite-gone';
    }
    return 'too-many-leagues';
  },

  /**
   * Takes `sub` out of the league as it was read (`league`, `members`): the last member's leaving
   * deletes the league and its invite; an owner's leaving passes the league to `successor`.
   * Conditional on the league being as read: 'changed-meanwhile' means read again and decide again.
   */
  async remove(
    league: League,
    sub: string,
    successor: string | undefined,
    { byOwner = false, accountGoing = false, now = new Date() } = {},
  ): Promise<'removed' | 'changed-meanwhile'> {
    const last = league.memberCount <= 1;
    const leagueChange: TransactItem[] = last
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.league(league.id),
              ConditionExpression: 'memberCount = :count AND inviteCode = :code',
              ExpressionAttributeValues: { ':count': league.memberCount, ':code': league.inviteCode },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.invite(league.inviteCode) } },
        ]
      : [
          {
            Update: {
              TableName: tableName(),
              Key: keys.league(league.id),
              UpdateExpression: 'SET memberCount = memberCount - :one, ownerSub = :owner',
              ConditionExpression: 'memberCount = :count AND ownerSub = :ownerBefore',
              ExpressionAttributeValues: {
                ':one': 1,
                ':owner': league.ownerSub === sub ? successor : league.ownerSub,
                ':count': league.memberCount,
                ':ownerBefore': league.ownerSub,
              },
            },
          },
        ];
    // An owner's league passes only to a member still in it (one who left or went meanwhile: read again).
    const successorStays: TransactItem[] =
      !last && league.ownerSub === sub && successor
        ? [
            {
              ConditionCheck: {
                TableName: tableName(),
                Key: keys.leagueMember(league.id, successor),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : [];
    // Removed by the owner: the invite code of this moment never lets them back (a new one may).
    const removal: TransactItem[] = byOwner
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.leagueRemoval(league.id, sub),
                inviteCode: league.inviteCode,
                removedAt: now.toISOString(),
                expiresAt: Math.floor(now.getTime() / 1000) + REMOVAL_KEPT_DAYS * 86_400,
              },
            },
          },
        ]
      : [];
    const refused = await transactWrite([
      ...leagueChange,
      ...memberDeletes(league.id, sub, { countChange: !accountGoing }),
      ...removal,
      ...successorStays,
    ]);
    return refused ? 'changed-meanwhile' : 'removed';
  },

  /** Renames the league, if `ownerSub` still owns it and is live (an owner being deleted changes nothing: 401). */
  async rename(id: string, ownerSub: string, name: string): Promise<boolean> {
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.league(id),
          UpdateExpression: 'SET #name = :name',
          ConditionExpression: 'attribute_exists(pk) AND ownerSub = :owner',
          ExpressionAttributeNames: { '#name': 'name' },
          ExpressionAttributeValues: { ':name': name, ':owner': ownerSub },
        },
      },
      profileStore.accountLive(ownerSub),
    ]);
    return !refused;
  },

  /** Replaces the invite code: the old one stops working in the same write. */
  async rotateInvite(league: League, ownerSub: string, newCode: string): Promise<boolean> {
    const refused = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.league(league.id),
          UpdateExpression: 'SET inviteCode = :new',
          ConditionExpression: 'ownerSub = :owner AND inviteCode = :old',
          ExpressionAttributeValues: { ':new': newCode, ':owner': ownerSub, ':old': league.inviteCode },
        },
      },
      { Delete: { TableName: tableName(), Key: keys.invite(league.inviteCode) } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.invite(newCode), leagueId: league.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      profileStore.accountLive(ownerSub),
    ]);
    return !refused;
  },

  /** The leagues an account belongs to (their ids), in one query of its partition. */
  async leagueIdsOf(sub: string): Promise<string[]> {
    const { pk, skPrefix } = keys.memberships(sub);
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ConsistentRead: true,
      }),
    );
    return Items.map((item) => String(item.leagueId));
  },

  /** Several leagues and their members, each partition queried at once: one round trip. */
  async manyWithMembers(ids: readonly string[]) {
    const found = await Promise.all(ids.map((id) => this.withMembers(id)));
    return found.filter((entry) => entry !== undefined);
  },

  /** The account's name everywhere: on its profile and on each of its member items, in one transaction. */
  async setDisplayName(sub: string, displayName: string, leagueIds: readonly string[]): Promise<boolean> {
    const refused = await transactWrite([
      profileStore.displayNameChange(sub, displayName),
      ...leagueIds.map((id): TransactItem => ({
        Update: {
          TableName: tableName(),
          Key: keys.leagueMember(id, sub),
          UpdateExpression: 'SET displayName = :name',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':name': displayName },
        },
      })),
    ]);
    return !refused;
  },

  /** Whether an account is a member of a league (one read of its member item). */
  async isMember(leagueId: string, sub: string): Promise<boolean> {
    return (await getItem(keys.leagueMember(leagueId, sub))) !== undefined;
  },
};
