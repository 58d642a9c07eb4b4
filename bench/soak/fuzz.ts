/**
 * Fuzz: seeded requests over every route of lambdas/routes.ts, the static paths and malformed URLs,
 * built from the zod contracts each route's handler parses with (bench/soak/contracts.ts): valid calls, one field broken at a time
 * (wrong type, missing, out of range, huge, unicode), broken bodies, wrong methods, odd headers,
 * forged, expired and garbage tokens. What must hold: no answer ≥ 500, no stack trace in any body,
 * every 4xx a JSON `{ "error": "..." }` (naming the broken field where one was broken; API Gateway's
 * authorizer answers `{ "message": "Unauthorized" }`), no forged
 * token or unsigned webhook accepted, and the server still up.
 */
import { createHmac, createPublicKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { localDay, localDayFromDate, localDayFromNumber } from '../../lambdas/domain/calendar';
import { DEFAULT_CREDIT_PACKAGES, DEFAULT_LAUNCH_DATE, HELPER_TYPES } from '../../lambdas/domain/rules';
import { routes, type RouteName } from '../../lambdas/routes';
import { wordList } from '../../lambdas/words/word-lists';
import { stripeSignature } from '../../local/payment-provider';
import { table } from '../stats';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../lambdas/contracts/constants';
import { routeFields, type ContractField, type RouteFields } from './contracts';
import {
  callApi,
  errorMessage,
  hasStackTrace,
  Histogram,
  inPool,
  Random,
  send,
  type ScenarioReport,
  type SendOptions,
  type SoakContext,
} from './support';

export const FUZZ_REQUESTS = 2400;
const CONCURRENCY = 8;

type ApiRoute = (typeof routes)[number];
type Target = RouteName | 'static paths' | 'malformed URLs' | 'sign-in stand-in' | 'payment stand-in';

interface FuzzCase {
  target: Target;
  kind: string;
  origin: string;
  path: string;
  options: SendOptions;
  /** This exact status is the only right answer (a forged token: 401; a wrong method: 405). */
  expectStatus?: number;
  /** Must be refused (4xx); a 400 must name this field. */
  refuseNaming?: string;
  /** Must be refused (4xx), whatever the message. */
  mustRefuse?: boolean;
}

const TZ_OFFSETS = [-840, -600, -330, -60, 0, 60, 300, 480, 720];
const WRONG_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const UNICODE = [
  '𝔠𝔦𝔭𝔥𝔢𝔯𝔰',
  'crâne',
  'ＣＲＡＮＥ',
  '\u202ecrane',
  'cr\u200bane',
  '🧩🧩🧩🧩🧩',
  '\u0000\u0000',
  '\ud800',
  'İstanbul',
  'ßßßßß',
];
const INJECTIONS = ["' OR '1'='1", '<script>alert(1)</script>', '../../../etc/passwd', '${7*7}', '{{7*7}}', '%s%s%n', 'USER#admin', '#'];

/** Values each field's contract refuses with a 400 naming the field (lambdas/contracts). */
const BAD_VALUES: Record<string, unknown[]> = {
  tzOffset: ['0', '60', true, null, [0], {}, 1.5, 721, -841, 1e9, '', ' 60 '],
  wordLength: ['5', true, null, [5], 5.5, 0, 33, -1],
  guess: [5, true, null, [], {}, 'x'.repeat(33)],
  row: ['0', true, null, 6, -1, 2.5, [0]],
  date: ['2026-13-01', '2026-02-30', '22/11/2026', 'yesterday', 20261122, null, true, '2026-11-22T00:00:00Z'],
  hardMode: ['true', 1, 0, null, 'yes'],
  userId: [42, true, {}, [], 'u'.repeat(129)],
  anonymousId: ['anon_', 'anon_123', 'ANON_0b4c1d2e-1111-4222-8333-444455556666', '0b4c1d2e-1111-4222-8333-444455556666', 42, true, {}],
  helperType: ['reveal', 'REVEALRANDOMLETTER', '', 1, null, ['revealRandomLetter']],
  letterPosition: ['0', -1, 32, 1.5, null, true],
  archiveDate: ['2026-13-01', 'yesterday', 1, null],
  packageId: [1, null, true, '', 'p'.repeat(65), {}, 'no-such-package'],
  checkoutId: ['not-a-uuid', 42, '', null],
  leagueId: ['x', 42, null, 'L'.repeat(23), '../LEAGUE#x'],
  inviteCode: ['x', 42, null, 'i'.repeat(17), 'INVITE#aaaaaaaaaa'],
  memberId: ['x', 42, null, 'm'.repeat(17)],
  name: [42, null, '', '   ', 'x'.repeat(41), 'a\u0007b'],
  displayName: [42, null, '', 'x'.repeat(25), 'a\nb'],
  action: ['delete', 1, null, ''],
};
const QUERY_BAD_TZ = [' 60 ', '1e2', '0x3c', '60.0', '', '+60', 'sixty', '721', '-841', '99999', '６０'];

/** Wrong values for a field of a type, for the fields BAD_VALUES does not name. */
const BAD_VALUES_OF_TYPE: Record<string, unknown[]> = {
  string: [42, true, null, {}, [], 'x'.repeat(5000)],
  number: ['5', true, null, {}, [], 1.5, -1e12],
  boolean: ['true', 1, 0, null, 'yes'],
  enum: ['', 'no-such-value', 1, null, ['x']],
};

const BROKEN_BODIES: (string | Buffer)[] = [
  '',
  '   ',
  'null',
  '[]',
  '"a string"',
  '42',
  'true',
  '{',
  '{"tzOffset":',
  '{"tzOffset":0,}',
  "{'tzOffset':0}",
  '{"tzOffset": NaN}',
  '\ufeff{"tzOffset":0}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0x80, 0x22, 0x7d]),
  'tzOffset=0&anonymousId=anon_x',
  '--x\r\nContent-Disposition: form-data; name="tzOffset"\r\n\r\n0\r\n--x--',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"tzOffset":0,"tzOffset":"zero"}',
  '{"guess":"\\ud800\\udc00\\ud800","tzOffset":"\\u0000"}',
  `{"pad":"${'x'.repeat(70 * 1024)}"}`,
];

