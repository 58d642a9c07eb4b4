/**
 * `npm start`: the game at http://localhost:3000 (PORT to change it) and the sign-in stand-in at
 * https://localhost:9443 (IDENTITY_PORT), offline, with data kept in .local-data/ between runs.
 * Ctrl-C stops everything.
 */
import { LOCAL_DATA_DIR } from '../local/paths';
import { startLocalRuntime } from '../local/runtime';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const identityPort = Number(process.env.IDENTITY_PORT ?? 9443);
  // Stripe's test mode when its keys are set; otherwise the offline local payment provider.
  const payments = process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'local';
  const runtime = await startLocalRuntime({ port, identityPort, payments, dataDir: LOCAL_DATA_DIR, buildWebIfMissing: true });
  console.log(`\nCIPHERWORD is running at ${runtime.url}  (data: ${LOCAL_DATA_DIR}; Ctrl-C to stop)`);
  console.log(
    `Sign-in stand-in (Cognito + Google): ${runtime.identity.origin}  (self-signed: open it once and accept the certificate, see README)`,
  );
  console.log(
    payments === 'stripe'
      ? 'Payments: Stripe test mode\n'
      : `Payments: local test provider at ${runtime.payments?.url} (card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(`\nCould not start the local runtime: ${error.message}`);
  process.exit(1);
});
