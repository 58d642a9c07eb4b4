/**
 * Jest's own order (failed first, then slowest first by the last run's times, else largest first),
 * with the infra project's files moved to the end: they read syntheses that one process makes
 * beside the other tests (test/support/synthesize-once.ts), so by the time they start there is
 * nothing left to wait for, and no worker sits idle waiting while other files could run.
 * Plain JavaScript: Jest loads its sequencer without transforming it.
 */
import TestSequencer from '@jest/test-sequencer';

const Sequencer = TestSequencer.default ?? TestSequencer;
const isInfra = (test) => test.context.config.displayName?.name === 'infra';

export default class InfraLastSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => !isInfra(test)), ...sorted.filter(isInfra)];
  }
}
