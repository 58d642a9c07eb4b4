/**
 * The benchmark's game server: the local runtime (gateway + handlers) in a process of its own, on
 * the DynamoDB Local the benchmark started (DYNAMODB_ENDPOINT). Prints its address as one JSON line.
 */
import { startLocalRuntime } from '../../local/runtime';

void startLocalRuntime({ port: 0, dynamoEndpoint: process.env.BENCH_DYNAMODB_ENDPOINT, log: () => undefined }).then((runtime) => {
  console.log(JSON.stringify({ url: runtime.url, tableName: runtime.tableName }));
  process.on('SIGTERM', () => void runtime.stop().then(() => process.exit(0)));
});
