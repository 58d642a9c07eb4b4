/**
 * `npm run rollback`, against mocked AWS SDK clients (aws-sdk-client-mock): Lambda's, CodeDeploy's,
 * CloudFormation's, S3's and CloudFront's control planes cannot run here, so each answer AWS would
 * give is stood in for, in the SDK's own command shapes and error names. The stand-in is an account
 * after three releases as CloudFormation leaves it: a version a release replaced is deleted unless
 * the template retains it, a file a release rewrote keeps its earlier versions only as far as the
 * site bucket's versioning and lifecycle keep them (both read from the synthesised prod template),
 * and each rollout is a CodeDeploy deployment whose AppSpec names the versions it moved between.
 */
import { CloudFrontClient, CreateInvalidationCommand, type CreateInvalidationCommandInput } from '@aws-sdk/client-cloudfront';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CodeDeployClient,
  GetDeploymentCommand,
  ListDeploymentsCommand,
  StopDeploymentCommand,
  type ListDeploymentsCommandInput,
} from '@aws-sdk/client-codedeploy';
import {
  GetAliasCommand,
  LambdaClient,
  ResourceNotFoundException,
  UpdateAliasCommand,
  type UpdateAliasCommandInput,
} from '@aws-sdk/client-lambda';
import {
  CopyObjectCommand,
  ListObjectVersionsCommand,
  S3Client,
  type CopyObjectCommandInput,
  type ListObjectVersionsCommandInput,
  type ObjectVersion,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { createHash } from 'node:crypto';
import { rollback, rollbackReport, rollbackTarget, WEB_BUILD } from '../../bin/rollback';
import { GAME_OUTPUTS } from '../../lib/names';
import { routes } from '../../lambdas/routes';
import { assembly, cdkJsonContext, resourcesOf, SYNTHESES_WAIT_MS } from './synth';

const REGION = 'eu-west-1';
const prodTarget = (route?: string[]) => rollbackTarget(cdkJsonContext, { stage: 'prod', route }, {});
const fn = (route: string) => `cipherword-prod-${route}`;

/** Whether the prod template keeps a function's versions when a later release drops them (Retain, RetainExceptOnCreate). */
let versionsRetained: boolean;
/** How many earlier versions of a file the prod site bucket keeps whatever their age (0: unversioned). */
let siteVersionsKept: number;
const SITE_BUCKET = 'cipherword-prod-site-bucket';
const DISTRIBUTION = 'E2EXAMPLE';
beforeAll(async () => {
  const prod = await assembly('prod');
  const versions = Object.values(resourcesOf(prod.game, 'AWS::Lambda::Version'));
  versionsRetained =
    versions.length > 0 && versions.every((version) => ['Retain', 'RetainExceptOnCreate'].includes(version.DeletionPolicy!));
  const outputs = prod.game.toJSON().Outputs as Record<string, { Value: { Ref?: string } }>;
  const site = resourcesOf(prod.game, 'AWS::S3::Bucket')[outputs[GAME_OUTPUTS.siteBucket].Value.Ref!].Properties;
  const expiry = (site.LifecycleConfiguration?.Rules ?? []).find(
    (rule: { NoncurrentVersionExpiration?: unknown }) => rule.NoncurrentVersionExpiration,
  );
  siteVersionsKept =
    site.VersioningConfiguration?.Status === 'Enabled' ? (expiry?.NoncurrentVersionExpiration.NewerNoncurrentVersions ?? 0) : 0;
}, SYNTHESES_WAIT_MS);

/** The three releases: the stack's creation (every alias on version 1), then two updates. */
const RELEASES = [new Date('2026-11-01T10:00:00Z'), new Date('2026-11-10T10:00:00Z'), new Date('2026-11-20T10:00:00Z')];
/** What the last release changed (the others' code, hence their versions, stayed as they were). */
const CHANGED_LAST = ['submit-guess', 'load-game-state', 'game-report'];

/**
 * What each release wrote to the site bucket, two minutes into the stack's update (BucketDeployment
 * rewrites every file, changed or not): the entry files, a new hashed bundle, the runtime config.
 */
const siteFiles = (release: number) => ({
  'index.html': `<script src="/assets/app-${release}.js">`,
  'sw.js': `precache(['/assets/app-${release}.js'])`,
  'manifest.webmanifest': '{"name":"CIPHERWORD"}', // the same bytes in every release
  'config.json': `{"userPoolClientId":"client-${release}"}`,
  [`assets/app-${release}.js`]: `release ${release}`,
});

/**
 * The site bucket as S3 keeps it: every write a new version; with versioning, the earlier versions
 * of a file kept as the lifecycle rule keeps them (the newest `siteVersionsKept`: the releases here
 * are within its 30 days, so the count is what could remove one); without, only the latest.
 */
function siteBucket(kept: number) {
  const stored: (ObjectVersion & { Body: string })[] = [];
  let next = 0;
  const put = (key: string, body: string, at: Date) => {
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    stored.push({ Key: key, VersionId: `v${++next}`, ETag: etag, LastModified: at, Body: body, IsLatest: true });
    const ofKey = stored.filter((v) => v.Key === key).sort((a, b) => b.LastModified!.getTime() - a.LastModified!.getTime());
    ofKey.forEach((v, i) => (v.IsLatest = i === 0));
    for (const gone of ofKey.slice(1 + kept)) stored.splice(stored.indexOf(gone), 1);
  };
  RELEASES.forEach((started, i) => {
    for (const [key, body] of Object.entries(siteFiles(i + 1))) put(key, body, new Date(started.getTime() + 120_000));
  });
  const latest = (key: string) => stored.find((v) => v.Key === key && v.IsLatest)?.Body;
  return { stored, put, latest };
}

/**
 * A prod account after three releases: release 2 changed every route (version 1 → 2), release 3 the
 * routes in CHANGED_LAST (2 → 3). Each update is a CodeDeploy rollout per changed route, created a
 * minute after the stack's update began. A replaced version is gone unless `retained`.
 */
function prodAccount({ retained = versionsRetained } = {}) {
  const lambda = new LambdaClient({ region: REGION });
  const codedeploy = new CodeDeployClient({ region: REGION });
  const cloudformation = new CloudFormationClient({ region: REGION });
  const s3 = new S3Client({ region: REGION });
  const cloudfront = new CloudFrontClient({ region: REGION });
  const lambdaMock = mockClient(lambda);
  const s3Mock = mockClient(s3);
  const cloudfrontMock = mockClient(cloudfront);
  const deployMock = mockClient(codedeploy);
  const stacksMock = mockClient(cloudformation);
  const live = new Map(routes.map((r) => [fn(r.name), CHANGED_LAST.includes(r.name) ? 3 : 2]));
  const versions = new Map(
    routes.map((r) => [fn(r.name), new Set(retained ? [1, 2, 3].filter((v) => v <= live.get(fn(r.name))!) : [live.get(fn(r.name))!])]),
  );
  const rollouts = new Map<string, { group: string; created: Date; from: number; to: number; creator?: string }>();
  for (const route of routes) {
    rollouts.set(`d-2-${route.name}`, { group: fn(route.name), created: new Date(RELEASES[1].getTime() + 60_000), from: 1, to: 2 });
    if (CHANGED_LAST.includes(route.name))
      rollouts.set(`d-3-${route.name}`, { group: fn(route.name), created: new Date(RELEASES[2].getTime() + 60_000), from: 2, to: 3 });
  }
  lambdaMock.on(GetAliasCommand).callsFake(({ FunctionName }: { FunctionName: string }) => ({
    Name: 'live',
    FunctionVersion: String(live.get(FunctionName)),
    RevisionId: 'rev-1',
  }));
  lambdaMock.on(UpdateAliasCommand).callsFake(({ FunctionName, FunctionVersion }: UpdateAliasCommandInput) => {
    if (!versions.get(FunctionName!)?.has(Number(FunctionVersion)))
      throw new ResourceNotFoundException({ message: `Function not found: ${FunctionName}:${FunctionVersion}`, $metadata: {} });
    live.set(FunctionName!, Number(FunctionVersion));
    return {};
  });
  // As CodeDeploy lists them: by group, status and, when asked, the time they were created from.
  deployMock
    .on(ListDeploymentsCommand)
    .callsFake(({ deploymentGroupName, includeOnlyStatuses, createTimeRange }: ListDeploymentsCommandInput) => ({
      deployments: includeOnlyStatuses?.includes('Succeeded')
        ? [...rollouts]
            .filter(([, r]) => r.group === deploymentGroupName && (!createTimeRange?.start || r.created >= createTimeRange.start))
            .map(([id]) => id)
        : [],
    }));
  deployMock.on(GetDeploymentCommand).callsFake(({ deploymentId }: { deploymentId: string }) => {
    const { group, created, from, to, creator = 'CloudFormation' } = rollouts.get(deploymentId)!;
    // As CloudFormation writes a Lambda rollout's AppSpec.
    const appSpec = {
      version: 0.0,
      Resources: [
        {
          [group]: {
            Type: 'AWS::Lambda::Function',
            Properties: { Name: group, Alias: 'live', CurrentVersion: String(from), TargetVersion: String(to) },
          },
        },
      ],
    };
    return {
      deploymentInfo: {
        deploymentId,
        status: 'Succeeded',
        creator,
        createTime: created,
        revision: { revisionType: 'AppSpecContent', appSpecContent: { content: JSON.stringify(appSpec) } },
      },
    };
  });
  deployMock.on(StopDeploymentCommand).resolves({ status: 'Pending' });
  stacksMock.on(DescribeStacksCommand, { StackName: 'Cipherword-prod' }).resolves({
    Stacks: [
      {
        StackName: 'Cipherword-prod',
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: RELEASES[0],
        LastUpdatedTime: RELEASES[2],
        Outputs: [
          { OutputKey: GAME_OUTPUTS.siteBucket, OutputValue: SITE_BUCKET },
          { OutputKey: GAME_OUTPUTS.distributionId, OutputValue: DISTRIBUTION },
        ],
      },
    ],
  });
  const site = siteBucket(siteVersionsKept);
  // As S3 lists versions: by key, newest first, a page at a time (3 here, to cross pages), resuming after its markers.
  s3Mock.on(ListObjectVersionsCommand).callsFake(({ Bucket, KeyMarker, VersionIdMarker }: ListObjectVersionsCommandInput) => {
    if (Bucket !== SITE_BUCKET) throw new Error(`NoSuchBucket: ${Bucket}`);
    const listed = [...site.stored].sort((a, b) => a.Key!.localeCompare(b.Key!) || b.LastModified!.getTime() - a.LastModified!.getTime());
    const from = KeyMarker ? listed.findIndex((v) => v.Key === KeyMarker && v.VersionId === VersionIdMarker) + 1 : 0;
    const page = listed.slice(from, from + 3);
    const truncated = from + 3 < listed.length;
    return {
      Versions: page.map(({ Body: _body, ...version }) => version),
      IsTruncated: truncated,
      ...(truncated ? { NextKeyMarker: page.at(-1)!.Key, NextVersionIdMarker: page.at(-1)!.VersionId } : {}),
    };
  });
  s3Mock.on(CopyObjectCommand).callsFake(({ Bucket, Key, CopySource }: CopyObjectCommandInput) => {
    const [path, query] = CopySource!.split('?');
    const [sourceBucket, ...key] = path.split('/').map(decodeURIComponent);
    const version = site.stored.find((v) => v.Key === key.join('/') && `versionId=${v.VersionId}` === query);
    if (Bucket !== SITE_BUCKET || sourceBucket !== SITE_BUCKET || !version) throw new Error(`NoSuchVersion: ${CopySource}`);
    site.put(Key!, version.Body, new Date());
    return {};
  });
  cloudfrontMock.on(CreateInvalidationCommand).callsFake(({ DistributionId }: CreateInvalidationCommandInput) => {
    if (DistributionId !== DISTRIBUTION) throw new Error(`NoSuchDistribution: ${DistributionId}`);
    return { Invalidation: { Id: 'I2J0EXAMPLE', Status: 'InProgress' } };
  });
  return {
    clients: { lambda, codedeploy, cloudformation, s3, cloudfront },
    lambdaMock,
    deployMock,
    s3Mock,
    cloudfrontMock,
    live,
    rollouts,
    site,
  };
}

describe('npm run rollback', () => {
  it('after three releases, moves the routes the last release changed (each to the version live before it) and the web build', async () => {
    const { clients, lambdaMock, live } = prodAccount();
    const target = prodTarget();
    expect(target.region).toBe(REGION);
    const results = await rollback(target, clients);
    expect(results.filter((r) => r.status === 'rolled back').map((r) => r.route)).toEqual([...CHANGED_LAST, WEB_BUILD]);
    expect(results.filter((r) => r.status !== 'rolled back').map((r) => r.status)).toEqual(
      routes.filter((r) => !CHANGED_LAST.includes(r.name)).map(() => 'unchanged'),
    );
    for (const update of lambdaMock.commandCalls(UpdateAliasCommand).map((call) => call.args[0].input))
      expect(update).toEqual({
        FunctionName: update.FunctionName,
        Name: 'live',
        FunctionVersion: '2',
        RoutingConfig: { AdditionalVersionWeights: {} },
        RevisionId: 'rev-1',
      });
    expect(routes.map((r) => live.get(fn(r.name)))).toEqual(routes.map(() => 2));
    expect(await clients.lambda.config.region()).toBe(REGION);
    const report = rollbackReport(target, results);
    expect(report).toContain('✔ submit-guess: rolled back, live: version 3 → 2');
    expect(report).toContain('· get-credits: unchanged, not changed by the last release: live stays on version 2');
    expect(report).toContain(`✔ ${WEB_BUILD}: rolled back, /index.html, /sw.js as they were before 2026-11-20T10:00:00.000Z`);
  });

  it("puts the web build back as release 2 left it: its entry files, not the stage's config, the same bytes or a new file", async () => {
    const { clients, s3Mock, cloudfrontMock, site } = prodAccount();
    const results = await rollback(prodTarget(), clients);
    expect(results.at(-1)).toMatchObject({ route: WEB_BUILD, status: 'rolled back' });
    expect(site.latest('index.html')).toBe(siteFiles(2)['index.html']);
    expect(site.latest('sw.js')).toBe(siteFiles(2)['sw.js']);
    // The page put back finds the bundle it names: a release never deletes a hashed file.
    expect(site.latest('assets/app-2.js')).toBe('release 2');
    // The config names the live stack's resources; the manifest's bytes never changed; the new bundle harms no one.
    expect(site.latest('config.json')).toBe(siteFiles(3)['config.json']);
    expect(s3Mock.commandCalls(CopyObjectCommand).map((call) => call.args[0].input.Key)).toEqual(['index.html', 'sw.js']);
    expect(site.latest('assets/app-3.js')).toBe('release 3');
    expect(cloudfrontMock.commandCalls(CreateInvalidationCommand)[0].args[0].input.InvalidationBatch?.Paths).toEqual({
      Quantity: 2,
      Items: ['/index.html', '/sw.js'],
    });
    // Run again, it finds release 2's files live and leaves them.
    const again = await rollback(prodTarget(), clients);
    expect(again.at(-1)).toEqual({ route: WEB_BUILD, status: 'unchanged', detail: 'the last release changed none of its files' });
  });

  it('finds release 2’s files only because the site bucket keeps earlier versions (empty-handed otherwise)', async () => {
    expect(siteVersionsKept).toBeGreaterThanOrEqual(1);
    const { clients, site } = prodAccount();
    site.stored.splice(0, site.stored.length, ...site.stored.filter((v) => v.IsLatest)); // as an unversioned bucket holds them
    const results = await rollback(prodTarget(), clients);
    expect(results.at(-1)).toMatchObject({ route: WEB_BUILD, status: 'unchanged' });
    expect(site.latest('index.html')).toBe(siteFiles(3)['index.html']);
  });

  it('has nothing to go back to where a release deletes the version it replaces (as CloudFormation does unless retained)', async () => {
    expect(versionsRetained).toBe(true); // the prod template retains them, so the test above could go back
    const { clients } = prodAccount({ retained: false });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'failed',
      detail: 'ResourceNotFoundException: Function not found: cipherword-prod-submit-guess:2',
    });
  });

  it('moves a named route back over its own last rollout, whichever release made it, and only the routes named', async () => {
    const { clients, lambdaMock } = prodAccount();
    const results = await rollback(prodTarget(['get-credits', 'submit-guess']), clients);
    expect(results.map((r) => r.detail)).toEqual(['live: version 2 → 1', 'live: version 3 → 2']);
    expect(lambdaMock.commandCalls(UpdateAliasCommand).map((c) => c.args[0].input.FunctionName)).toEqual([
      fn('get-credits'),
      fn('submit-guess'),
    ]);
    expect(results.map((r) => r.route)).not.toContain(WEB_BUILD); // naming routes moves only them
  });

  it('leaves a route whose alias has moved since its last rollout (rolled back already), and says so', async () => {
    const { clients, live } = prodAccount();
    live.set(fn('submit-guess'), 2);
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'unchanged',
      detail: 'live is on version 2, not on version 3 that d-3-submit-guess moved it to: left as it is',
    });
  });

  it('never takes a rollback’s own deployment for a release: CloudFormation undoing a failed update moves new → old', async () => {
    const { clients, lambdaMock, live, rollouts } = prodAccount();
    // A fourth update failed: CloudFormation moved submit-guess to 4, then back to 3, with a deployment of its own.
    rollouts.set('d-4-submit-guess', { group: fn('submit-guess'), created: new Date(RELEASES[2].getTime() + 120_000), from: 3, to: 4 });
    rollouts.set('d-4-back-submit-guess', {
      group: fn('submit-guess'),
      created: new Date(RELEASES[2].getTime() + 180_000),
      from: 4,
      to: 3,
      creator: 'CloudFormationRollback',
    });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'unchanged',
      detail: 'live is on version 3, not on version 4 that d-4-submit-guess moved it to: left as it is',
    });
    expect(lambdaMock.commandCalls(UpdateAliasCommand)).toHaveLength(0);
    expect(live.get(fn('submit-guess'))).toBe(3);
  });

  it("stops a rollout still under way with CodeDeploy's own rollback instead of moving the alias under it", async () => {
    const { clients, lambdaMock, deployMock } = prodAccount();
    deployMock
      .on(ListDeploymentsCommand, {
        deploymentGroupName: 'cipherword-prod-submit-guess',
        includeOnlyStatuses: ['Created', 'Queued', 'InProgress', 'Ready'],
      })
      .resolves({ deployments: ['d-ABC123'] });
    const [result] = await rollback(prodTarget(['submit-guess']), clients);
    expect(result).toEqual({
      route: 'submit-guess',
      status: 'rollout stopped',
      detail: 'stopped d-ABC123: CodeDeploy shifts live back to version 3',
    });
    expect(deployMock.commandCalls(StopDeploymentCommand)[0].args[0].input).toEqual({
      deploymentId: 'd-ABC123',
      autoRollbackEnabled: true,
    });
    expect(lambdaMock.commandCalls(UpdateAliasCommand)).toHaveLength(0);
  });

  it('clears a canary split left without a rollout: every call back on the older version', async () => {
    const { clients, lambdaMock } = prodAccount();
    lambdaMock
      .on(GetAliasCommand)
      .resolves({ FunctionVersion: '2', RevisionId: 'rev-2', RoutingConfig: { AdditionalVersionWeights: { '3': 0.1 } } });
    const [result] = await rollback(prodTarget(['get-credits']), clients);
    expect(result.status).toBe('rolled back');
    expect(lambdaMock.commandCalls(UpdateAliasCommand)[0].args[0].input).toMatchObject({
      FunctionVersion: '2',
      RoutingConfig: { AdditionalVersionWeights: {} },
    });
  });

  it('reports a route it cannot roll back and still rolls back the others', async () => {
    const { clients, lambdaMock } = prodAccount();
    lambdaMock
      .on(GetAliasCommand, { FunctionName: 'cipherword-prod-use-helper' })
      .rejects(new ResourceNotFoundException({ message: 'Alias not found', $metadata: {} }));
    const target = prodTarget(['use-helper', 'submit-guess']);
    const results = await rollback(target, clients);
    expect(results).toEqual([
      { route: 'use-helper', status: 'failed', detail: 'ResourceNotFoundException: Alias not found' },
      { route: 'submit-guess', status: 'rolled back', detail: 'live: version 3 → 2' },
    ]);
    expect(rollbackReport(target, results)).toMatch(/1 part\(s\) not rolled back/);
  });

  it('refuses, before any call, a region other than the stage’s, an unknown route, dev, or no stage', () => {
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'prod' }, { AWS_REGION: 'us-east-1' })).toThrow(
      'AWS_REGION is us-east-1, but the prod stage lives in eu-west-1',
    );
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'prod', route: ['submit-gues'] }, {})).toThrow(
      /No route named submit-gues: the routes are /,
    );
    expect(() => rollbackTarget(cdkJsonContext, { stage: 'dev' }, {})).toThrow(/deploys all at once, with no aliases/);
    expect(() => rollbackTarget(cdkJsonContext, {}, {})).toThrow(/--stage prod .* is required/);
  });
});
