/**
 * What the compliance checks cost a synth: `cdk synth` of prod (bundling included, as a deploy
 * does), timed whole, and the Control Tower checks (cfn-guard over the three templates) timed on
 * their own over the same templates. The ratio is the synth with the checks to the synth without.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { ControlTowerChecks, reasonedFindings } from '../../lib/compliance';
import { median, table } from '../stats';

const ROOT = join(__dirname, '..', '..');
const RUNS = 3;

export function measureSynth(): string {
  const rows: string[][] = [];
  const totals: number[] = [];
  const guards: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const outdir = mkdtempSync(join(tmpdir(), 'cipherword-bench-synth-'));
    try {
      const started = performance.now();
      execFileSync(join(ROOT, 'node_modules', '.bin', 'cdk'), ['synth', '-c', 'stage=prod', '--quiet', '--no-notices', '-o', outdir], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      const total = (performance.now() - started) / 1000;
      const templatePaths = readdirSync(outdir)
        .filter((file) => file.endsWith('.template.json'))
        .map((file) => join(outdir, file));
      const app = new App();
      const checks = new ControlTowerChecks(reasonedFindings({ stage: 'prod', customDomain: undefined }));
      const guardStarted = performance.now();
      const report = checks.validate({ templatePaths, stackTemplates: [], appConstruct: app });
      const guard = (performance.now() - guardStarted) / 1000;
      totals.push(total);
      guards.push(guard);
      rows.push([String(run + 1), `${total.toFixed(1)} s`, `${guard.toFixed(2)} s`, String(report.violations.length)]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }
  const total = median(totals);
  const guard = median(guards);
  const ratio = (total / (total - guard)).toFixed(2);
  return `## Synth with the compliance checks

\`cdk synth -c stage=prod\` (three stacks, every handler bundled, cdk-nag and the Control Tower checks), ${RUNS} runs;
the Control Tower checks (cfn-guard 3.1 over the three templates, lib/compliance.ts) timed again on their own over
the same templates. Target: the synth within 1.5× the synth without the checks.

${table(['run', 'cdk synth (prod)', 'Control Tower checks', 'unreasoned findings'], rows)}

Median: synth ${total.toFixed(1)} s, of which the checks ${guard.toFixed(2)} s: **${ratio}×** the synth without them.`;
}
