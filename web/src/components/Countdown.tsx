import { useEffect, useState } from 'react';
import { texts } from '../i18n/texts';

/** Time left until the next local midnight, when the next code is released (product.md §8). */
export function untilMidnight(now: Date): string {
  const next = new Date(now);
  next.setHours(24, 0, 0, 0);
  const seconds = Math.max(0, Math.floor((next.getTime() - now.getTime()) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export function Countdown() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="countdown">
      {texts('play').result.nextCodeIn} <time data-testid="countdown">{untilMidnight(now)}</time>
    </p>
  );
}
