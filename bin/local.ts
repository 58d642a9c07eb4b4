/**
 * `npm start`: the game at http://localhost:3000 (PORT to change it), offline, with data kept in
 * .local-data/ between runs. Ctrl-C stops everything.
 */
import { LOCAL_DATA_DIR } from '../local/paths';
import { startLocalRuntime } from '../local/runtime';

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const runtime = await startLocalRuntime({ port, dataDir: LOCAL_DATA_DIR, buildWebIfMissing: true });
  console.log(`\nCIPHERWORD is running at ${runtime.url}  (data: ${LOCAL_DATA_DIR}; Ctrl-C to stop)\n`);
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