const STATIC_PATHS = [
  '/',
  '/index.html',
  '/privacy',
  '/terms',
  '/archive',
  '/archive/2026-11-20',
  '/config.json',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/sw.js',
  '/assets/',
  '/assets/nope-12345678.js',
  '/does/not/exist',
  '/robots.txt',
  '/.env',
  '/.git/config',
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fpackage.json',
  '/%2e%2e%2fpackage.json',
  '/%2e%2e%2f%2e%2e%2fpackage.json',
  '/web/dist/index.html',
  '/%00',
  '/a%00b',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/package.json',
  '/;jsessionid=1',
  '/index.html?x=%',
  `/?q=${'q'.repeat(6000)}`,
];

const MALFORMED_PATHS = [
  '/%E0%A4%A',
  '//[',
  '/%',
  '/%%',
  '/%zz',
  '/assets/%ZZ.js',
  '/functions/v1/%',
  '/functions/v1/%E0%A4%A',
  '/functions/v1/get-word-length?tzOffset=%',
  '/functions/v1/get-word-length?tzOffset=%E0%A4%A',
  '/functions/v1/get-word-length?tzOffset=0&tzOffset=60',
  '/functions/v1/get-word-length?tzOffset[]=0',
  `/functions/v1/get-word-length?${'a=1&'.repeat(1500)}tzOffset=0`,
  '//',
  '///functions/v1/get-word-length?tzOffset=0',
  '/functions//v1/get-word-length?tzOffset=0',
  '/functions/v1/get-word-length/',
  '/functions/v1/GET-WORD-LENGTH?tzOffset=0',
  '/functions/v1/get-word-length%00?tzOffset=0',
  '/functions/v1/',
  '/functions/v1',
  '/functions/v2/get-word-length',
  '/functions/v1/../v1/get-word-length?tzOffset=0',
  '/functions/v1/%2e%2e/%2e%2e/package.json',
  '//[::1]/',
  'http://evil.example/functions/v1/get-word-length?tzOffset=0',
  '*',
  '/\u00e9',
  '/functions/v1/get-word-length?tzOffset=\u00e9',
];

