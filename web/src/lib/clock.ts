/**
 * The player's local date, re-read at their midnight (when a new code is deployed) and whenever the
 * tab comes back to view (a sleeping laptop's timers fire late).
 */
import { useEffect, useState } from 'react';
import { dateLocale } from '../i18n/intl';

/** The player's local date, YYYY-MM-DD: when it changes, a new code is deployed. */
export const localDateOf = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function msUntilLocalMidnight(now: Date): number {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  return next.getTime() - now.getTime();
}

export function useLocalDate(): string {
  const [date, setDate] = useState(() => localDateOf(new Date()));
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      setDate(localDateOf(new Date()));
      window.clearTimeout(timer);
      // Half a second past midnight: the server's new day has begun too.
      timer = window.setTimeout(check, msUntilLocalMidnight(new Date()) + 500);
    };
    check();
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return date;
}

/** An instant in the player's own words: "02:00" today, else "Thu 02:00". */
export function localMoment(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const language = dateLocale();
  const time = at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === now.toDateString() ? time : `${at.toLocaleDateString(language, { weekday: 'short' })} ${time}`;
}
