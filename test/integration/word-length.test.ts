/**
 * get-word-length over HTTP: the player's day (its code's length, weekday and date) from their
 * time zone, for anyone, with no table. Swept over a fortnight of injected instants and the zones
 * at both ends of the Earth.
 */
import { localDay } from '../../lambdas/domain/calendar';
import { MAX_TZ_OFFSET, MIN_TZ_OFFSET } from '../../lambdas/domain/rules';
import type { LocalRuntime } from '../../local/runtime';
import { call, startRuntime } from '../support/runtime';

let runtime: LocalRuntime;
beforeAll(async () => {
  runtime = await startRuntime();
});
afterAll(() => runtime?.stop());
afterEach(() => runtime.setClock());

describe('get-word-length', () => {
  it("answers the player's own day: length, weekday and date, in every zone, whatever the day", async () => {
    const start = Date.parse('2027-03-01T23:30:00Z');
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (let day = 0; day < 14; day++) {
      const at = start + day * 86_400_000;
      runtime.setClock(() => at);
      for (const tzOffset of [MIN_TZ_OFFSET, -60, 0, 300, MAX_TZ_OFFSET]) {
        const { status, body } = await call(runtime, 'get-word-length', { query: { tzOffset } });
        answers.push({ tzOffset, status, body });
        const { wordLength, dayOfWeek, date } = localDay(new Date(at), tzOffset);
        expected.push({ tzOffset, status: 200, body: { wordLength, dayOfWeek, date } });
      }
    }
    expect(answers).toEqual(expected);
  });

  it.each([
    ['missing', {}, 'tzOffset: required'],
    ['not a number', { tzOffset: 'abc' }, 'tzOffset'],
    ['beyond UTC+14', { tzOffset: MIN_TZ_OFFSET - 1 }, `tzOffset must be from ${MIN_TZ_OFFSET} to ${MAX_TZ_OFFSET}`],
    ['a fraction', { tzOffset: 30.5 }, 'whole number'],
  ])('refuses a tzOffset that is %s with a 400 naming it', async (_, query, message) => {
    const { status, body } = await call(runtime, 'get-word-length', { query });
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });
});
