/**
 * What the keyboard's browser tests share (test/e2e/keyboards.test.ts, test/e2e/languages.test.ts):
 * the phones and themes they run on, the keys on screen, and whether the keyboard fits the phone.
 */
import type { Page } from 'playwright-core';

export const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
] as const;

/** Each phone in both themes: [width, height, scheme, viewport], as describeInBrowser.each takes them. */
export const PHONE_CASES = PHONES.flatMap((viewport) =>
  (['light', 'dark'] as const).map((scheme) => [viewport.width, viewport.height, scheme, viewport] as const),
);

/** The keys on screen, row by row, as their letters (Enter and ⌫ by name). */
export const keyRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=keyboard] .keyboard-row')].map((row) =>
      [...row.querySelectorAll<HTMLElement>('.key')].map((key) => key.dataset.key).join(' '),
    ),
  );

/** Whether the keyboard fits the phone: keys outside the viewport, sideways overflow, the shortest key. */
export const fit = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const keys = [...document.querySelectorAll<HTMLElement>('.key')];
    const outside = keys.filter((key) => {
      const r = key.getBoundingClientRect();
      return r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5;
    });
    return {
      keysOutside: outside.map((key) => key.dataset.key),
      overflowX: document.documentElement.scrollWidth - innerWidth,
      touchTargets: keys.every((key) => key.getBoundingClientRect().height >= 44),
    };
  });
