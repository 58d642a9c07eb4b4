/**
 * Ops tool: `npm run vapid-keys -- --stage dev --subject mailto:ops@example.com` makes a VAPID key
 * pair (Web Push, RFC 8292) for a stage's reminders and prints the two places it goes: the Secrets
 * Manager command for the pair (the reminder sender signs with it) and the cdk.json line for its
 * public half (browsers subscribe with it). Nothing is written: the operator runs what it prints,
 * then `npm run preflight` checks that the two halves match. A new pair invalidates every browser's
 * subscription (they subscribed with the old key), so a stage makes one once.
 */
import { parseArgs } from 'node:util';
import webpush from 'web-push';
import { stageDefaults, type StageName } from '../lib/names';

export function vapidKeyInstructions(stage: StageName, subject: string, keys = webpush.generateVAPIDKeys()): string {
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject))
    throw new Error(`--subject must be a mailto: address or an https: URL push services can reach you at, got "${subject}"`);
  const secret = JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject });
  const { vapidSecretName, region } = stageDefaults(stage);
  return [
    `1. Keep the pair in Secrets Manager (the reminder sender reads it):`,
    `   aws secretsmanager create-secret --region ${region} --name ${vapidSecretName} --secret-string '${secret}'`,
    `2. Put the public key in cdk.json, context.stages.${stage} (browsers subscribe with it):`,
    `   "vapidPublicKey": "${keys.publicKey}"`,
    `3. npm run preflight -- --stage ${stage}, then cdk deploy.`,
  ].join('\n');
}

function main() {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, subject: { type: 'string' } } });
  if (values.stage !== 'dev' && values.stage !== 'prod') throw new Error('--stage dev or --stage prod is required');
  if (!values.subject) throw new Error('--subject mailto:<address> is required: push services write there about problems');
  console.log(vapidKeyInstructions(values.stage, values.subject));
}

if (require.main === module)
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
