/**
 * The benchmark's reference Lambda handler: one conditional DynamoDB UpdateItem with the same SDK
 * the game's handlers use, and nothing else. Each handler's cold module load is measured against it.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { body?: string }) => {
  const { id } = JSON.parse(event.body ?? '{}') as { id?: string };
  await client.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: `BENCH#${id}`, sk: 'GAME' },
      UpdateExpression: 'SET guesses = list_append(if_not_exists(guesses, :empty), :guess)',
      ConditionExpression: 'attribute_not_exists(pk) OR size(guesses) < :max',
      ExpressionAttributeValues: { ':empty': [], ':guess': ['crane'], ':max': 6 },
    }),
  );
  return { statusCode: 200, body: '{}' };
};
