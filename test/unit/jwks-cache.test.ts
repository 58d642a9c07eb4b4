import { generateKeyPairSync } from 'node:crypto';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { ExpiringJwksCache, JWKS_TTL_MS } from '../../lambdas/http/identity';

/** An issuer's key set as its JWKS endpoint would serve it (fetched in memory: no network here). */
const jwk = (kid: string) => ({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' }),
  kid,
  alg: 'RS256',
  use: 'sig',
});
const tokenWithKid = (kid: string) => ({ header: { kid, alg: 'RS256' }, payload: {} }) as never;

describe('the key set cache of token verification', () => {
  it('trusts a withdrawn key until the key set is 10 minutes old, then not any more', async () => {
    const [keyA, keyB] = [jwk('a'), jwk('b')];
    let served = { keys: [keyA, keyB] };
    let fetches = 0;
    let clock = 0;
    const cache = new ExpiringJwksCache(
      JWKS_TTL_MS,
      () =>
        new SimpleJwksCache({
          fetcher: { fetch: () => (fetches++, Promise.resolve(new TextEncoder().encode(JSON.stringify(served)).buffer)) },
        }),
      () => clock,
    );
    const uri = 'https://issuer.example/.well-known/jwks.json';
    expect((await cache.getJwk(uri, tokenWithKid('a'))).kid).toBe('a');
    served = { keys: [keyB] }; // the issuer withdraws key a
    clock = JWKS_TTL_MS - 1;
    expect((await cache.getJwk(uri, tokenWithKid('a'))).kid).toBe('a'); // still the cached set
    expect(fetches).toBe(1);
    clock = JWKS_TTL_MS;
    await expect(cache.getJwk(uri, tokenWithKid('a'))).rejects.toThrow();
    expect((await cache.getJwk(uri, tokenWithKid('b'))).kid).toBe('b');
    expect(fetches).toBe(2);
  });
});
