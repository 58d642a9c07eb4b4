/**
 * The handler chain as Lambda runs it, called with API Gateway events: only CloudFront's requests
 * are answered (the origin-verify header, current or previous value), every 5xx is counted for the
 * alarms, and the player's own address is in the logs.
 *
 * The AWS Parameters and Secrets Lambda Extension only runs inside Lambda: a small HTTP server
 * stands in for it here, answering GetSecretValue as the extension does (its documented shape).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { resetConfig } from '../../lambdas/config';
import { forgetSecrets } from '../../lambdas/secrets/read-secret';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/telemetry/metrics';

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:cipherword-test-origin-AbCdEf';
const secretValue = { current: 'current-origin-value-0123456789', previous: 'previous-origin-value-0123456789' };
let extension: Server;
const extensionCalls: { secretId: string | null; token: string | undefined }[] = [];

beforeAll(async () => {
  extension = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    extensionCalls.push({
      secretId: url.searchParams.get('secretId'),
      token: req.headers['x-aws-parameters-secrets-token'] as string | undefined,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Name: 'origin', SecretString: JSON.stringify(secretValue) }));
  });
  await new Promise<void>((resolve) => extension.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    ORIGIN_VERIFY_SECRET_ARN: SECRET_ARN,
    AWS_SESSION_TOKEN: 'session-token-of-the-function',
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String((extension.address() as AddressInfo).port),
    POWERTOOLS_SERVICE_NAME: 'get-word-length',
    POWERTOOLS_METRICS_NAMESPACE: 'Cipherword',
    POWERTOOLS_METRICS_DISABLED: 'false',
    POWERTOOLS_LOG_LEVEL: 'INFO',
  });
  resetConfig();
  forgetSecrets();
});
afterAll(() => {
  for (const name of ['ORIGIN_VERIFY_SECRET_ARN', 'AWS_SESSION_TOKEN', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT']) delete process.env[name];
  resetConfig();
  return new Promise<void>((resolve) => extension.close(() => resolve()));
});

const event = (headers: Record<string, string>, query: Record<string, string> = { tzOffset: '0' }): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /functions/v1/get-word-length',
    rawPath: '/functions/v1/get-word-length',
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    queryStringParameters: query,
    requestContext: { http: { method: 'GET' }, timeEpoch: Date.now() },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;
const context = { functionName: 'get-word-length', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 3000 } as unknown as Context;

/** What the handler wrote to stdout (Powertools writes JSON log lines and EMF metric documents there). */
async function invoke(headers: Record<string, string>, query?: Record<string, string>) {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    const { handler } = await import('../../lambdas/handlers/get-word-length');
    const answer = (await handler(event(headers, query), context)) as APIGatewayProxyStructuredResultV2;
    return { answer, output: lines.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('only CloudFront reaches the API', () => {
  it('answers a request carrying the current origin value', async () => {
    const { answer } = await invoke({ [ORIGIN_VERIFY_HEADER]: secretValue.current });
    expect(answer.statusCode).toBe(200);
  });

  it('still answers with the previous value, so the secret can be rotated without refusing CloudFront', async () => {
    expect((await invoke({ [ORIGIN_VERIFY_HEADER]: secretValue.previous })).answer.statusCode).toBe(200);
  });

  it.each([
    ['no header (a direct call to the execute-api endpoint)', {}],
    ['a wrong value', { [ORIGIN_VERIFY_HEADER]: 'guessed-value-guessed-value-00' }],
    ['an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses %s with a 403, counted as OriginRefused', async (_, headers) => {
    const { answer, output } = await invoke(headers);
    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(String(answer.body))).toEqual({ error: "Use the game's own address: this endpoint answers only through it." });
    expect(output).toContain('"OriginRefused"');
  });

  it('reads the secret through the extension with the function session token, once per container', () => {
    expect(extensionCalls.length).toBe(1);
    expect(extensionCalls[0]).toEqual({ secretId: SECRET_ARN, token: 'session-token-of-the-function' });
  });
});

describe('what on-call sees', () => {
  it('every log line of a request carries the player address CloudFront saw', async () => {
    const { output } = await invoke(
      { [ORIGIN_VERIFY_HEADER]: secretValue.current, 'cloudfront-viewer-address': '203.0.113.7:46532' },
      { tzOffset: 'x' },
    );
    const refusal = output
      .split('\n')
      .filter((line) => line.startsWith('{"level"'))
      .map((line) => JSON.parse(line) as { message: string; viewerAddress?: string })
      .find((line) => line.message === 'request refused');
    expect(refusal?.viewerAddress).toBe('203.0.113.7:46532');
  });

  it('a 4xx is not counted as an unexpected error; a 5xx is', async () => {
    const refused = await invoke({ [ORIGIN_VERIFY_HEADER]: secretValue.current }, { tzOffset: 'x' });
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.output).not.toContain('"UnexpectedError"');

    // The clock broken on purpose: the handler fails unexpectedly.
    const failing = {
      ...event({ [ORIGIN_VERIFY_HEADER]: secretValue.current }),
      requestContext: { timeEpoch: Number.NaN },
    } as unknown as APIGatewayProxyEventV2;
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    try {
      const { handler } = await import('../../lambdas/handlers/get-word-length');
      const answer = (await handler(failing, context)) as APIGatewayProxyStructuredResultV2;
      expect(answer.statusCode).toBe(500);
      expect(String(answer.body)).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      spy.mockRestore();
    }
    const documents = lines
      .join('')
      .split('\n')
      .filter((line) => line.includes('"UnexpectedError"'))
      .map((line) => JSON.parse(line) as { _aws: { CloudWatchMetrics: { Dimensions: string[][] }[] } } & Record<string, unknown>);
    const dimensionsOf = (document: (typeof documents)[number]) => document._aws.CloudWatchMetrics.flatMap((m) => m.Dimensions);
    // Per route (the paging alarms), and per version too (the rollout alarm of an alias reads only its new version).
    expect(documents.find((d) => dimensionsOf(d).some((set) => set.join() === 'service'))).toMatchObject({
      service: 'get-word-length',
      UnexpectedError: 1,
    });
    expect(documents.find((d) => dimensionsOf(d).some((set) => set.includes('ExecutedVersion')))).toMatchObject({
      service: 'get-word-length',
      ExecutedVersion: '$LATEST',
      UnexpectedError: 1,
    });
  });
});
