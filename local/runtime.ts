/**
 * The whole game on one machine, offline: DynamoDB Local, the table and its seeded settings, and
 * the gateway serving the web build and the handlers. `npm start` runs it with data kept on disk;
 * the browser tests and the benchmark run it in memory on a free port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { functionEnvironment, scheduledFunctionEnvironment, type EnvironmentParts } from '../lambdas/function-environment';
import webpush from 'web-push';
import { runAsFunction } from '../lambdas/config';
import { routes } from '../lambdas/routes';
import { reminderSender, scheduledFunctions } from '../lambdas/scheduled';
import type { RunSummary } from '../lambdas/services/reminder-sender';
import { ensureTable, startDynamoDbLocal, type DynamoDbLocal } from './dynamodb';
import { createGateway, lambdaContext } from './gateway';
import { close, ensurePortFree, listen } from './http';
import { startLocalIdentityProvider, type LocalIdentityProvider } from './identity-provider';
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  startLocalPaymentProvider,
  type LocalPaymentProvider,
} from './payment-provider';
import { localWordSecret, PROJECT_ROOT, WEB_DIST } from './paths';
import { startLambdaService, type LambdaService } from './lambda-service';
import { startPushService, type PushServiceStandIn } from './push-service';
import { startStrictDynamo, type StrictDynamo, type StrictDynamoOptions } from './strict-dynamodb';

export interface LocalRuntimeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where DynamoDB Local keeps its data; in memory when absent. */
  dataDir?: string;
  /** Use this already running DynamoDB Local (the benchmark shares one between servers); it is not stopped with the runtime. */
  dynamoEndpoint?: string;
  /** The table's name (default cipherword-local); tests give each runtime its own in a shared DynamoDB Local. */
  tableName?: string;
  /** Build web/dist first if it is missing. */
  buildWebIfMissing?: boolean;
  /** HTTPS port of the Cognito + Google stand-in; 0 (the default) picks a free one. */
  identityPort?: number;
  /** Lifetime of the stand-in's access and ID tokens (default one hour, as Cognito). */
  tokenTtlSeconds?: number;
  /**
   * 'local' (default): the local payment provider stands in for Stripe. 'stripe': Stripe's test
   * mode with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET from the environment.
   */
  payments?: 'local' | 'stripe';
  /**
   * Browser tests of Stripe's Payment Element: config.json names this publishable key (the page
   * loads Stripe.js, which the test serves as a double) while the handlers keep the local provider.
   */
  stripePublishableKeyForBrowser?: string;
  /**
   * How strict the database is (local/strict-dynamodb.ts): transaction conflicts and lagging
   * non-consistent reads as in AWS, on by default; a test may tune either (0 turns it off).
   */
  strictDynamo?: Partial<StrictDynamoOptions>;
  /**
   * The handlers reach DynamoDB Local directly, not through the strict stand-in: only the benchmark's
   * speed figures, beside ceilings that reach it directly too (the stand-in is one more hop, in this
   * process). `strict` then sees nothing.
   */
  bypassStrictDynamo?: boolean;
  /** API Gateway's route throttles (default on, as deployed); `throttleClock` stops or moves their time. */
  throttles?: boolean;
  throttleClock?: () => number;
  /** CloudFront's error caching in the gateway (default: the distribution's, lib/error-caching.ts). */
  errorCachingSeconds?: Readonly<Record<number, number>>;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  /** The engine itself (what the handlers reach through `strict`): tests read the table's truth here. */
  dynamoEndpoint: string;
  /** The strict stand-in the handlers talk to. */
  strict: StrictDynamo;
  tableName: string;
  identity: LocalIdentityProvider;
  /** Absent when real Stripe (test mode) is used. */
  payments?: LocalPaymentProvider;
  /** The runtime's own DynamoDB Local (absent when it was given one: options.dynamoEndpoint). */
  dynamo?: DynamoDbLocal;
  /**
   * Tests move the server's clock (the request time the handlers read, as API Gateway stamps it):
   * `setClock(() => Date.parse('2026-11-23T00:00:10Z'))`; `setClock()` goes back to real time.
   */
  setClock: (clock?: () => number) => void;
  /** The variables a route's or a scheduled function's function has (lambdas/function-environment.ts): all its handler sees. */
  environmentOf: (functionName: string) => Readonly<Record<string, string>>;
  /** The push service's stand-in that reminders are posted to (it checks VAPID and decrypts, lib push-service.ts). */
  push: PushServiceStandIn;
  /** The public VAPID key browsers subscribe with (PushManager.subscribe's applicationServerKey). */
  vapidPublicKey: string;
  /** The Lambda API's stand-in, which a scheduled function's fan-out invokes (local/lambda-service.ts). */
  lambdaEndpoint: string;
  /** One run of the reminder sender for the instant `at`, as the schedule starts it (npm run reminders). */
  sendReminders: (at: Date) => Promise<RunSummary>;
  stop: () => Promise<void>;
}

export const LOCAL_TABLE_NAME = 'cipherword-local';

