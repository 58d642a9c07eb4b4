/**
 * The Lambdas' configuration, read from the environment once per container and validated, so a
 * misconfigured deployment fails loudly at its first call instead of answering wrong. What only
 * some calls need (the table, the word secret, Stripe) is required where it is used, so tools that
 * need one part (word-of-day, seed) need nothing else.
 */
import * as z from 'zod/mini';
import { describeZodError } from './contracts/describe';

const url = z.optional(z.url());
const text = z.optional(z.string());

const schema = z.object({
  /** Required by every call that touches the table (checked there: see store/table.ts). */
  TABLE_NAME: z.optional(z.string().check(z.minLength(3))),
  /** Local runtime and tests only: DynamoDB Local's address. Unset in AWS. */
  DYNAMODB_ENDPOINT: url,
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
  /**
   * In AWS: the secret {"current","previous"} whose value CloudFront sends as the origin-verify
   * header; requests without it are refused. Unset locally (the gateway is the only way in).
   */
  ORIGIN_VERIFY_SECRET_ARN: text,
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) throw new Error(`Invalid configuration: ${describeZodError(parsed.error, process.env)}`);
    cached = parsed.data;
  }
  return cached;
}

/** Tests change the environment between suites. */
export function resetConfig(): void {
  cached = undefined;
}
