/** When a daily reminder comes, quiet hours, and which push endpoints the server may post to (lambdas/domain/reminders.ts). */
import { tzOffsetIn } from '../../lambdas/domain/calendar';
import {
  endpointRefusal,
  instantOf,
  isQuiet,
  localClock,
  localDateIn,
  minutesOf,
  nextReminderAt,
  slotOf,
} from '../../lambdas/domain/reminders';
import { REMINDER_SLOT_MINUTES } from '../../lambdas/domain/rules';

const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
];
const DAY = 86_400_000;

describe('the next reminder', () => {
  it.each(ZONES)('comes at its local time in %s, every day of a year, summer time or not', (zone) => {
    for (const time of ['00:00', '07:45', '20:00', '23:30']) {
      let from = new Date('2026-01-01T00:00:00Z');
      for (let day = 0; day < 366; day++) {
        const at = nextReminderAt(zone, time, from);
        const clock = localClock(zone, at);
        // Exactly at its time, unless summer time skipped that time that day (then after the jump).
        const skipped = tzOffsetIn(zone, new Date(at.getTime() - 3_600_000)) !== clock.tzOffset && clock.minutes !== minutesOf(time);
        if (!skipped)
          expect({ zone, time, at: at.toISOString(), minutes: clock.minutes }).toEqual({
            zone,
            time,
            at: at.toISOString(),
            minutes: minutesOf(time),
          });
        expect(at.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(at.getTime() - from.getTime()).toBeLessThanOrEqual(DAY + 3_600_000);
        // the slot the sender finds it in holds it
        expect(at.getTime() - slotOf(at).getTime()).toBeLessThan(REMINDER_SLOT_MINUTES * 60_000);
        from = new Date(at.getTime() + 60_000);
      }
    }
  });

  it('comes once on the night summer time ends (the first 02:30), and after the jump on the night it starts (03:30)', () => {
    const madrid = 'Europe/Madrid';
    const autumn = localClock(madrid, new Date('2026-10-25T12:00:00Z')).dayNumber;
    expect(instantOf(madrid, autumn, '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST, the first
    const spring = localClock(madrid, new Date('2026-03-29T12:00:00Z')).dayNumber;
    expect(instantOf(madrid, spring, '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(localClock(madrid, instantOf(madrid, spring, '02:30')).minutes).toBe(minutesOf('03:30'));
  });

  it('is about the local date it comes on, across the date line', () => {
    expect(localDateIn('Pacific/Kiritimati', new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
    expect(localDateIn('Pacific/Pago_Pago', new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-26');
  });
});

describe('quiet hours', () => {
  it('hold from their start to their end, over midnight too', () => {
    const night = { from: '22:00', to: '07:00' };
    expect(['21:59', '22:00', '23:59', '00:00', '06:59', '07:00'].map((t) => isQuiet(minutesOf(t), night))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    const afternoon = { from: '13:00', to: '15:00' };
    expect(['12:59', '13:00', '14:59', '15:00'].map((t) => isQuiet(minutesOf(t), afternoon))).toEqual([false, true, true, false]);
    expect(isQuiet(minutesOf('03:00'), undefined)).toBe(false);
  });
});

describe('push endpoints', () => {
  it("takes the known push services' https endpoints", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QO3-abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
    ])
      expect([endpoint, endpointRefusal(endpoint)]).toEqual([endpoint, undefined]);
  });

  it('refuses any other place, naming the rule', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc', // not https
      'https://fcm.googleapis.com:8443/fcm/send/abc', // another port
      'https://fcm.googleapis.com.evil.example/x', // a look-alike host
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x', // the bare suffix is no WNS host
      'https://user:pass@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data', // the instance metadata service
      'https://localhost/x',
      'not a url',
    ])
      expect([endpoint, endpointRefusal(endpoint)]).toEqual([endpoint, expect.stringMatching(/^subscription\.endpoint must be/)]);
  });

  it('takes a local stand-in only where it is named (the local runtime)', () => {
    expect(endpointRefusal('http://127.0.0.1:4010/push/abc')).toBeDefined();
    expect(endpointRefusal('http://127.0.0.1:4010/push/abc', ['http://127.0.0.1:4010'])).toBeUndefined();
  });
});
