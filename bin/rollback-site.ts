/**
 * The web build's part of `npm run rollback` (./rollback.ts): puts back every file of the site
 * bucket the last release changed, as it was before the release began, and has CloudFront forget
 * them. The bucket is versioned and keeps the last builds (lib/constructs/web-hosting.ts), and a
 * release never deletes a hashed file, so the index.html put back finds every file it names.
 *
 * Left as they are: a file new in the release (the old pages never ask for it), a file the release
 * rewrote with the same bytes (same ETag), and the runtime configuration, which names this stack's
 * resources rather than the build's.
 */
import { type CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { CopyObjectCommand, ListObjectVersionsCommand, type S3Client, type ObjectVersion } from '@aws-sdk/client-s3';
import { RUNTIME_CONFIG_FILE } from '../lib/names';

export interface SiteClients {
  s3: S3Client;
  cloudfront: CloudFrontClient;
}

/** Where the web build lives: the game stack's outputs (GAME_OUTPUTS). */
export interface Site {
  bucket: string;
  distributionId: string;
}

export interface SiteRollback {
  status: 'rolled back' | 'unchanged';
  /** The files put back, as paths. */
  restored: string[];
  detail: string;
}

/** Every version of every file in the bucket, by key, newest first. */
async function versionsByKey(s3: S3Client, bucket: string): Promise<Map<string, ObjectVersion[]>> {
  const byKey = new Map<string, ObjectVersion[]>();
  let keyMarker: string | undefined;
  let versionMarker: string | undefined;
  do {
    const page = await s3.send(new ListObjectVersionsCommand({ Bucket: bucket, KeyMarker: keyMarker, VersionIdMarker: versionMarker }));
    for (const version of page.Versions ?? []) if (version.Key) byKey.set(version.Key, [...(byKey.get(version.Key) ?? []), version]);
    [keyMarker, versionMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextVersionIdMarker] : [undefined, undefined];
  } while (keyMarker);
  const time = (version: ObjectVersion) => version.LastModified?.getTime() ?? 0;
  for (const versions of byKey.values()) versions.sort((a, b) => time(b) - time(a));
  return byKey;
}

/** Puts the site's files back as they were before `releaseStarted`; throws on any AWS refusal. */
export async function rollbackSite(site: Site, releaseStarted: Date, clients: SiteClients): Promise<SiteRollback> {
  const restored: string[] = [];
  for (const [key, versions] of await versionsByKey(clients.s3, site.bucket)) {
    if (key === RUNTIME_CONFIG_FILE) continue;
    const [latest] = versions;
    if (!latest.LastModified || latest.LastModified < releaseStarted) continue; // the release did not write it
    const before = versions.find((version) => version.LastModified && version.LastModified < releaseStarted);
    if (!before || before.ETag === latest.ETag) continue;
    const source = `${site.bucket}/${key.split('/').map(encodeURIComponent).join('/')}?versionId=${encodeURIComponent(before.VersionId!)}`;
    // A copy keeps the version's own Content-Type and Cache-Control (MetadataDirective COPY).
    await clients.s3.send(new CopyObjectCommand({ Bucket: site.bucket, Key: key, CopySource: source }));
    restored.push(`/${key}`);
  }
  if (restored.length === 0) return { status: 'unchanged', restored, detail: 'the last release changed none of its files' };
  restored.sort();
  const { Invalidation } = await clients.cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: site.distributionId,
      InvalidationBatch: { CallerReference: `rollback-${Date.now()}`, Paths: { Quantity: restored.length, Items: restored } },
    }),
  );
  return {
    status: 'rolled back',
    restored,
    detail:
      `${restored.join(', ')} as they were before ${releaseStarted.toISOString()}; ` +
      `CloudFront invalidation ${Invalidation?.Id ?? '(no id)'} under way (a minute or two)`,
  };
}
