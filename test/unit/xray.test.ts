/**
 * Subsegments for the calls a handler makes, as the X-Ray daemon receives them: one UDP datagram
 * each, the daemon header then a segment document. The daemon runs only inside Lambda: a UDP socket
 * stands in for it here and reads what would be sent.
 */
import { createSocket, type Socket } from 'node:dgram';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { sampledTrace, traceAwsClient, traced } from '../../lambdas/telemetry/xray';

const ROOT = '1-6740a1b2-0123456789abcdef01234567';
const PARENT = '53995c3f42cd8ad8';
let daemon: Socket;
const received: string[] = [];
let arrived: (() => void) | undefined;

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (message) => {
    received.push(message.toString());
    arrived?.();
  });
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${daemon.address().port}`;
});
afterAll(() => {
  delete process.env.AWS_XRAY_DAEMON_ADDRESS;
  delete process.env._X_AMZN_TRACE_ID;
  daemon.close();
});

/** The next datagram the daemon receives, as header and document. */
function nextDocument(): Promise<{ header: string; document: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const take = () => {
      const [header, body] = received.shift()!.split('\n');
      resolve({ header, document: JSON.parse(body) as Record<string, unknown> });
    };
    if (received.length) take();
    else arrived = take;
  });
}

describe('the invocation trace', () => {
  it('is read from Lambda, only when sampled', () => {
    expect(sampledTrace(`Root=${ROOT};Parent=${PARENT};Sampled=1;Lineage=a:1`)).toEqual({ traceId: ROOT, parentId: PARENT });
    expect(sampledTrace(`Root=${ROOT};Parent=${PARENT};Sampled=0`)).toBeUndefined();
    expect(sampledTrace(undefined)).toBeUndefined();
  });
});

describe('subsegments', () => {
  beforeEach(() => {
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=${PARENT};Sampled=1`;
  });

  it('records a call under the function segment, with its time and outcome', async () => {
    await expect(
      traced(
        () => Promise.resolve('ok'),
        () => ({ name: 'api.stripe.com', namespace: 'remote' }),
      ),
    ).resolves.toBe('ok');
    const { header, document } = await nextDocument();
    expect(JSON.parse(header)).toEqual({ format: 'json', version: 1 });
    expect(document).toMatchObject({
      name: 'api.stripe.com',
      type: 'subsegment',
      namespace: 'remote',
      trace_id: ROOT,
      parent_id: PARENT,
      http: { response: { status: 200 } },
    });
    expect(document.id).toMatch(/^[0-9a-f]{16}$/);
    expect(document.end_time as number).toBeGreaterThanOrEqual(document.start_time as number);
    expect(document.fault).toBeUndefined();
  });

  it('marks a failed call as a fault (and passes the failure on)', async () => {
    await expect(
      traced(
        () => Promise.reject(new Error('network down')),
        () => ({ name: 'api.stripe.com', namespace: 'remote' }),
      ),
    ).rejects.toThrow('network down');
    expect((await nextDocument()).document).toMatchObject({ fault: true });
  });

  it('marks a 4xx as an error, not a fault', async () => {
    await expect(
      traced(
        () => Promise.reject(new Error('card declined')),
        () => ({ name: 'api.stripe.com', namespace: 'remote', status: 402 }),
      ),
    ).rejects.toThrow();
    const { document } = await nextDocument();
    expect(document).toMatchObject({ error: true, http: { response: { status: 402 } } });
    expect(document.fault).toBeUndefined();
  });

  it('sends nothing for a request Lambda did not sample', async () => {
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=${PARENT};Sampled=0`;
    await traced(
      () => Promise.resolve(1),
      () => ({ name: 'not-sampled', namespace: 'remote' }),
    );
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=${PARENT};Sampled=1`;
    await traced(
      () => Promise.resolve(2),
      () => ({ name: 'sampled', namespace: 'remote' }),
    );
    expect((await nextDocument()).document.name).toBe('sampled');
  });

  it('names an AWS SDK command by service, operation and table, with its retries', async () => {
    // An endpoint nothing listens on: the command fails after its attempts, as an outage does.
    const client = new DynamoDBClient({
      endpoint: 'http://127.0.0.1:9',
      region: 'local',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 2,
    });
    traceAwsClient(client);
    await expect(
      client.send(new GetItemCommand({ TableName: 'cipherword-test', Key: { pk: { S: 'a' }, sk: { S: 'b' } } })),
    ).rejects.toThrow();
    const { document } = await nextDocument();
    expect(document).toMatchObject({
      name: 'DynamoDB',
      namespace: 'aws',
      fault: true,
      aws: { operation: 'GetItem', table_name: 'cipherword-test', retries: 1 },
    });
    client.destroy();
  });
});
