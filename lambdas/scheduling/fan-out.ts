/**
 * A scheduled function's fan-out: its schedule starts it once, and that invocation starts one more
 * of itself per shard, asynchronously (Lambda's Event invocations: each is queued and runs on its
 * own, with its own timeout). One schedule, not one per shard: a schedule is a CloudFormation
 * resource, and the prod stack stays under CloudFormation's 500.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config, perContainer } from '../config';

const lambdaClient = perContainer<LambdaClient>('lambda client');

function client(): LambdaClient {
  let made = lambdaClient.get();
  if (!made) {
    const { LAMBDA_ENDPOINT } = config();
    made = new LambdaClient({
      // Locally: the runtime's Lambda stand-in (local/lambda-service.ts), with fixed credentials.
      ...(LAMBDA_ENDPOINT
        ? { endpoint: LAMBDA_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
      maxAttempts: 3,
    });
    lambdaClient.set(made);
  }
  return made;
}

/** Queues one asynchronous invocation of `functionName` per event; throws if any could not be queued. */
export async function invokeEach(functionName: string, events: readonly object[]): Promise<void> {
  const outcomes = await Promise.allSettled(
    events.map((event) =>
      client().send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(event) })),
    ),
  );
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
  if (failed.length > 0)
    throw new Error(`${failed.length} of ${events.length} invocations of ${functionName} could not be queued`, {
      cause: failed[0].reason,
    });
}
