/**
 * The user pool's admin side, for delete-account only: find the Cognito user of a `sub` and delete
 * it (AdminDeleteUser also ends every session: refresh tokens stop working). Locally the sign-in
 * stand-in answers the same calls (USER_POOL_ENDPOINT). The SDK is loaded on first use, so no other
 * route's bundle carries it.
 */
import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import { config, perContainer } from '../config';

type Sdk = typeof CognitoSdk;
/** The container's client (per function's environment: a process running runtime after runtime meets each one's pool). */
const loaded = perContainer<Promise<{ sdk: Sdk; client: InstanceType<Sdk['CognitoIdentityProviderClient']> }>>('user pool client');

function client() {
  let pool = loaded.get();
  if (!pool) {
    const endpoint = config().USER_POOL_ENDPOINT;
    pool = import('@aws-sdk/client-cognito-identity-provider').then((sdk) => {
      const client = new sdk.CognitoIdentityProviderClient(
        endpoint ? { endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {},
      );
      return { sdk, client };
    });
    loaded.set(pool);
  }
  return pool;
}

/** Deletes the user whose `sub` this is; answers false when the pool has no such user (deleted already). */
export async function deleteUserOf(sub: string): Promise<boolean> {
  const poolId = config().USER_POOL_ID;
  if (!poolId) throw new Error('Invalid configuration: USER_POOL_ID is required to delete accounts');
  const { sdk, client: pool } = await client();
  const { Users } = await pool.send(new sdk.ListUsersCommand({ UserPoolId: poolId, Filter: `sub = "${sub.replace(/"/g, '')}"`, Limit: 1 }));
  const username = Users?.[0]?.Username;
  if (!username) return false;
  try {
    await pool.send(new sdk.AdminDeleteUserCommand({ UserPoolId: poolId, Username: username }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false; // a racing retry deleted it
    throw error;
  }
}
