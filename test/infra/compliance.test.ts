/**
 * AWS's Control Tower proactive controls (cfn-guard) on the synthesised stages: every finding is
 * fixed in the stack or covered by a reason in lib/compliance.ts that names its rule and speaks for
 * that resource; a new resource the reasons do not speak for fails the synth. (cfn-guard runs
 * offline: its binary and rules ship in the npm package.)
 */
import { App } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../bin/app';
import { ControlTowerChecks, reasonedFindings } from '../../lib/compliance';
import { stageConfig } from '../../lib/stage';
import { cdkJsonContext, TEST_REPOSITORY } from './synth';

/** One stage synthesised (without bundling), its templates checked by a plugin whose reasons we can inspect. */
function check(context: Record<string, string>, change?: (app: ReturnType<typeof buildApp>) => void) {
  const outdir = mkdtempSync(join(tmpdir(), 'cipherword-guard-'));
  try {
    const app = new App({
      outdir,
      context: { ...cdkJsonContext, repositoryUrl: TEST_REPOSITORY, 'aws:cdk:bundling-stacks': [], ...context },
    });
    const built = buildApp(app, {});
    change?.(built);
    let synthError: Error | undefined;
    try {
      app.synth();
    } catch (error) {
      synthError = error as Error;
    }
    const checks = new ControlTowerChecks(reasonedFindings(stageConfig(app.node, {})));
    const templatePaths = readdirSync(outdir)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => join(outdir, file));
    const report = checks.validate({ templatePaths, stackTemplates: [], appConstruct: app });
    return { report, checks, synthError };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const unreasoned = (report: ReturnType<typeof check>['report']) =>
  report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName}: ${r.resourceLogicalId}`));

describe('Control Tower proactive controls', () => {
  const stages = {
    prod: check({ stage: 'prod' }),
    dev: check({ stage: 'dev' }),
    'prod with a custom domain': check({
      stage: 'prod',
      domainName: 'play.example.com',
      hostedZoneId: 'Z0123',
      hostedZoneName: 'example.com',
    }),
  };

  it.each(Object.entries(stages))('leave no unreasoned finding on %s', (_name, { report, synthError }) => {
    expect(unreasoned(report)).toEqual([]);
    expect(synthError).toBeUndefined();
  });

  it('have no stale reason: each speaks for a resource on some stage', () => {
    const applied = new Set(Object.values(stages).flatMap(({ checks }) => [...checks.applied.keys()].map((r) => `${r.rule}: ${r.reason}`)));
    const all = new Set(Object.values(stages).flatMap(({ checks }) => checks.reasons.map((r) => `${r.rule}: ${r.reason}`)));
    expect([...all].filter((reason) => !applied.has(reason))).toEqual([]);
  });

  it('keep prod logs a year, the alarm key granting only for AWS resources, and the access logs versioned', () => {
    const fixed = [
      'cloudwatch_log_group_retention_period_check',
      'kms_create_grant_aws_service_check',
      's3_bucket_versioning_enabled_check',
    ];
    const { checks } = stages.prod;
    expect([...checks.applied.keys()].map((reason) => reason.rule).filter((rule) => fixed.includes(rule))).toEqual([]);
  });

  it('fail the synth for a new resource no reason speaks for, even under a rule with reasons', () => {
    const { report, synthError } = check({ stage: 'prod' }, ({ game }) => {
      new Bucket(game, 'Uploads'); // not the site's buckets: the S3 reasons do not cover it
    });
    expect(unreasoned(report)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^s3_bucket_versioning_enabled_check: Uploads/),
        expect.stringMatching(/^s3_event_notifications_enabled_check: Uploads/),
      ]),
    );
    expect(synthError?.message).toMatch(/CT\.S3\.PR/);
  });
});