/** Percent-encodes every UTF-8 byte (encodeURIComponent throws on a lone surrogate). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Tokens an attacker could hold or make: garbage, tampered, unsigned, confused, foreign, expired. */
function badTokens(context: SoakContext, random: Random, publicPem: string): () => { kind: string; header: string | string[] } {
  const { identity } = context.runtime;
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const valid = identity.mintAccessToken({ sub: 'soak-fuzz-victim' });
  const [header, payload] = valid.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged: [string, () => string][] = [
    ['other key', () => identity.mintAccessToken({ sub: 'soak-fuzz-victim' }, otherKey)],
    ['expired', () => identity.mintAccessToken({ sub: 'soak-fuzz-victim', iat: now - 7200, auth_time: now - 7200, exp: now - 3600 })],
    ['ID token', () => identity.mintAccessToken({ sub: 'soak-fuzz-victim', token_use: 'id' })],
    ['other app client', () => identity.mintAccessToken({ sub: 'soak-fuzz-victim', client_id: 'some-other-client' })],
    ['other issuer', () => identity.mintAccessToken({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_evil' }, otherKey)],
    ['tampered sub', () => `${header}.${b64({ ...claims, sub: 'soak-fuzz-admin' })}.${valid.split('.')[2]}`],
    ['tampered exp', () => `${header}.${b64({ ...claims, exp: now + 10 ** 8 })}.${valid.split('.')[2]}`],
    ['alg none', () => `${b64({ alg: 'none', kid: 'local-signing-key' })}.${payload}.`],
    [
      'alg HS256 with the public key',
      () => {
        const input = `${b64({ alg: 'HS256', kid: 'local-signing-key' })}.${payload}`;
        return `${input}.${createHmac('sha256', publicPem).update(input).digest('base64url')}`;
      },
    ],
    ['unknown kid', () => `${b64({ alg: 'RS256', kid: `kid-${random.hex(8)}` })}.${payload}.${valid.split('.')[2]}`],
    ['garbage', () => random.hex(40)],
    ['three garbage parts', () => `${random.hex(20)}.${random.hex(30)}.${random.hex(40)}`],
    ['huge', () => `${header}.${'A'.repeat(6000)}.${random.hex(10)}`],
  ];
  const headers: [string, () => string | string[]][] = [
    ['no token after Bearer', () => 'Bearer'],
    ['Basic scheme', () => 'Basic dXNlcjpwYXNz'],
    ['two words', () => `Bearer ${random.hex(10)} ${random.hex(10)}`],
    ['two Authorization headers', () => [`Bearer ${random.hex(20)}`, `Bearer ${valid}`]],
  ];
  return () => {
    if (random.chance(0.25)) {
      const [kind, make] = random.pick(headers);
      return { kind, header: make() };
    }
    const [kind, make] = random.pick(forged);
    return { kind, header: `${random.pick(['Bearer', 'bearer', 'BEARER'])} ${make()}` };
  };
}

/** Builds the seeded cases: the same seed gives the same requests, in the same order. */
function buildCases(
  context: SoakContext,
  random: Random,
  count: number,
  publicPem: string,
  contracts: Map<RouteName, RouteFields>,
): FuzzCase[] {
  const { runtime, now } = context;
  const users = Array.from({ length: 8 }, () => `soak-fuzz-${random.hex(12)}`);
  const tokens = new Map(users.map((sub) => [sub, runtime.identity.mintAccessToken({ sub })]));
  const anonymousIds = Array.from({ length: 20 }, () => `anon_${random.uuid()}`);
  const badToken = badTokens(context, random, publicPem);
  const launch = localDay(new Date(`${DEFAULT_LAUNCH_DATE}T12:00:00Z`), 0).dayNumber;

  const tz = () => random.pick(TZ_OFFSETS);
  const pastDate = (tzOffset: number) => {
    const today = localDay(now, tzOffset).dayNumber;
    return localDayFromNumber(launch + random.int(Math.max(1, today - launch))).date;
  };
  const wordOf = (length: number) => random.pick(wordList(length).answers);

  /**
   * A call the web app could make, from the route's contract: every required field and some of the
   * optional ones, each with a value that makes sense beside the others (a guess of the day's
   * length, a past date for the calls whose date is required), and a caller as the route's auth allows.
   */
  function validCall(route: ApiRoute): { body?: Record<string, unknown>; query?: Record<string, string>; sub?: string } {
    const fields = contracts.get(route.name)!;
    const tzOffset = tz();
    const pastDay = fields.body.some((field) => field.name === 'date' && field.required);
    const date = pastDay ? pastDate(tzOffset) : localDay(now, tzOffset).date;
    const length = localDayFromDate(date)!.wordLength;
    const valid: Record<string, () => unknown> = {
      tzOffset: () => tzOffset,
      guess: () => wordOf(length),
      wordLength: () => length,
      row: () => random.int(6),
      date: () => date,
      hardMode: () => random.chance(0.5),
      helperType: () => random.pick(HELPER_TYPES),
      letterPosition: () => random.int(length),
      archiveDate: () => pastDate(tzOffset),
      packageId: () => random.pick(DEFAULT_CREDIT_PACKAGES).id,
      checkoutId: () => random.uuid(),
      // Leagues: well-formed ids no league has (404 or 403), names within their rules.
      leagueId: () => random.hex(22),
      inviteCode: () => random.hex(16),
      memberId: () => random.hex(16),
      name: () => `Soak ${random.hex(4)}`,
      displayName: () => `Soaker ${random.hex(2)}`,
      action: () => random.pick(['rename', 'rotate-invite', 'remove-member']),
      confirm: () => DELETE_ACCOUNT_CONFIRMATION,
    };
    const ofType: Record<string, () => unknown> = {
      string: () => random.hex(8),
      number: () => random.int(10),
      boolean: () => random.chance(0.5),
    };
    const values = (list: ContractField[]) => {
      const made: Record<string, unknown> = {};
      for (const field of list) {
        if (field.name === 'userId' || field.name === 'anonymousId') continue; // who calls: below
        const make = valid[field.name] ?? (field.required ? ofType[field.type] : undefined);
        if (make && (field.required || random.chance(0.4))) made[field.name] = make();
      }
      return made;
    };
    const sub = random.pick(users);
    let caller: { sub?: string; anonymousId?: string; userId?: string } = route.auth === 'user' ? { sub } : {};
    if (route.auth === 'public')
      caller = random.chance(0.6) ? { anonymousId: random.pick(anonymousIds) } : { sub, ...(random.chance(0.2) ? { userId: sub } : {}) };
    const { sub: player, ...identity } = caller;
    const query =
      fields.query.length > 0 ? Object.fromEntries(Object.entries(values(fields.query)).map(([k, v]) => [k, String(v)])) : undefined;
    const body = route.method === 'POST' && fields.body.length > 0 ? { ...values(fields.body), ...identity } : undefined;
    return { body, query, sub: player };
  }

  const apiPath = (route: ApiRoute, query?: Record<string, string>) => {
    const search = query ? new URLSearchParams(query).toString() : '';
    return `/functions/v1/${route.name}${search ? `?${search}` : ''}`;
  };
  const json = (value: unknown) => JSON.stringify(value);

  function webhookCase(): FuzzCase {
    const base = { target: 'stripe-webhook' as const, origin: runtime.url, path: '/functions/v1/stripe-webhook' };
    const intent = (sub: string) => ({
      id: `pi_soak_${random.hex(16)}`,
      object: 'payment_intent',
      amount: 199,
      amount_received: 199,
      currency: 'usd',
      metadata: { sub, packageId: 'pack-10', credits: '10' },
    });
    const event = (type: string, data: unknown) => ({ id: `evt_soak_${random.hex(16)}`, object: 'event', type, data });
    const signed = (kind: string, payload: string, options: { secret?: string; timestamp?: number } = {}) => ({
      ...base,
      kind,
      options: {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignature(payload, options),
        },
        body: payload,
      },
    });
    const unknownSub = `soak-fuzz-stranger-${random.hex(8)}`;
    const variants: (() => FuzzCase)[] = [
      () => signed('signed: succeeded, unknown buyer', json(event('payment_intent.succeeded', { object: intent(unknownSub) }))),
      () => signed('signed: succeeded, a fuzz user', json(event('payment_intent.succeeded', { object: intent(random.pick(users)) }))),
      () => signed('signed: payment failed', json(event('payment_intent.payment_failed', { object: intent(unknownSub) }))),
      () => signed('signed: other event type', json(event('customer.created', { object: { id: 'cus_x' } }))),
      () => signed('signed: a refund without its charge', json(event('charge.refunded', { object: { id: 'ch_x' } }))),
      () =>
        signed(
          'signed: a dispute of a PaymentIntent never made',
          json(
            event('charge.dispute.created', {
              object: {
                id: 'dp_x',
                object: 'dispute',
                payment_intent: `pi_soak_${random.hex(8)}`,
                status: 'needs_response',
                amount: 199,
                currency: 'usd',
              },
            }),
          ),
        ),
      () => signed('signed: no data', json({ id: 'evt_soak', type: 'payment_intent.succeeded' })),
      () => signed('signed: data.object null', json(event('payment_intent.succeeded', { object: null }))),
      () =>
        signed(
          'signed: object of wrong types',
          json(event('payment_intent.succeeded', { object: { ...intent(unknownSub), amount: '199', currency: 5 } })),
        ),
      () =>
        signed(
          'signed: a charge, not an intent',
          json(event('payment_intent.succeeded', { object: { ...intent(unknownSub), id: 'ch_1', object: 'charge' } })),
        ),
      () =>
        signed('signed: metadata array', json(event('payment_intent.succeeded', { object: { ...intent(unknownSub), metadata: ['x'] } }))),
      () => signed('signed: not JSON', '{"id": "evt_soak", "type": '),
      () => signed('signed: a JSON array', '[1,2,3]'),
      () => signed('signed: unicode', json(event('payment_intent.succeeded', { object: intent(random.pick(UNICODE)) }))),
      () => ({
        ...signed('wrong secret', json(event('payment_intent.succeeded', { object: intent(unknownSub) })), { secret: 'whsec_evil' }),
        mustRefuse: true,
      }),
      () => ({
        ...signed('signature too old', json(event('payment_intent.succeeded', { object: intent(unknownSub) })), {
          timestamp: Math.floor(Date.now() / 1000) - 900,
        }),
        mustRefuse: true,
      }),
      () => ({
        ...base,
        kind: 'unsigned',
        options: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json(event('payment_intent.succeeded', { object: intent(unknownSub) })),
        },
        refuseNaming: 'Stripe-Signature',
      }),
      () => ({
        ...base,
        kind: 'garbage signature',
        options: {
          method: 'POST',
          headers: { 'stripe-signature': random.pick(['t=1,v1=abc', 'garbage', `t=${Date.now()},v1=${random.hex(64)}`, '']) },
          body: json(event('payment_intent.succeeded', { object: intent(unknownSub) })),
        },
        mustRefuse: true,
      }),
    ];
    return random.pick(variants)();
  }

  function routeCase(route: ApiRoute): FuzzCase {
    if (route.name === 'stripe-webhook' && random.chance(0.9)) return webhookCase();
    const fields = contracts.get(route.name)!;
    const { body, query, sub } = validCall(route);
    const headers: Record<string, string | string[]> = { 'content-type': 'application/json' };
    if (sub && route.auth !== 'none') headers.authorization = `Bearer ${tokens.get(sub) ?? ''}`;
    const base = { target: route.name, origin: runtime.url };
    const roll = random.next();

    // A forged, expired or garbage token where one is read: only a 401 is right.
    if (route.auth !== 'none' && roll < 0.14) {
      const { kind, header } = badToken();
      return {
        ...base,
        kind: `bad token: ${kind}`,
        path: apiPath(route, query),
        options: { method: route.method, headers: { ...headers, authorization: header }, body: body && json(body) },
        expectStatus: 401,
      };
    }
    if (roll < 0.22) {
      const method = random.pick(WRONG_METHODS.filter((m) => m !== route.method));
      return {
        ...base,
        kind: 'wrong method',
        path: apiPath(route, query),
        // Every method may carry a body (a HEAD or GET with one too, on the kept-alive connection).
        options: { method, headers, body: random.chance(0.5) || (method !== 'GET' && method !== 'HEAD') ? json(body ?? {}) : undefined },
        expectStatus: 405,
      };
    }
    if (roll < 0.34) {
      // Odd but well-formed HTTP: the call itself stays valid.
      const odd: [string, string | string[]][] = [
        ['content-type', 'text/plain'],
        ['content-type', 'application/x-www-form-urlencoded'],
        ['content-type', 'multipart/form-data; boundary=x'],
        ['content-type', 'application/json; charset=utf-16'],
        ['content-encoding', 'gzip'],
        ['accept', 'text/html;q=0.1, image/*'],
        ['accept-encoding', 'gzip, br, zstd'],
        ['x-forwarded-for', '999.999.999.999, ::ffff:nope, <script>'],
        ['cloudfront-viewer-address', '::::::80'],
        ['x-amzn-trace-id', 'Root=garbage;Parent=;Sampled=9'],
        ['origin', 'https://evil.example'],
        ['referer', 'javascript:alert(1)'],
        ['user-agent', 'U'.repeat(6000)],
        ['cookie', `session=${'c'.repeat(4000)}`],
        ['x-origin-verify', 'forged'],
        ['connection', 'close'],
        ['range', 'bytes=0-1'],
        ['if-none-match', '*'],
        ['x-http-method-override', 'DELETE'],
        ['accept-language', 'ÿÿÿ'],
      ];
      const [name, value] = random.pick(odd);
      const chunked = body !== undefined && random.chance(0.3);
      return {
        ...base,
        kind: chunked ? 'chunked body' : `odd header: ${name}`,
        path: apiPath(route, query),
        options: { method: route.method, headers: { ...headers, [name]: value }, body: body && json(body), chunked },
      };
    }
    if (route.method === 'POST' && roll < 0.46) {
      return {
        ...base,
        kind: 'broken body',
        path: apiPath(route, query),
        options: { method: 'POST', headers, body: random.pick(BROKEN_BODIES) },
        mustRefuse: route.name !== 'stripe-webhook',
      };
    }
    if (route.method === 'GET' && roll < 0.46) {
      // Queries nobody should send: a bad tzOffset must be named; junk parameters and bodies are ignored.
      if (fields.query.some((field) => field.name === 'tzOffset') && random.chance(0.7)) {
        const missing = random.chance(0.2);
        const bad = random.pick(QUERY_BAD_TZ);
        return {
          ...base,
          kind: missing ? 'query: missing tzOffset' : 'query: bad tzOffset',
          path: missing ? apiPath(route) : `/functions/v1/${route.name}?tzOffset=${percentEncoded(bad)}`,
          options: { method: 'GET', headers },
          refuseNaming: 'tzOffset',
        };
      }
      const junk = random.pick([...UNICODE, ...INJECTIONS, 'x'.repeat(1500)]); // under Node's 16 KB header limit once encoded
      return {
        ...base,
        kind: 'query: junk parameters',
        path: `${apiPath(route, query)}${query ? '&' : '?'}junk=${percentEncoded(junk)}&${percentEncoded(junk)}=1`,
        options: { method: 'GET', headers, body: random.chance(0.3) ? json({ junk }) : undefined },
      };
    }
    if (body && fields.body.length > 0 && roll < 0.8) {
      // One field broken, the rest valid: a refusal must say which field.
      const field = random.pick(fields.body);
      const mutated = { ...body };
      const how = random.pick(['missing', 'bad', 'bad', 'huge', 'unicode', 'injection', 'extra']);
      let refuseNaming: string | undefined;
      if (how === 'missing') {
        delete mutated[field.name];
        if (field.required) refuseNaming = field.name;
      } else if (how === 'bad') {
        mutated[field.name] = random.pick(BAD_VALUES[field.name] ?? BAD_VALUES_OF_TYPE[field.type] ?? BAD_VALUES_OF_TYPE.string);
        refuseNaming = field.name;
      } else if (how === 'huge') {
        mutated[field.name] = random.pick(['x', 'é', '𝔠', '0']).repeat(1000 + random.int(60_000));
        refuseNaming = field.name; // a 400 ("too long", "must be ..."), or a 413 past 64 KB
      } else if (how === 'unicode') mutated[field.name] = random.pick(UNICODE);
      else if (how === 'injection') mutated[field.name] = random.pick(INJECTIONS);
      else {
        // An own property even for __proto__ (a plain assignment would set the prototype and vanish from the JSON).
        const value = { credits: 1e9, polluted: true };
        Object.defineProperty(mutated, random.pick(['__proto__', 'constructor', 'isAdmin', 'credits', 'sub']), { value, enumerable: true });
      }
      return {
        ...base,
        kind: `field ${how}: ${field.name}`,
        path: apiPath(route, query),
        options: { method: route.method, headers, body: json(mutated) },
        refuseNaming,
      };
    }
    return { ...base, kind: 'valid', path: apiPath(route, query), options: { method: route.method, headers, body: body && json(body) } };
  }

  function staticCase(): FuzzCase {
    const method = random.chance(0.7) ? 'GET' : random.chance(0.4) ? 'HEAD' : random.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
    return {
      target: 'static paths',
      kind: method === 'GET' || method === 'HEAD' ? `static ${method}` : 'static: write method',
      origin: runtime.url,
      path: random.pick(STATIC_PATHS),
      // A body on any method, a HEAD's too: the next request on the kept-alive connection must still
      // find a well-formed answer (a malformed one counts as no answer).
      options: { method, body: method === 'POST' || method === 'PUT' || random.chance(0.3) ? '{"x":1}' : undefined },
      expectStatus: method === 'GET' || method === 'HEAD' ? undefined : 405,
    };
  }

  function malformedCase(): FuzzCase {
    return {
      target: 'malformed URLs',
      kind: 'malformed URL',
      origin: runtime.url,
      path: random.pick(MALFORMED_PATHS),
      options: { method: random.chance(0.8) ? 'GET' : 'POST', body: undefined },
    };
  }

  function standInCase(): FuzzCase {
    const identity = random.chance(0.5);
    return {
      target: identity ? 'sign-in stand-in' : 'payment stand-in',
      kind: 'malformed URL',
      origin: identity ? runtime.identity.origin : (runtime.payments?.url ?? runtime.url),
      path: random.pick(['/%E0%A4%A', '//[', '/%', '/oauth2/authorize?client_id=%E0%A4%A', '/v1/payment_intents/%', '/\u00e9', '*']),
      options: { method: random.pick(['GET', 'POST']), body: undefined },
    };
  }

  // Every cycle: each route of the route table once, then the static paths twice, a malformed URL,
  // and a fourth malformed URL (every fourth cycle sent to a stand-in instead).
  const cycle = routes.length + 4;
  return Array.from({ length: count }, (_, i) => {
    const slot = i % cycle;
    if (slot < routes.length) return routeCase(routes[slot]);
    if (slot < routes.length + 2) return staticCase();
    if (slot === cycle - 1 && Math.floor(i / cycle) % 4 === 0) return standInCase();
    return malformedCase();
  });
}

const isAsset = (contentType: string | undefined) => !!contentType && /javascript|css|image|font|manifest/.test(contentType);

export async function fuzz(context: SoakContext, count = FUZZ_REQUESTS): Promise<ScenarioReport> {
  const { runtime, seed } = context;
  const random = new Random(seed);
  // The issuer's public key, for the classic RS256 -> HS256 confusion (the key used as an HMAC secret).
  const jwks = (await (await fetch(runtime.identity.jwksUri)).json()) as { keys: JsonWebKey[] };
  const publicPem = createPublicKey({ key: jwks.keys[0], format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  const cases = buildCases(context, random, count, publicPem, await routeFields());
  const failures: string[] = [];
  const fail = (what: string, fuzzCase: FuzzCase, detail: string) => {
    if (failures.length < 40)
      failures.push(
        `${what}: ${fuzzCase.options.method ?? 'GET'} ${fuzzCase.path.slice(0, 120)} (${fuzzCase.kind}): ${detail.slice(0, 240)}`,
      );
  };
  const statuses = new Histogram();
  const byTarget = new Map<Target, Histogram>();
  /** What the answers were, counted. */
  const tally = {
    fiveHundreds: 0,
    stackTraces: 0,
    badErrorBodies: 0,
    parserRefusals: 0,
    noAnswer: 0,
    named: 0,
    namedChecked: 0,
    forgeriesAccepted: 0,
    expectedMisses: 0,
    leaks: 0,
    probes: 0,
    probesUp: 0,
  };
  const listenerErrorsBefore = context.listenerErrors.length;

  const probe = async () => {
    tally.probes++;
    const [api, page] = await Promise.all([
      callApi(runtime, 'get-word-length', { query: { tzOffset: 0 } }),
      send(runtime.url, '/', { method: 'HEAD' }),
    ]);
    if (api.status === 200 && page.status === 200) tally.probesUp++;
    else failures.push(`server probe after a fuzzed request: get-word-length ${api.status}, HEAD / ${page.status}`);
  };

  const started = performance.now();
  await inPool(cases, CONCURRENCY, async (fuzzCase, index) => {
    const reply = await send(fuzzCase.origin, fuzzCase.path, { ...fuzzCase.options, timeoutMs: 15_000 });
    const target = byTarget.get(fuzzCase.target) ?? new Histogram();
    byTarget.set(fuzzCase.target, target);
    const status = reply.status === 0 ? `no answer (${reply.error})` : reply.status;
    statuses.add(status);
    target.add(reply.status === 0 ? 'none' : `${Math.floor(reply.status / 100)}xx`);
    if (reply.status === 0) {
      tally.noAnswer++;
      fail('no answer', fuzzCase, reply.error ?? '');
    }
    if (reply.status >= 500) {
      tally.fiveHundreds++;
      fail(`status ${reply.status}`, fuzzCase, reply.body);
    }
    const contentType = reply.headers['content-type'];
    if (!isAsset(contentType) && hasStackTrace(reply.body)) {
      tally.stackTraces++;
      fail('stack trace in the answer', fuzzCase, reply.body);
    }
    if (/root:x:0:0|"devDependencies"|BEGIN (RSA |)PRIVATE KEY/.test(reply.body)) {
      tally.leaks++;
      fail('a file outside the web build was served', fuzzCase, reply.body);
    }
    const method = fuzzCase.options.method ?? 'GET';
    const isStandIn = fuzzCase.target === 'sign-in stand-in' || fuzzCase.target === 'payment stand-in';
    // A HEAD answer has no body to check; the stand-ins speak OAuth's and Stripe's error shapes.
    const message = errorMessage(reply.body);
    // Not valid HTTP (a raw non-ASCII byte in the request line): Node's parser answers a bare 400 and
    // closes, before any listener runs. Every answer of the gateway itself carries its security headers.
    const parserRefusal = reply.status >= 400 && reply.body === '' && reply.headers['x-content-type-options'] === undefined;
    if (parserRefusal && !isStandIn) tally.parserRefusals++;
    else if (reply.status >= 400 && reply.status < 500 && method !== 'HEAD' && !isStandIn && message === undefined) {
      tally.badErrorBodies++;
      fail(`${reply.status} without a JSON { "error": "..." } (or API Gateway's) body`, fuzzCase, reply.body || '(empty)');
    }
    if (fuzzCase.expectStatus !== undefined && reply.status !== fuzzCase.expectStatus) {
      tally.expectedMisses++;
      if (fuzzCase.expectStatus === 401 && reply.status >= 200 && reply.status < 300) tally.forgeriesAccepted++;
      fail(`expected ${fuzzCase.expectStatus}, got ${reply.status}`, fuzzCase, reply.body);
    }
    if ((fuzzCase.refuseNaming || fuzzCase.mustRefuse) && reply.status < 400) {
      tally.expectedMisses++;
      if (fuzzCase.target === 'stripe-webhook') tally.forgeriesAccepted++;
      fail(`accepted (${reply.status}) what must be refused`, fuzzCase, reply.body);
    }
    if (fuzzCase.refuseNaming && reply.status === 400) {
      tally.namedChecked++;
      if (message?.includes(fuzzCase.refuseNaming)) tally.named++;
      else fail(`400 not naming ${fuzzCase.refuseNaming}`, fuzzCase, message ?? reply.body);
    }
    if ((index + 1) % 300 === 0) await probe();
  });
  const elapsedMs = performance.now() - started;
  await probe();
  const listenerErrors = context.listenerErrors.slice(listenerErrorsBefore);
  for (const line of listenerErrors.slice(0, 5)) failures.push(`a local server logged a failed request: ${line.slice(0, 300)}`);

  const invariants: [string, number][] = [
    ['answers ≥ 500', tally.fiveHundreds],
    ['bodies with a stack trace', tally.stackTraces],
    ['4xx bodies not `{ "error": "..." }` (or the authorizer\'s `{ "message": "Unauthorized" }`)', tally.badErrorBodies],
    ['requests without an answer (hang, reset)', tally.noAnswer],
    ['forged tokens or unsigned webhooks accepted', tally.forgeriesAccepted],
    ['files served from outside the web build', tally.leaks],
    ['requests a local server logged as failed', listenerErrors.length],
  ];
  const targetRows = [...byTarget.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, h]) => [name, h.total(), h.get('2xx'), h.get('3xx'), h.get('4xx'), h.get('5xx'), h.get('none')]);
  const markdown = `## Soak: fuzzed requests

${count} seeded requests (seed ${seed}: \`npm run soak -- --seed ${seed}\` sends the same ones), ${CONCURRENCY} at a time, over the
${routes.length} routes of lambdas/routes.ts (valid calls; one field broken at a time; broken bodies; wrong methods; odd headers;
forged, expired and garbage tokens; forged and malformed webhooks), static paths and malformed URLs (also sent to the sign-in and
payment stand-ins).

| metric | value |
|---|---|
| requests | ${cases.length} in ${(elapsedMs / 1000).toFixed(1)} s |
| status histogram | ${statuses.toString()} |
${invariants.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}
| refused by Node's HTTP parser before the gateway (not valid HTTP: a raw byte ≥ 0x80 in the request line) | ${tally.parserRefusals} |
| 400s for one broken field that name it | ${tally.named} of ${tally.namedChecked} |
| answers other than the one expected (401 for a bad token, 405 for a wrong method, a refusal) | ${tally.expectedMisses} |
| server up (tally.probes every 300 requests and at the end) | ${tally.probesUp} of ${tally.probes} |

${table(['target', 'requests', '2xx', '3xx', '4xx', '5xx', 'no answer'], targetRows)}`;
  return {
    markdown,
    failures,
    summary:
      `fuzz: ${cases.length} requests (seed ${seed}), ${tally.fiveHundreds} ≥ 500, ${tally.stackTraces} stack traces, ` +
      `${tally.badErrorBodies} bad 4xx bodies, ${tally.named}/${tally.namedChecked} 400s naming the field, ` +
      `server up ${tally.probesUp}/${tally.probes}`,
  };
}
