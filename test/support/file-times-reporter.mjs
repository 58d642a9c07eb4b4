/**
 * A Jest reporter for `npm run bench -- suite` (bench/measure/suite.ts): when CIPHERWORD_TEST_TIMES
 * names a file, each test file's time (from Jest's own start and end of it) is written there as JSON
 * at the end of the run, so the bench can name the slowest files. Plain JavaScript: Jest loads
 * reporters without transforming them.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

class FileTimesReporter {
  constructor(globalConfig, { file }) {
    this.rootDir = globalConfig.rootDir;
    this.file = file;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((result) => ({
      file: relative(this.rootDir, result.testFilePath),
      project: result.displayName?.name ?? '',
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
      tests: result.numPassingTests + result.numFailingTests,
      failed: result.numFailingTests > 0 || result.testExecError !== undefined,
    }));
    writeFileSync(this.file, JSON.stringify(files, null, 2));
  }
}

export default FileTimesReporter;
