/**
 * The Lambdas' configuration, read from the environment once per container and validated, so a
 * misconfigured deployment fails loudly at its first call instead of answering wrong. What only
 * some calls need (the table, the word secret, Stripe) is required where it is used, so tools that
 * need one part (word-of-day, seed) need nothing else.
 */
import * as z from 'zod';

const schema = z.object({
  /** Required by every call that touches the table (checked there: see store/table.ts). */
  TABLE_NAME: z.string().min(3).optional(),
  /** Local runtime and tests only: DynamoDB Local's address. Unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** The key of the word-of-day permutation (local runtime, tests). In AWS: WORD_SECRET_ARN. */
  WORD_SECRET: z.string().min(16).optional(),
  WORD_SECRET_ARN: z.string().optional(),
  /** Token issuer: https://cognito-idp.<region>.amazonaws.com/<poolId> in AWS, the stand-in locally. */
  AUTH_ISSUER: z.url().optional(),
  /** Defaults to <issuer>/.well-known/jwks.json, as Cognito publishes it. */
  AUTH_JWKS_URI: z.url().optional(),
  AUTH_CLIENT_ID: z.string().optional(),
  /** Stripe: in AWS one Secrets Manager secret {"secretKey","webhookSecret"}; locally the two values. */
  STRIPE_SECRET_ARN: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Local runtime and tests only: where Stripe's API is answered (the local payment provider). */
  STRIPE_API_URL: z.url().optional(),
});

export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change the environment between suites. */
export function resetConfig(): void {
  cached = undefined;
}