/** How long start-up's seed of the settings waits for a slow DynamoDB Local before it gives up. */
const SEED_WITHIN_MS = 60_000;

/** What the web app reads from /config.json (CDK writes the cloud's version of it). */
export function localRuntimeConfig(
  identity: LocalIdentityProvider,
  appUrl: string,
  payments: LocalPaymentProvider | undefined,
  browserKey?: string,
) {
  return {
    stage: 'local',
    apiBase: '/functions/v1',
    blogUrl: 'https://blog.cipherword.app',
    adsClientId: process.env.ADS_CLIENT_ID ?? null,
    auth: {
      region: 'local',
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.clientId,
      domain: identity.domain,
      redirectUrl: `${appUrl}/`,
      // Amplify sends token refresh and revocation here instead of cognito-idp.<region>.amazonaws.com.
      userPoolEndpoint: identity.origin,
    },
    stripePublishableKey: browserKey ?? (payments ? null : (process.env.STRIPE_PUBLISHABLE_KEY ?? null)),
    // The test card form of the local payment provider replaces Stripe's Payment Element.
    localPayments: payments && !browserKey ? { apiUrl: payments.url } : null,
  };
}

export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const log = options.log ?? ((line: string) => console.log(line));
  await ensurePortFree(options.port, 'PORT');
  await ensurePortFree(options.identityPort, 'IDENTITY_PORT');
  const dynamo = options.dynamoEndpoint
    ? undefined
    : await startDynamoDbLocal({ dataDir: options.dataDir && join(options.dataDir, 'dynamodb') });
  const dynamoEndpoint = options.dynamoEndpoint ?? (dynamo as DynamoDbLocal).endpoint;
  const tableName = options.tableName ?? LOCAL_TABLE_NAME;
  let identity: LocalIdentityProvider | undefined;
  let payments: LocalPaymentProvider | undefined;
  let strict: StrictDynamo | undefined;
  let push: PushServiceStandIn | undefined;
  let lambdaService: LambdaService | undefined;
  let clock = Date.now;
  try {
    strict = await startStrictDynamo(
      dynamoEndpoint,
      options.strictDynamo,
      (name) => [...routes, ...scheduledFunctions].find((fn) => fn.name === name)?.dynamodb,
    );
    push = await startPushService(() => clock());
    // A scheduled function's fan-out invokes itself through the Lambda API: its stand-in runs each
    // invocation as Lambda would, in that function's environment (senderEnvironment, below).
    lambdaService = await startLambdaService(
      scheduledFunctions.map((fn) => fn.name),
      (_name, event) => runAsFunction(senderEnvironment, () => invokeSender(event)),
    );
    if (options.payments === 'stripe') {
      const missing = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !process.env[name]);
      if (missing.length) throw new Error(`Stripe test mode needs ${missing.join(', ')}`);
      delete process.env.STRIPE_API_URL;
    } else {
      payments = await startLocalPaymentProvider({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, log });
      Object.assign(process.env, {
        STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: payments.url,
      });
    }
    identity = await startLocalIdentityProvider({
      port: options.identityPort ?? 0,
      dataDir: options.dataDir,
      tokenTtlSeconds: options.tokenTtlSeconds,
      log,
    });
    await ensureTable(dynamoEndpoint, tableName);
    // Each route's handler sees only its own function's variables, as the stack gives them (the
    // gateway runs it in that environment); process.env holds them all for tools and tests that call
    // the services directly.
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'];
    // The reminder sender's VAPID keys: made for this runtime (in AWS, a Secrets Manager secret).
    const vapid = webpush.generateVAPIDKeys();
    const parts: EnvironmentParts = {
      all: {
        TABLE_NAME: tableName,
        DYNAMODB_ENDPOINT: options.bypassStrictDynamo ? dynamoEndpoint : strict.endpoint,
        // Tokens are verified exactly as in AWS; only the issuer and its key set are the stand-in's.
        AUTH_ISSUER: identity.issuer,
        AUTH_JWKS_URI: identity.jwksUri,
        AUTH_CLIENT_ID: identity.clientId,
        // set-reminder may name the push service's stand-in (in AWS only the known push services).
        PUSH_SERVICE_ORIGINS: push.origin,
      },
      words: { WORD_SECRET: localWordSecret(options.dataDir) },
      stripe: Object.fromEntries(stripeKeys.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      users: { USER_POOL_ID: identity.userPoolId, USER_POOL_ENDPOINT: identity.adminEndpoint },
      push: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:reminders@cipherword.local' },
    };
    Object.assign(process.env, parts.all, parts.words, parts.stripe, parts.users, parts.push, {
      POWERTOOLS_SERVICE_NAME: 'cipherword-local',
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });
    // Lambda also names the function (the table client names it to the strict stand-in, which checks its grant).
    const environments = new Map<string, Record<string, string>>(
      routes.map((route) => [route.name, { ...functionEnvironment(route, parts), AWS_LAMBDA_FUNCTION_NAME: route.name }]),
    );
    const environmentOf = (name: string) => {
      const env = environments.get(name);
      if (!env) throw new Error(`no function ${name}`);
      return env;
    };
    // A process may run several runtimes (tests): handlers must read this one's environment.
    (await import('../lambdas/config')).resetConfig();
    (await import('../lambdas/http/identity')).resetVerifier();
    (await import('../lambdas/secrets/read-secret')).forgetSecrets();
    (await import('../lambdas/store/table')).resetDocumentClient();
    (await import('../lambdas/store/settings')).settingsStore.forgetCache();
    const { seedConfiguration } = await import('../lambdas/services/settings');
    const { ServiceError } = await import('../lambdas/errors');
    // The players' timeouts are short; a fresh DynamoDB Local on a busy machine can be slower at
    // first. The seed (conditional writes: repeatable) waits for it, up to SEED_WITHIN_MS.
    for (const giveUpAt = Date.now() + SEED_WITHIN_MS; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
      try {
        await seedConfiguration();
        break;
      } catch (error) {
        if (!(error instanceof ServiceError && error.refusal === 'busy') || Date.now() > giveUpAt) throw error;
      }
    }

    if (options.buildWebIfMissing && !existsSync(join(WEB_DIST, 'index.html'))) {
      log('web/dist is missing: building the web app (npm run build:web) ...');
      const build = spawnSync('npm', ['run', 'build:web'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('npm run build:web failed');
    }

    // config.json names the app's own address, known once the server listens.
    const runtimeConfig: Record<string, unknown> = {};
    const idp = identity;
    const pay = payments;
    const database = strict;
    const pushService = push;
    const senderEnvironment = {
      ...scheduledFunctionEnvironment(reminderSender, parts),
      LAMBDA_ENDPOINT: lambdaService.endpoint,
      AWS_LAMBDA_FUNCTION_NAME: reminderSender.name,
    };
    environments.set(reminderSender.name, senderEnvironment);
    const invokeSender = async (event: unknown) => {
      const { handler } = await import('../lambdas/handlers/scheduled/send-reminders');
      const deadline = Date.now() + reminderSender.timeoutSeconds * 1000;
      return handler(event, lambdaContext(reminderSender, randomUUID(), deadline));
    };
    const lambdas = lambdaService;
    // As the schedule starts it: once, with the slot's instant; that invocation starts one per shard,
    // whose summaries are this run's.
    const sendReminders = async (at: Date): Promise<RunSummary> => {
      if (Number.isNaN(at.getTime())) throw new Error('at must be an ISO instant');
      const { mergeRuns } = await import('../lambdas/services/reminder-sender');
      // What the start queued is awaited even when the start fails, so no run's shards are left to the next.
      const started = await runAsFunction(senderEnvironment, () => invokeSender({ scheduledTime: at.toISOString() })).then(
        () => null,
        (error: unknown) => ({ error }),
      );
      const shards = await lambdas.settled();
      if (started) throw started.error;
      const failed = shards.find((shard) => shard.status === 'rejected');
      if (failed) throw failed.reason;
      return mergeRuns(shards.map((shard) => (shard as PromiseFulfilledResult<RunSummary>).value));
    };
    const server = createGateway({
      webRoot: WEB_DIST,
      runtimeConfig,
      log,
      clock: () => clock(),
      environmentOf: (route) => environmentOf(route.name),
      authorizer: { issuer: identity.issuer, jwksUri: identity.jwksUri, audience: [identity.clientId] },
      throttles: options.throttles,
      throttleClock: options.throttleClock,
      errorCachingSeconds: options.errorCachingSeconds,
      // The production Content-Security-Policy, with the local stand-ins in place of Cognito and Stripe.
      policyOrigins: () => ({ auth: [idp.origin], connect: pay ? [pay.url] : [], https: false }),
      tools: { 'send-reminders': (url) => sendReminders(new Date(url.searchParams.get('at') ?? clock())) },
    });
    const url = `http://localhost:${await listen(server, options.port, 'PORT')}`;
    Object.assign(runtimeConfig, localRuntimeConfig(identity, url, payments, options.stripePublishableKeyForBrowser), {
      vapidPublicKey: vapid.publicKey,
    });
    identity.allowRedirect(`${url}/`);
    payments?.setWebhookUrl(`${url}/functions/v1/stripe-webhook`);
    return {
      url,
      dynamoEndpoint,
      strict: database,
      tableName,
      identity: idp,
      payments: pay,
      dynamo,
      environmentOf,
      setClock: (next = Date.now) => (clock = next),
      push: pushService,
      vapidPublicKey: vapid.publicKey,
      lambdaEndpoint: lambdas.endpoint,
      sendReminders,
      stop: async () => {
        await close(server);
        await idp.stop();
        await pay?.stop();
        await database.stop();
        await pushService.close();
        await lambdas.stop();
        await dynamo?.stop();
      },
    };
  } catch (error) {
    await strict?.stop();
    await push?.close();
    await lambdaService?.stop();
    await identity?.stop();
    await payments?.stop();
    await dynamo?.stop();
    throw error;
  }
}
