/**
 * `node --import tsx bin/on-lambda-node.ts <command> [arguments…]`: runs the command on the Node.js
 * the Lambdas run (local/lambda-node.ts), put first on PATH, so npm, Jest, tsc and every process they
 * start run on it too. `npm test` runs the suite through it: on a machine with another Node.js, the
 * suite still proves what AWS runs. Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { LAMBDA_NODE_MAJOR } from '../lib/bundling';
import { lambdaNodePath } from '../local/lambda-node';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node --import tsx bin/on-lambda-node.ts <command> [arguments…]');
  process.exit(2);
}
const node = lambdaNodePath();
const here = node === process.execPath ? 'this machine' : "npm's node package";
console.log(`Running "${[command, ...args].join(' ')}" on Node.js ${LAMBDA_NODE_MAJOR}, the Lambdas' runtime (${here}: ${node})`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32', // npm.cmd and the like run only through a shell there
  env: { ...process.env, PATH: [dirname(node), process.env.PATH].filter(Boolean).join(delimiter) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`Could not run ${command}: ${error.message}`);
  process.exit(1);
});
