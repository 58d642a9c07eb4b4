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
  const runtime = await startLocalRuntime({ port, identityPort, dataDir: LOCAL_DATA_DIR, buildWebIfMissing: true });
  console.log(`\nCIPHERWORD is running at ${runtime.url}  (data: ${LOCAL_DATA_DIR}; Ctrl-C to stop)`);
  console.log(`Sign-in stand-in (Cognito + Google): ${runtime.identity.origin}  (self-signed: open it once and accept the certificate, see README)\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping ...');
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`\nCould not start the local runtime: ${error.message}`);
  process.exit(1);
});
