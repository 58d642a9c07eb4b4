/**
 * AWS's Control Tower proactive controls (cfn-guard) on the synthesised stages: every finding is
 * fixed in the stack or covered by a reason in lib/compliance.ts that names its rule and speaks for
 * that resource; a new resource the reasons do not speak for fails the synth. (cfn-guard runs
 * offline: its binary and rules ship in the npm package.)
 */
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ControlTowerChecks, reasonedFindings } from '../../lib/compliance';
import { stageConfig } from '../../lib/stage';
import { type ConfigurationName } from './configurations';
import { assembly, cdkJsonContext, SYNTHESES_WAIT_MS, type Synthesized } from './synth';

/** Each checked stage, read from its synthesis: the Control Tower checks as that synth's own plugin ran them. */
const STAGES: Record<string, ConfigurationName> = { prod: 'prod', dev: 'dev', 'prod with a custom domain': 'prod-custom-domain' };
const stages = new Map<string, Synthesized>();
beforeAll(async () => {
  for (const [name, configuration] of Object.entries(STAGES)) stages.set(name, await assembly(configuration));
}, SYNTHESES_WAIT_MS);

/**
 * A one-stack prod app with one new resource, checked by the plugin with prod's reasons: what a
 * change that adds a resource meets, without synthesising the whole app again.
 */
function checkNewResource(add: (stack: Stack) => void) {
  const outdir = mkdtempSync(join(tmpdir(), 'cipherword-guard-'));
  try {
    const app = new App({ outdir, context: { ...cdkJsonContext, stage: 'prod' } });
    add(new Stack(app, 'Game'));
    const checks = new ControlTowerChecks(reasonedFindings(stageConfig(app.node, {})));
    Validations.of(app).addPlugins(checks);
    let synthError: Error | undefined;
    try {
      app.synth();
    } catch (error) {
      synthError = error as Error;
    }
    return { unreasoned: checks.unreasoned, synthError };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const reasonText = ({ rule, reason }: { rule: string; reason: string }) => `${rule}: ${reason}`;

describe('Control Tower proactive controls', () => {
  it.each(Object.keys(STAGES))('leave no unreasoned finding on %s', (name) => {
    const { compliance, error } = stages.get(name)!;
    expect(compliance.checked).toBe(true);
    expect(compliance.unreasoned).toEqual([]);
    expect(error).toBeUndefined();
  });

  it('have no stale reason: each speaks for a resource on some stage', () => {
    const applied = new Set([...stages.values()].flatMap(({ compliance }) => compliance.applied.map(reasonText)));
    const all = new Set([...stages.values()].flatMap(({ compliance }) => compliance.reasons.map(reasonText)));
    expect([...all].filter((reason) => !applied.has(reason))).toEqual([]);
  });

  it('keep prod logs a year, the alarm key granting only for AWS resources, and the access logs versioned', () => {
    const fixed = [
      'cloudwatch_log_group_retention_period_check',
      'kms_create_grant_aws_service_check',
      's3_bucket_versioning_enabled_check',
    ];
    const { compliance } = stages.get('prod')!;
    expect(compliance.applied.map((reason) => reason.rule).filter((rule) => fixed.includes(rule))).toEqual([]);
  });

  it('fail the synth for a new resource no reason speaks for, even under a rule with reasons', () => {
    const { unreasoned, synthError } = checkNewResource((stack) => {
      new Bucket(stack, 'Uploads'); // not the site's buckets: the S3 reasons do not cover it
    });
    expect(unreasoned).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^s3_bucket_versioning_enabled_check: Uploads/),
        expect.stringMatching(/^s3_event_notifications_enabled_check: Uploads/),
      ]),
    );
    expect(synthError?.message).toMatch(/CT\.S3\.PR/);
  });
});
