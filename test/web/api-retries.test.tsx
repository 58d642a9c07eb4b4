/**
 * The web app's calls against the answers API Gateway and Lambda give of their own (their documented
 * shapes: `{"message": "Too Many Requests"}` with 429, `{"message": "Internal Server Error"}` with a
 * crashed or timed-out function's 500) and the game's own 503 with Retry-After. `fetch` is a double
 * here (jsdom has no network): it answers in those shapes, with Retry-After 0 so no test waits.
 */
import { API_RETRIES, postTo, request, type ApiError } from '../../web/src/lib/api';

type Answer = { status: number; body: unknown; retryAfter?: string };
function serve(answers: Answer[]) {
  const calls: string[] = [];
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const { status, body, retryAfter } = answers[Math.min(calls.length - 1, answers.length - 1)];
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
    };
    // jsdom has no Response: the part of one the client reads.
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: () => Promise.resolve(body),
    } as unknown as Response);
  }) as unknown as typeof fetch;
  return calls;
}
const options = { base: '/functions/v1' };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const throttled: Answer = { status: 429, body: { message: 'Too Many Requests' }, retryAfter: '0' };
const busy: Answer = { status: 503, body: { error: 'The service is busy — try again.' }, retryAfter: '0' };
const crashed: Answer = { status: 500, body: { message: 'Internal Server Error' }, retryAfter: '0' };
const ok: Answer = { status: 200, body: { wordLength: 5 } };

describe('calls that meet a throttle, a busy table or a crashed function', () => {
  it('tries a throttled or busy call again by itself, a read or a write alike, and answers what came through', async () => {
    const read = serve([throttled, busy, ok]);
    expect(await request(options, 'get-word-length')).toEqual({ wordLength: 5 });
    expect(read).toHaveLength(3);
    const write = serve([busy, ok]);
    expect(await request(options, 'submit-guess', { method: 'POST', body: '{}' })).toEqual({ wordLength: 5 });
    expect(write).toHaveLength(2);
  });

  it('does not repeat a write past a crash (it may have been applied), and says so in words, not "HTTP 500"', async () => {
    const calls = serve([crashed, ok]);
    const failure = await failureOf(request(options, 'use-helper', { method: 'POST', body: '{}' }));
    expect(calls).toHaveLength(1);
    expect([failure?.status, failure?.message]).toEqual([500, 'The server could not answer just now. Please try again.']);
  });

  it('repeats a write past a 500 only when the server applies it once however often it comes (a checkout)', async () => {
    const calls = serve([crashed, crashed, ok]);
    expect(await postTo(options, 'create-payment-intent', { packageId: 'pack-10', checkoutId: 'c-1' }, true)).toEqual({ wordLength: 5 });
    expect(calls).toEqual(Array(3).fill('POST /functions/v1/create-payment-intent'));
  });

  it("words the authorizer's refusal (a session that has ended) instead of showing API Gateway's 'Unauthorized'", async () => {
    serve([{ status: 401, body: { message: 'Unauthorized' } }]);
    expect((await failureOf(request(options, 'get-credits')))?.message).toBe('Your sign-in has ended. Please sign in again.');
  });

  it("gives up after its retries with the last answer in words: the game's own message, or one for the gateway's", async () => {
    const busyCalls = serve([busy]);
    expect((await failureOf(request(options, 'get-credits')))?.message).toBe('The service is busy — try again.');
    expect(busyCalls).toHaveLength(1 + API_RETRIES);
    serve([throttled]);
    expect((await failureOf(request(options, 'get-credits')))?.message).toBe('Too many requests right now. Please try again in a moment.');
  });

  it('never repeats a refusal that will not change (400, 401, 402, 409)', async () => {
    for (const status of [400, 401, 402, 409]) {
      const calls = serve([{ status, body: { error: `refused ${status}` } }, ok]);
      expect((await failureOf(request(options, 'submit-guess', { method: 'POST', body: '{}' })))?.message).toBe(`refused ${status}`);
      expect(calls).toHaveLength(1);
    }
  });
});
