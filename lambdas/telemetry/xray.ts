/**
 * X-Ray subsegments for the calls a handler makes to AWS (DynamoDB) and to Stripe, sent to the
 * X-Ray daemon Lambda runs beside every traced function. Lambda's active tracing records the
 * function's own segment; these hang under it, so a slow trace shows which call was slow.
 *
 * Why not Powertools Tracer: it carries the X-Ray SDK (with cls-hooked and semver), which measured
 * 18 ms of every cold start (bench/RESULTS.md); what the game needs of it is this: one UDP datagram
 * per call, in the documented segment-document format, only when the request is sampled.
 */
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import type { InitializeMiddleware, MetadataBearer, MiddlewareStack } from '@smithy/types';

const HEADER = '{"format":"json","version":1}\n';

interface TraceContext {
  traceId: string;
  parentId: string;
}

/** The invocation's trace, when Lambda sampled it (`_X_AMZN_TRACE_ID`: Root=…;Parent=…;Sampled=1). */
export function sampledTrace(header = process.env._X_AMZN_TRACE_ID): TraceContext | undefined {
  if (!header) return undefined;
  const fields = Object.fromEntries(header.split(';').map((part) => part.split('=') as [string, string]));
  return fields.Root && fields.Parent && fields.Sampled === '1' ? { traceId: fields.Root, parentId: fields.Parent } : undefined;
}

let socket: Socket | undefined;

function send(document: object): void {
  const [host, port] = (process.env.AWS_XRAY_DAEMON_ADDRESS ?? '').split(':');
  if (!host || !port) return;
  socket ??= createSocket('udp4').unref();
  socket.send(`${HEADER}${JSON.stringify(document)}`, Number(port), host, () => undefined); // best effort, as the SDK's
}

export interface CallRecord {
  /** What the trace map shows, e.g. "DynamoDB" or "api.stripe.com". */
  name: string;
  namespace: 'aws' | 'remote';
  aws?: Record<string, unknown>;
  status?: number;
}

/**
 * Runs `call` and, when the invocation is sampled, records it as a subsegment: its time, the
 * details `describe` gives once it is done, and whether it failed (`fault` for 5xx and network
 * failures, `error` for 4xx).
 */
export async function traced<T>(call: () => Promise<T>, describe: (result: T | undefined, error: unknown) => CallRecord): Promise<T> {
  const trace = sampledTrace();
  if (!trace) return call();
  const start = Date.now() / 1000;
  let result: T | undefined;
  let failure: unknown;
  try {
    result = await call();
    return result;
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    const record = describe(result, failure);
    const status = record.status ?? (failure === undefined ? 200 : undefined);
    send({
      name: record.name,
      id: randomBytes(8).toString('hex'),
      trace_id: trace.traceId,
      parent_id: trace.parentId,
      type: 'subsegment',
      namespace: record.namespace,
      start_time: start,
      end_time: Date.now() / 1000,
      ...(record.aws ? { aws: record.aws } : {}),
      ...(status ? { http: { response: { status } } } : {}),
      ...(failure !== undefined && (status === undefined || status >= 500) ? { fault: true } : {}),
      ...(status !== undefined && status >= 400 && status < 500 ? { error: true } : {}),
    });
  }
}

interface SdkMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/** Every command an AWS SDK v3 client sends becomes a subsegment (service, operation, table, retries). */
export function traceAwsClient(client: { middlewareStack: MiddlewareStack<object, MetadataBearer> }): void {
  const middleware: InitializeMiddleware<object, MetadataBearer> = (next, context) => (args) =>
    traced(
      () => next(args),
      (result, error) => {
        const metadata: SdkMetadata | undefined = result?.output.$metadata ?? (error as MetadataBearer | undefined)?.$metadata;
        const table = (args.input as { TableName?: unknown }).TableName;
        return {
          name: (context.clientName ?? 'AWS').replace(/Client$/, ''),
          namespace: 'aws',
          status: metadata?.httpStatusCode,
          aws: {
            operation: (context.commandName ?? '').replace(/Command$/, ''),
            ...(typeof table === 'string' ? { table_name: table } : {}),
            request_id: metadata?.requestId,
            retries: Math.max(0, (metadata?.attempts ?? 1) - 1),
          },
        };
      },
    );
  client.middlewareStack.add(middleware, { step: 'initialize', name: 'xraySubsegment' });
}
