/**
 * Playing in a language's own page (docs/product.md, "Languages"), in real Chromium on 320×568 and
 * 375×667 touch phones in both themes: `/es/` plays the Spanish code on a QWERTY keyboard with Ñ,
 * `/fr/` the French code on AZERTY; the page says its language and speaks it (header, keys, result,
 * the code's meaning, the shared text); the winning row shows the code as it is written; the English
 * game at `/` is another game; a reload keeps the language's game; links stay in the language.
 * Codes are read from the word lists of the day, never written here. SCREENSHOTS_DIR keeps the pictures.
 */
import type { Page } from 'playwright-core';
import { asWritten, evaluateGuess } from '../../lambdas/domain/evaluation';
import { asReturningPlayer, describeInBrowser, openGame } from '../support/browser';
import { noticeShown, rowText, scored, settled, shareTarget } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { codeOf, tapWord } from '../support/language-play';
import { fit, keyRows, PHONE_CASES } from '../support/phone-keyboard';
import { pageOverflow } from '../support/axe';
import { PAGE_TEXTS } from '../support/page-texts';
import { photograph } from '../support/screenshots';

const { harness, zone } = browserTestFile();

/** Whether the header's title is whole: not cut, not under the actions beside it (a longer Sign In took its room once). */
const titleWhole = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('.site-header h1')!;
    const link = title.querySelector('a')!.getBoundingClientRect();
    return title.scrollWidth <= title.clientWidth && link.right <= document.querySelector('.header-actions')!.getBoundingClientRect().left;
  });

/** Whether the board's title and level fit one line (French's longer title wrapped at 320 px once, moving the board down). */
const boardHeaderOnOneLine = (page: Page) =>
  page.evaluate(() => {
    const [title, level] = [document.querySelector('.board-header h2')!, document.querySelector('#board-level')!];
    const lineHeight = (element: Element) => parseFloat(getComputedStyle(element).fontSize) * 1.6;
    return title.getBoundingClientRect().height < lineHeight(title) && level.getBoundingClientRect().height < lineHeight(level);
  });

