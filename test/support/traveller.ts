/**
 * A player who plays once on each of their own calendar days: the dates their phone shows while
 * they are on the ground, in the zone they are in (the phone takes a new zone on landing; nothing
 * is played in the air). They play at their habit's local hour, or as soon as they land after it,
 * or just before take-off when the habit's hour would come in the air.
 * Used by the streak tests (unit, over the domain; integration, through the routes) to prove a
 * journey or a summer-time change never costs a streak.
 */
import { localDay, localDayFromDate } from '../../lambdas/domain/calendar';
import { MAX_TZ_OFFSET, MIN_TZ_OFFSET } from '../../lambdas/domain/rules';
import { tzOffsetIn } from './clock';

export interface Leg {
  /** The zone the player is in from `from` (the trip's first leg: from its start). */
  zone: string;
  from: Date;
  /** When the player leaves the zone (takes off); undefined on the last leg. */
  until?: Date;
}

export interface Play {
  at: Date;
  tzOffset: number;
  date: string;
}

const HOUR = 3_600_000;

/**
 * Every game such a player plays from `legs[0].from` to `end`, hour by hour, at `habitHour` local
 * time, the first hour on the ground after it, or the last before take-off.
 */
export function playsOnOwnDays(legs: readonly Leg[], end: Date, habitHour: number): Play[] {
  const plays: Play[] = [];
  const played = new Set<string>();
  for (let t = legs[0].from.getTime(); t <= end.getTime(); t += HOUR) {
    const at = new Date(t);
    const leg = legs.find((candidate) => candidate.from <= at && (!candidate.until || at < candidate.until));
    if (!leg) continue; // in the air
    const tzOffset = tzOffsetIn(leg.zone, at);
    const { date } = localDay(at, tzOffset);
    const localHour = new Date(t - tzOffset * 60_000).getUTCHours();
    const takingOff = leg.until !== undefined && leg.until.getTime() - t <= HOUR;
    if (played.has(date) || (localHour < habitHour && !takingOff)) continue;
    played.add(date);
    plays.push({ at, tzOffset, date });
  }
  return plays;
}

/** A round trip: from `home` to `away` for `stay` days and back, each flight taking `flightHours`, leaving at `departureHourUtc`. */
export function roundTrip(
  home: string,
  away: string,
  start: Date,
  {
    outboundDay = 3,
    stay = 4,
    flightHours,
    departureHourUtc,
  }: { outboundDay?: number; stay?: number; flightHours: number; departureHourUtc: number },
): { legs: Leg[]; end: Date } {
  const day = (n: number) => new Date(start.getTime() + n * 24 * HOUR + departureHourUtc * HOUR);
  const out = day(outboundDay);
  const back = day(outboundDay + stay);
  const landed = (takeOff: Date) => new Date(takeOff.getTime() + flightHours * HOUR);
  return {
    legs: [
      { zone: home, from: start, until: out },
      { zone: away, from: landed(out), until: back },
      { zone: home, from: landed(back) },
    ],
    end: day(outboundDay + stay + 4),
  };
}

/**
 * Not a traveller: a browser whose clock is swung between UTC−12 and UTC+14, looked at every hour
 * from `from` for `days` days. Each swing west plays the next date; each swing east plays the date
 * after it, which the swing is meant to have taken (two dates played in three, about 40 in 60 days).
 */
export function swingingClockPlays(from: Date, days: number): Play[] {
  const dayNumber = (date: string) => localDayFromDate(date)!.dayNumber;
  const plays: Play[] = [];
  let east = false;
  for (let t = from.getTime(); t < from.getTime() + days * 24 * HOUR; t += HOUR) {
    const at = new Date(t);
    const tzOffset = east ? MIN_TZ_OFFSET : MAX_TZ_OFFSET;
    const { date } = localDay(at, tzOffset);
    const previous = plays[plays.length - 1];
    if (previous && dayNumber(date) < dayNumber(previous.date) + (east ? 2 : 1)) continue;
    plays.push({ at, tzOffset, date });
    east = !east;
  }
  return plays;
}
