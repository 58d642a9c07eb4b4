/**
 * The Lambdas' configuration, read from the environment once per container and validated, so a
 * misconfigured deployment fails loudly at its first call instead of answering wrong. What only
 * some calls need (the table, the word secret, Stripe) is required where it is used, so tools that
 * need one part (word-of-day, seed) need nothing else.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import * as z from 'zod/mini';
import { describeZodError } from './contracts/describe';

const url = z.optional(z.url());
const text = z.optional(z.string());

const schema = z.object({
  /** Required by every call that touches the table (checked there: see store/table.ts). */
  TABLE_NAME: z.optional(z.string().check(z.minLength(3))),
  /** How long table calls wait (store/table.ts): `player` unless set; a schedule's function is `background`. */
  TABLE_PATIENCE: z.optional(z.enum(['player', 'background'])),
  /** Local runtime and tests only: DynamoDB Local's address. Unset in AWS. */
  DYNAMODB_ENDPOINT: url,
  /** Local runtime only: the Lambda stand-in a scheduled function's fan-out invokes (local/lambda-service.ts). Unset in AWS. */
  LAMBDA_ENDPOINT: url,
  /** The key of the word-of-day permutation (local runtime, tests). In AWS: WORD_SECRET_ARN. */
  WORD_SECRET: z.optional(z.string().check(z.minLength(16))),
  WORD_SECRET_ARN: text,
  /** Token issuer: https://cognito-idp.<region>.amazonaws.com/<poolId> in AWS, the stand-in locally. */
  AUTH_ISSUER: url,
  /** Defaults to <issuer>/.well-known/jwks.json, as Cognito publishes it. */
  AUTH_JWKS_URI: url,
  AUTH_CLIENT_ID: text,
  /** The Cognito user pool, for the admin calls of delete-account (its IAM role may make only those). */
  USER_POOL_ID: text,
  /** Local runtime and tests only: the user-pool API of the sign-in stand-in. Unset in AWS. */
  USER_POOL_ENDPOINT: url,
  /** Stripe: in AWS one Secrets Manager secret {"secretKey","webhookSecret"}; locally the two values. */
  STRIPE_SECRET_ARN: text,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  /** Local runtime and tests only: where Stripe's API is answered (the local payment provider). */
  STRIPE_API_URL: url,
  /** Web Push's VAPID keys: in AWS one Secrets Manager secret {"publicKey","privateKey","subject"}; locally the values. */
  VAPID_SECRET_ARN: text,
  VAPID_PUBLIC_KEY: text,
  VAPID_PRIVATE_KEY: text,
  VAPID_SUBJECT: text,
  /** Local runtime and tests only: the push-service stand-in's origin, which set-reminder may name. Unset in AWS. */
  PUSH_SERVICE_ORIGINS: text,
  /**
   * In AWS: the secret {"current","previous"} whose value CloudFront sends as the origin-verify
   * header; requests without it are refused. Unset locally (the gateway is the only way in).
   */
  ORIGIN_VERIFY_SECRET_ARN: text,
});

export type Config = z.infer<typeof schema>;

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * In Lambda a function's environment is process.env, and only its own variables are in it. The local
 * gateway runs every route in one process, so it hands each invocation its route's environment
 * (lambdas/function-environment.ts, as the stack sets it): a route reading what only another route
 * has fails locally as it would in AWS.
 */
const functionEnvironment = new AsyncLocalStorage<Environment>();

/** This invocation's environment: the route's own locally, process.env in Lambda and in tests. */
export const environment = (): Environment => functionEnvironment.getStore() ?? process.env;

/** Runs one invocation as its function: in its own environment, with its own per-container values. */
export function runAsFunction<T>(env: Environment, run: () => T): T {
  return functionEnvironment.run(env, run);
}

let containers = new WeakMap<Environment, Map<symbol, unknown>>();

/**
 * A value kept for the container's life (a client, a secret): one per environment, so locally one per
 * route, as each route is its own function in AWS and cannot see another's.
 */
export function perContainer<T>(name: string): { get: () => T | undefined; set: (value: T | undefined) => void } {
  const slot = Symbol(name);
  const values = () => {
    const env = environment();
    let kept = containers.get(env);
    if (!kept) containers.set(env, (kept = new Map<symbol, unknown>()));
    return kept;
  };
  return {
    get: () => values().get(slot) as T | undefined,
    set: (value) => void (value === undefined ? values().delete(slot) : values().set(slot, value)),
  };
}

const parsedConfig = perContainer<Config>('config');

export function config(): Config {
  let parsed = parsedConfig.get();
  if (!parsed) {
    const env = environment();
    const result = schema.safeParse(env);
    if (!result.success) throw new Error(`Invalid configuration: ${describeZodError(result.error, env)}`);
    parsedConfig.set((parsed = result.data));
  }
  return parsed;
}

/** Tests change the environment between suites: every container's configuration and kept values go. */
export function resetConfig(): void {
  containers = new WeakMap();
}
