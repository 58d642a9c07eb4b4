/**
 * How long CloudFront keeps an error answer (its "error caching minimum TTL"), one owner for the
 * distribution (constructs/web-hosting.ts) and the local gateway that stands in for it.
 *
 * CloudFront caches these statuses for 10 s by default, whatever the answer's Cache-Control says
 * (no-store included), keyed as the behaviour's cache policy keys (for the API: path, query and
 * Authorization). Left so, a two-second DynamoDB blip becomes ten seconds of 503 for every player
 * at an edge on a GET (get-word-length has one key per time zone), a 403 "not a member" outlives
 * the join that ends it, and the app's retries meet the cached error. Every one is kept 0 s.
 */
export const CLOUDFRONT_CACHED_ERROR_STATUSES = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504] as const;

/** CloudFront's own default for a status the distribution does not set. */
export const CLOUDFRONT_DEFAULT_ERROR_CACHING_SECONDS = 10;

/** The distribution's setting per status: none kept. */
export const ERROR_CACHING_SECONDS: Readonly<Record<number, number>> = Object.fromEntries(
  CLOUDFRONT_CACHED_ERROR_STATUSES.map((status) => [status, 0]),
);
