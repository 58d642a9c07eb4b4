/**
 * The initial JavaScript of the production web build (built once for the run by the infra project's
 * global setup) within its budget, gzip (lib/web-initial-assets.ts): a change that puts more code
 * before the game works fails here, with the figure.
 */
import { join } from 'node:path';
import { PREBUILT_WEB_ENV } from '../../lib/web-build';
import { LANGUAGE_CODES } from '../../lambdas/domain/languages';
import { INITIAL_JS_BUDGET_KB, initialAssets } from '../../lib/web-initial-assets';

const dist = process.env[PREBUILT_WEB_ENV] ?? join(__dirname, '..', '..', 'web', 'dist');

describe('the web app’s first load', () => {
  it.each(LANGUAGE_CODES)(
    `needs at most ${INITIAL_JS_BUDGET_KB} KB of JavaScript, gzip, in %s (with that language's first texts)`,
    (language) => {
      const { js } = initialAssets(dist, language);
      const gzipKb = js.gzip / 1024;
      const figure = `${gzipKb.toFixed(1)} KB gzip in ${js.files} files and the inline boot script`;
      console.log(`initial JavaScript in ${language}: ${figure} (budget ${INITIAL_JS_BUDGET_KB} KB)`);
      if (gzipKb > INITIAL_JS_BUDGET_KB)
        throw new Error(
          `initial JavaScript is ${figure}, over its ${INITIAL_JS_BUDGET_KB} KB budget: ` +
            'move what the first paint does not need behind a dynamic import',
        );
    },
  );

  it('is the entry and its chunks, which the boot script requests (so the figure above counts real files)', () => {
    const { js, lazyScripts } = initialAssets(dist);
    expect(js.files).toBeGreaterThanOrEqual(1);
    expect(lazyScripts.length).toBeGreaterThan(0);
  });

  it("downloads its own language's texts only: every other language's are loaded on demand", () => {
    for (const language of LANGUAGE_CODES) {
      const { lazyScripts } = initialAssets(dist, language);
      const others = LANGUAGE_CODES.filter((other) => other !== language).map((other) => initialAssets(dist, other).firstTexts);
      expect(new Set(others).size).toBe(LANGUAGE_CODES.length - 1); // a chunk each
      for (const file of others) expect(lazyScripts).toContain(file.replace('/assets/', ''));
    }
  });
});
