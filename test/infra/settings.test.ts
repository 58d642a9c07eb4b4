/**
 * The pieces of the CDK app that decide without synthesising: the stage settings (cdk.json and the
 * command line), the bootstrap qualifier the nag acknowledgements name, and how each built web file
 * is published.
 */
import { App, Stack } from 'aws-cdk-lib';
import { bootstrapQualifier } from '../../lib/nag-suppressions';
import { stageConfig, stageSettings } from '../../lib/stage';
import { classifyWebFile } from '../../lib/web-build';
import { cdkJsonContext } from './synth';

const configWith = (context: Record<string, unknown>) => stageConfig(new App({ context: { ...cdkJsonContext, ...context } }).node, {});

describe('stage settings', () => {
  it('come from cdk.json for the stage, a -c value overriding one of them', () => {
    const committed = (cdkJsonContext.stages as Record<string, Record<string, unknown>>).prod;
    const lookup = (context: Record<string, unknown>) => (key: string) => ({ ...cdkJsonContext, ...context })[key];
    expect(stageSettings(lookup({}), 'prod').authDomainPrefix).toBe(committed.authDomainPrefix);
    expect(stageSettings(lookup({}), 'prod').wafRateLimit).toBe(String(committed.wafRateLimit));
    expect(stageSettings(lookup({ wafRateLimit: '5000' }), 'prod').wafRateLimit).toBe('5000');
  });

  it('make prod retained, protected, canaried; dev disposable and all at once', () => {
    const prod = configWith({ stage: 'prod' });
    const dev = configWith({ stage: 'dev' });
    expect([prod.removalPolicy, prod.terminationProtection, prod.rollout]).toEqual(['retain-on-update-or-delete', true, 'canary']);
    expect([dev.removalPolicy, dev.terminationProtection, dev.rollout]).toEqual(['destroy', false, 'all-at-once']);
  });

  it('refuse a stage without a Google client id, naming where to set it', () => {
    const stages = { dev: { authDomainPrefix: 'x' } };
    expect(() => configWith({ stages })).toThrow(/dev stage has no "googleClientId".*context\.stages\.dev/);
  });

  it('refuse a prod stage with no pager unless "none" is written on purpose, and a fallback phone not in E.164', () => {
    const stages = cdkJsonContext.stages as Record<string, Record<string, unknown>>;
    const { pager, ...unpaged } = stages.prod;
    expect(pager).toBe('pagerduty'); // committed: prod pages a person
    expect(() => configWith({ stage: 'prod', stages: { ...stages, prod: unpaged } })).toThrow(
      /The prod stage has no "pager": set pagerduty or opsgenie \(docs\/deploy.md\), or "none" on purpose/,
    );
    expect(configWith({ stage: 'prod', pager: 'none' }).pager).toBeUndefined();
    expect(configWith({ stage: 'dev' }).pager).toBeUndefined(); // dev e-mails, by default
    expect(() => configWith({ stage: 'prod', pagerFallbackPhone: '07700 900123' })).toThrow(
      /"pagerFallbackPhone" must be a phone number in E.164/,
    );
    expect(configWith({ stage: 'prod', pagerFallbackPhone: '+447700900123' }).pagerFallbackPhone).toBe('+447700900123');
  });

  it('refuse half a hosted zone, or a zone without a domain', () => {
    expect(() => configWith({ domainName: 'play.example.com', hostedZoneId: 'Z1' })).toThrow(/both "hostedZoneId" and "hostedZoneName"/);
    expect(() => configWith({ hostedZoneId: 'Z1', hostedZoneName: 'example.com' })).toThrow(/no "domainName"/);
  });

  it('link the runbook on the repository’s pages', () => {
    const config = configWith({ repositoryUrl: 'https://github.com/example/cipherword/' });
    expect(config.runbookUrl('api-5xx-rate')).toBe('https://github.com/example/cipherword/blob/main/docs/runbook.md#api-5xx-rate');
  });
});

describe('the bootstrap qualifier', () => {
  it("is read from the app's context, not assumed", () => {
    expect(bootstrapQualifier(new Stack(new App({ context: { '@aws-cdk/core:bootstrapQualifier': 'team42' } }), 'S'))).toBe('team42');
    expect(bootstrapQualifier(new Stack(new App(), 'S'))).toBe('hnb659fds'); // CDK's default
  });
});

describe('publishing the web build', () => {
  const publicFiles = new Set(['favicon.svg', 'assets/privacy-policy.md', 'assets/terms-of-service.md']);

  it.each([
    ['assets/index-BxQ3k9aZ.js', 'hashed'],
    ['assets/index-D4r_x2Lm.css', 'hashed'],
    ['index.html', 'entry'],
    ['config.json', 'entry'],
    ['sw.js', 'entry'],
    ['manifest.webmanifest', 'entry'],
    ['favicon.svg', 'entry'],
    ['assets/privacy-policy.md', 'entry'],
    ['assets/index-BxQ3k9aZ.js.map', 'unpublished'],
    ['sw.js.map', 'unpublished'],
  ])('%s is %s', (file, kind) => {
    expect(classifyWebFile(file, publicFiles)).toBe(kind);
  });
});
