/**
 * The benchmark's game server: the local runtime (gateway + handlers) in a process of its own, on
 * the DynamoDB Local the benchmark started (BENCH_DYNAMODB_ENDPOINT). With BENCH_DATA_DIR it keeps
 * its token signing key and word secret there, so the benchmark can sign players' tokens for it.
 * Prints its address, table and token issuer as one JSON line.
 */
import { startLocalRuntime } from '../../local/runtime';

void startLocalRuntime({
  port: 0,
  // The benchmark measures the handlers past the routes' throttles, on DynamoDB Local as its ceilings do.
  throttles: false,
  bypassStrictDynamo: true,
  dynamoEndpoint: process.env.BENCH_DYNAMODB_ENDPOINT,
  dataDir: process.env.BENCH_DATA_DIR,
  log: () => undefined,
}).then((runtime) => {
  console.log(JSON.stringify({ url: runtime.url, tableName: runtime.tableName, issuer: runtime.identity.issuer }));
  process.on('SIGTERM', () => void runtime.stop().then(() => process.exit(0)));
});
