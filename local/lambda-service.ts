/**
 * The Lambda API's Invoke, as a scheduled function's fan-out calls it (lambdas/scheduling/fan-out.ts):
 * POST /2015-03-31/functions/<name>/invocations with X-Amz-Invocation-Type: Event answers 202 at once
 * and runs the invocation on its own, as Lambda queues it. Only the functions it was given are
 * known (404 ResourceNotFoundException otherwise, as Lambda answers); only Event invocations are
 * taken (nothing here waits on another function's answer). The runtime awaits what was started
 * (`settled`), where AWS would leave it running: two runs started at once share what they await
 * (their shards are not told apart), so their summaries are right only in sum.
 */
import { createServer, type Server } from 'node:http';
import { close, listen, readBody, sendJson } from './http';

export type Invoke = (functionName: string, event: unknown) => Promise<unknown>;

export interface LambdaService {
  endpoint: string;
  /** Every invocation started since the last call, once each has ended: its result, or its error. */
  settled: () => Promise<PromiseSettledResult<unknown>[]>;
  stop: () => Promise<void>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const decodedOrUndefined = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

export async function startLambdaService(functions: readonly string[], invoke: Invoke): Promise<LambdaService> {
  let started: Promise<unknown>[] = [];
  const server: Server = createServer((req, res) => {
    const named = INVOKE_PATH.exec(req.url?.split('?')[0] ?? '')?.[1];
    if (req.method !== 'POST' || named === undefined)
      return sendJson(res, 404, { message: 'Not an Invoke request' }, { 'x-amzn-errortype': 'UnknownOperationException' });
    // A name, an ARN or a name:qualifier; a malformed escape names no function (Lambda answers it as one it lacks).
    const name = decodedOrUndefined(named)?.split(':').pop() ?? named;
    if (!functions.includes(name))
      return sendJson(
        res,
        404,
        { Type: 'User', message: `Function not found: ${name}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
    if (req.headers['x-amz-invocation-type'] !== 'Event')
      return sendJson(
        res,
        400,
        { Type: 'User', message: 'Only Event invocations are stood in for here' },
        { 'x-amzn-errortype': 'InvalidParameterValueException' },
      );
    readBody(req, 256 * 1024)
      .then((body) => {
        let event: unknown;
        try {
          event = JSON.parse(body.toString('utf8') || '{}');
        } catch {
          return sendJson(
            res,
            400,
            { Type: 'User', message: 'Could not parse request body into json' },
            {
              'x-amzn-errortype': 'InvalidRequestContentException',
            },
          );
        }
        started.push(invoke(name, event));
        res.writeHead(202).end();
      })
      .catch(() => res.destroy());
  });
  const port = await listen(server, 0, 'LAMBDA_SERVICE_PORT');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    settled: async () => {
      const running = started;
      started = [];
      return Promise.allSettled(running);
    },
    stop: () => close(server),
  };
}
