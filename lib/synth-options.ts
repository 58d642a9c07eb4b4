/**
 * Context settings the test suite gives its syntheses (test/infra/synth.ts), never a deploy: what a
 * synthesis whose templates the tests read may leave out, or keep for them.
 */
import type { Node } from 'constructs';

export const SYNTH_OPTIONS = {
  /**
   * 'off': no cdk-nag and no Control Tower checks. Only for a variant of a stage whose checks the
   * suite runs on another synthesis (a second certificate, other webhook addresses): a deploy checks.
   */
  checks: 'cipherword:checks',
  /** true: esbuild's metafile (index.meta.json) beside each handler's bundle, so the bundle budgets read what is inside. */
  bundleMetafile: 'cipherword:bundleMetafile',
} as const;

export const checksWanted = (node: Node): boolean => node.tryGetContext(SYNTH_OPTIONS.checks) !== 'off';
export const bundleMetafileWanted = (node: Node): boolean => {
  const wanted: unknown = node.tryGetContext(SYNTH_OPTIONS.bundleMetafile);
  return wanted === true || wanted === 'true';
};
