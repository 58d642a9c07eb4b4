/**
 * The ceiling submit-guess is measured against: a minimal Node HTTP server doing exactly one
 * conditional UpdateItem per request (a first guess appended to a new game) on the same DynamoDB
 * Local, with the same SDK and table, and nothing else: no parsing rules, identity, words or logs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../lambdas/store/keys';

const endpoint = process.env.BENCH_DYNAMODB_ENDPOINT;
const tableName = process.env.BENCH_TABLE_NAME;
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { anonymousId, guess } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { anonymousId: string; guess: string };
    client
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.game({ kind: 'anonymous', anonymousId }, 'ceiling', 'en'),
          UpdateExpression: 'SET guesses = list_append(if_not_exists(guesses, :empty), :guess)',
          ConditionExpression: 'attribute_not_exists(pk) OR size(guesses) = :count',
          ExpressionAttributeValues: { ':empty': [], ':guess': [guess], ':count': 0 },
        }),
      )
      .then(
        () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"saved":true}');
        },
        (error: Error) => {
          res.writeHead(500);
          res.end(error.message);
        },
      );
  });
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
