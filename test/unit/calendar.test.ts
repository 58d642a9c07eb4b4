import { isValidTzOffset, localDay, localDayFromDate, previousDate } from '../../lambdas/domain/calendar';

describe('the player local day', () => {
  it('gives each weekday its code length: Monday 4 ... Saturday 9, Sunday 10', () => {
    // 2026-11-16 is a Monday.
    const lengths = [16, 17, 18, 19, 20, 21, 22].map((d) => localDay(new Date(`2026-11-${d}T12:00:00Z`), 0).wordLength);
    expect(lengths).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('changes at local midnight, not UTC midnight', () => {
    // 23:59:59 in UTC-5 (offset +300) is 04:59:59 UTC the next day.
    expect(localDay(new Date('2026-11-17T04:59:59Z'), 300).date).toBe('2026-11-16');
    expect(localDay(new Date('2026-11-17T05:00:00Z'), 300).date).toBe('2026-11-17');
    expect(localDay(new Date('2026-11-17T00:00:00Z'), 0)).toMatchObject({ date: '2026-11-17', dayOfWeek: 2, wordLength: 5 });
    expect(localDay(new Date('2026-11-16T23:59:59.999Z'), 0)).toMatchObject({ date: '2026-11-16', dayOfWeek: 1, wordLength: 4 });
  });

  it('covers the extremes UTC+14 and UTC-12: the same instant is two different days', () => {
    const instant = new Date('2026-11-18T10:30:00Z');
    expect(localDay(instant, -840)).toMatchObject({ date: '2026-11-19', wordLength: 7 }); // Kiribati, Thursday
    expect(localDay(instant, 720)).toMatchObject({ date: '2026-11-17', wordLength: 5 }); // Baker Island, Tuesday
  });

  it('refuses offsets that no clock has, and fractions', () => {
    for (const bad of [-841, 721, 30.5, Number.NaN, Infinity]) {
      expect(isValidTzOffset(bad)).toBe(false);
      expect(() => localDay(new Date(), bad)).toThrow(/tzOffset/);
    }
    expect(isValidTzOffset(-840)).toBe(true);
    expect(isValidTzOffset(720)).toBe(true);
  });

  it('parses only real dates and steps back across month and year ends', () => {
    expect(localDayFromDate('2026-02-30')).toBeUndefined();
    expect(localDayFromDate('26-1-1')).toBeUndefined();
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(previousDate('2027-01-01')).toBe('2026-12-31');
  });
});
