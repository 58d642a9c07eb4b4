/**
 * Lighthouse (its Node API) in Debian's Chromium, default mobile profile (simulated slow 4G, 4× CPU
 * slowdown), median of 5 runs each of a first visit (storage and cache cleared: the instructions
 * open) and of a returning visit (instructions seen, cookies decided, HTTP cache warm).
 */
import { chromium } from 'playwright-core';
import { median, table } from '../stats';

export const LIGHTHOUSE_RUNS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Scores {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** A returning player's browser: the game loaded once, the first-visit and cookie choices stored. */
async function becomeReturningPlayer(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.setItem('first-visit-done', 'true');
    localStorage.setItem('cookie-consent', 'accepted');
  });
  await page.reload();
  await page.getByRole('heading', { name: 'DECRYPTION MATRIX' }).waitFor();
  await page.close();
}

async function run(url: string, returning: boolean): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (returning) await becomeReturningPlayer(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: returning,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    return {
      performance: (categories.performance.score ?? 0) * 100,
      accessibility: (categories.accessibility.score ?? 0) * 100,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(url: string): Promise<string> {
  const visits = { first: [] as Scores[], returning: [] as Scores[] };
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      visits.first.push(await run(url, false));
      visits.returning.push(await run(url, true));
    }
  } catch (error) {
    return `## Lighthouse\n\nLighthouse did not run (${(error as Error).message.split('\n')[0]}); is ${CHROMIUM} installed?`;
  }
  const m = (list: Scores[], key: keyof Scores) => median(list.map((s) => s[key]));
  const row = (label: string, key: keyof Scores, format: (v: number) => string) => [
    label,
    format(m(visits.first, key)),
    format(m(visits.returning, key)),
  ];
  return `## Lighthouse (mobile)

Median of ${LIGHTHOUSE_RUNS} runs of each visit of \`/\`, Lighthouse's default mobile profile (simulated slow 4G, 4× CPU
slowdown) in Debian's Chromium. First visit: nothing stored (the instructions open). Returning visit: instructions
seen, cookies decided, HTTP cache warm. Targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms.

${table(
  ['metric', 'first visit', 'returning visit'],
  [
    row('performance score', 'performance', (v) => `**${v.toFixed(0)}**`),
    row('accessibility score', 'accessibility', (v) => v.toFixed(0)),
    row('largest contentful paint', 'lcp', (v) => `${(v / 1000).toFixed(2)} s`),
    row('total blocking time', 'tbt', (v) => `${v.toFixed(0)} ms`),
    row('cumulative layout shift', 'cls', (v) => v.toFixed(3)),
  ],
)}`;
}