const LANGUAGE_PAGES = [
  {
    language: 'es',
    path: '/es/',
    rows: ['Q W E R T Y U I O P', 'A S D F G H J K L Ñ', 'ENTER Z X C V B N M BACK'],
    words: {
      challenge: /^Desafío del (lunes|martes|miércoles|jueves|viernes|sábado|domingo) · Código de hoy: \d+ letras$/,
      enterKey: 'ENVIAR',
      won: '¡Código descifrado!',
      dictionary: (code: string) => `https://dle.rae.es/${encodeURIComponent(code)}`,
      copyLink: 'Copiar enlace',
      copied: 'Resultado copiado al portapapeles',
      shared: /^CIPHERWORD \((lunes|martes|miércoles|jueves|viernes|sábado|domingo)\) - \d+ letras\nResuelto en 2\/6 intentos\n/,
      playAt: 'Juega en: ',
      settings: ['Ajustes', 'Teclado', 'Alfabético'],
      close: 'Cerrar',
    },
  },
  {
    language: 'fr',
    path: '/fr/',
    rows: ['A Z E R T Y U I O P', 'Q S D F G H J K L M', 'ENTER W X C V B N BACK'],
    words: {
      challenge: /^Défi du (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) · Code du jour\u00a0: \d+ lettres$/,
      enterKey: 'ENTRÉE',
      won: 'Code déchiffré avec succès\u00a0!',
      dictionary: (code: string) => `https://fr.wiktionary.org/wiki/${encodeURIComponent(code)}`,
      copyLink: 'Copier le lien',
      copied: 'Résultat copié dans le presse-papiers',
      shared: /^CIPHERWORD \((lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\) - \d+ lettres\nRésolu en 2\/6 essais\n/,
      playAt: 'Jouez sur\u00a0: ',
      settings: ['Réglages', 'Clavier', 'Alphabétique'],
      close: 'Fermer',
    },
  },
] as const;

describeInBrowser.each(PHONE_CASES)('a language of its own on a %i × %i phone, %s', (width, _height, scheme, viewport) => {
  it.each(LANGUAGE_PAGES)(
    '$path plays the $language code on its keyboard, the win row as the code is written; / is another game; a reload keeps it',
    async ({ language, path, rows, words }) => {
      const context = await asReturningPlayer(
        await harness.newContext({ viewport, colorScheme: scheme, phone: true, timezoneId: zone.timezoneId }),
      );
      const page = await openGame(context, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await keyRows(page)).toEqual(rows);
      // The page speaks its language, from the first texts on.
      expect(await page.getByTestId('challenge').textContent()).toMatch(words.challenge);
      expect(await page.locator('[data-testid=keyboard] [data-key=ENTER]').textContent()).toBe(words.enterKey);
      expect(await titleWhole(page)).toBe(true);
      expect(await boardHeaderOnOneLine(page)).toBe(true);
      expect(await fit(page)).toEqual({ keysOutside: [], overflowX: 0, touchTargets: true });
      // Links inside the page stay in its language.
      expect(await page.locator('header a[href$="/archive"]').first().getAttribute('href')).toBe(`${path}archive`);

      const { written, played, miss } = await codeOf(language, zone.tzOffset);
      await tapWord(page, miss);
      await scored(page, 0);
      // A miss's row as scored: a letter in place shows as the code writes it.
      const missRow = asWritten(evaluateGuess(miss, played), written)
        .map((tile) => tile.letter)
        .join('');
      expect(await rowText(page, 0)).toBe(missRow);
      await tapWord(page, played);
      await scored(page, 1);
      expect(await rowText(page, 1)).toBe(written.toUpperCase());
      // The result in the language; a Spanish or French code's meaning is its dictionary's entry, in a new tab (never an English gloss).
      expect(await page.locator('#result-title').textContent()).toBe(words.won);
      const meaning = page.getByTestId('code-meaning');
      await meaning.waitFor();
      expect(await meaning.locator('strong').textContent()).toBe(written.toUpperCase());
      const entry = meaning.getByTestId('code-dictionary');
      expect([await entry.getAttribute('href'), await entry.getAttribute('target')]).toEqual([words.dictionary(written), '_blank']);
      await photograph(page, `language-${language}-${width}-${scheme}.png`);
      // Shared in the language, with the English text's structure, to the language's page.
      await (await shareTarget(page, words.copyLink)).tap();
      await noticeShown(page, words.copied);
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      expect(shared).toMatch(words.shared);
      expect(shared.split('\n').at(-1)).toBe(`${words.playAt}${new URL(page.url()).origin}${path}`);
      // Settings in the language too: its title, and a layout's name.
      const [settingsTitle, keyboardLegend, alphabetical] = words.settings;
      await page.locator('header').getByRole('button', { name: settingsTitle }).tap();
      const settings = page.getByRole('dialog', { name: settingsTitle });
      await settings.getByRole('group', { name: keyboardLegend }).getByRole('radio', { name: alphabetical }).waitFor();
      await photograph(page, `language-${language}-settings-${width}-${scheme}.png`);
      await settings.getByRole('button', { name: words.close }).tap();
      await settings.waitFor({ state: 'detached' });

      // The English game of the day is another game: nothing played there.
      const english = await openGame(context, '/');
      expect(await english.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await titleWhole(english)).toBe(true);
      expect(await rowText(english, 0)).toBe('');
      await english.close();

      await page.reload();
      await page.locator('.grid:not([data-shell])').waitFor();
      await settled(page);
      expect(await rowText(page, 1)).toBe(written.toUpperCase());

      // The archive's page in the language too (signed out: what it holds, and the way in).
      const { archive } = PAGE_TEXTS[language];
      await page.goto(`${path}archive`);
      await page.getByRole('heading', { level: 1, name: archive.title }).waitFor();
      const lastWeek = page.getByRole('list', { name: archive.teaser.lastSeven });
      expect(await lastWeek.locator('.archive-length').first().textContent()).toMatch(
        new RegExp(`^${archive.letters(7).replace('7', '\\d+')}$`),
      );
      await page.getByRole('button', { name: archive.teaser.signIn }).waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await photograph(page, `language-${language}-archive-${width}-${scheme}.png`);
    },
    180_000,
  );
});

describeInBrowser("the one-time offer of the browser's language, on a 320 × 568 phone", () => {
  const viewport = { width: 320, height: 568 };
  /** A first visit with a browser in `locale`: the instructions shown, then closed with a tap, as a player does. */
  /** The instructions' title and Close button on each page. */
  const INSTRUCTIONS = { '/': ['How to decrypt', 'Close'], '/es/': ['Cómo descifrar', 'Cerrar'] } as const;
  async function firstVisit(locale: string, path: keyof typeof INSTRUCTIONS = '/') {
    const context = await harness.newContext({ viewport, phone: true, timezoneId: zone.timezoneId, locale });
    const page = await context.newPage();
    await page.goto(path);
    const [title, close] = INSTRUCTIONS[path];
    const instructions = page.getByRole('dialog', { name: title });
    await instructions.waitFor();
    await settled(page);
    await instructions.getByRole('button', { name: close }).tap();
    await instructions.waitFor({ state: 'detached' });
    await page.locator('.grid:not([data-shell])').waitFor();
    await settled(page);
    return { context, page };
  }
  const offer = (page: Page) => page.locator('.notice-long[lang]');

  it('offers Spanish to a Spanish browser once, in Spanish; a tap opens the Spanish page, which offers nothing', async () => {
    const { context, page } = await firstVisit('es-MX');
    await expect(offer(page).getAttribute('lang')).resolves.toBe('es');
    expect(await offer(page).locator('p').textContent()).toBe('CIPHERWORD también se juega en español.');
    await photograph(page, 'language-offer-es-320-light.png');
    await offer(page).getByRole('button', { name: 'Jugar en español' }).tap();
    await page.waitForURL('**/es/');
    await page.locator('.grid:not([data-shell])').waitFor();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await offer(page).count()).toBe(0);
    // Back at the English page: never sent away again, never asked again.
    const english = await openGame(context, '/');
    expect(await offer(english).count()).toBe(0);
    expect(new URL(english.url()).pathname).toBe('/');
  }, 120_000);

  it('asks a French browser once: closed, the offer does not come back', async () => {
    const { context, page } = await firstVisit('fr-FR');
    expect(await offer(page).locator('p').textContent()).toBe('CIPHERWORD se joue aussi en français.');
    await offer(page).getByRole('button', { name: 'Close notice' }).tap();
    await offer(page).waitFor({ state: 'detached' });
    const again = await openGame(context, '/');
    expect(await offer(again).count()).toBe(0);
    expect(new URL(again.url()).pathname).toBe('/');
  }, 120_000);

  it('offers nothing to an English browser on the English page, and English to it on the Spanish page', async () => {
    const { page } = await firstVisit('en-GB');
    expect(await page.getByTestId('notices').locator('.notice-long').count()).toBe(0);
    const { page: spanish } = await firstVisit('en-GB', '/es/');
    expect(await offer(spanish).locator('p').textContent()).toBe('CIPHERWORD is also played in English.');
  }, 120_000);
});
