/**
 * The Node.js the Lambdas run (package.json's `engines`, LAMBDA_NODE_MAJOR), found on this machine:
 * this very process when it is that major, else npm's `node` package of it (its platform binaries,
 * fetched once from the npm registry into npm's cache). The test suite (bin/on-lambda-node.ts) and
 * the benchmark's servers run on it, so what they measure and prove is what AWS runs.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LAMBDA_NODE_MAJOR } from '../lib/bundling';

const ROOT = join(__dirname, '..');

let found: string | undefined;

/** The path of a Node.js of the Lambdas' major version; throws naming what failed. */
export function lambdaNodePath(): string {
  if (found) return found;
  if (process.versions.node.split('.')[0] === String(LAMBDA_NODE_MAJOR)) return (found = process.execPath);
  // Windows runs npm.cmd only through a shell.
  const asked = spawnSync('npm', ['exec', '--yes', `--package=node@${LAMBDA_NODE_MAJOR}`, '--', 'node', '-p', 'process.execPath'], {
    cwd: ROOT,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  const path = asked.stdout?.trim();
  if (asked.status !== 0 || !path)
    throw new Error(`no Node.js ${LAMBDA_NODE_MAJOR} here, and npm's node@${LAMBDA_NODE_MAJOR} could not be fetched: ${asked.stderr}`);
  return (found = path);
}
