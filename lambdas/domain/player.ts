/**
 * Who plays: a signed-in account (the token's subject) or an anonymous browser (its anonymousId).
 * The HTTP chain decides which from a verified token; everything below it only reads this.
 */
export interface AccountPlayer {
  kind: 'user';
  sub: string;
  /** The browser's anonymous id, sent once right after sign-in so that its game can join the account. */
  anonymousId?: string;
}

export interface AnonymousPlayer {
  kind: 'anonymous';
  anonymousId: string;
}

export type Player = AccountPlayer | AnonymousPlayer;
