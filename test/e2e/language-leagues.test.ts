/**
 * A league in a language's own pages (docs/product.md, "Languages" and "Leagues"), in real Chromium
 * on a 320×568 touch phone in both themes, axe clean: on `/es/` (and `/fr/`) Ada signs in, creates a
 * league, which plays the Spanish (French) code, and shares its invite; Bo opens the invite signed
 * out, reads it in the language, signs in and joins; Bo plays the language's code of the day on its
 * keyboard and wins; both read the league's page in the language: Bo's result, places and tables.
 * Codes are read from the word lists of the day, never written here. SCREENSHOTS_DIR keeps the pictures.
 */
import type { LanguageCode } from '../../lambdas/domain/languages';
import { pageOverflow, seriousViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { noticeShown, scored, settled } from '../support/browser-play';
import { browserTestFile } from '../support/browser-test-file';
import { codeOf, tapWord } from '../support/language-play';
import { PAGE_TEXTS } from '../support/page-texts';
import { photograph } from '../support/screenshots';

const { accounts, zone } = browserTestFile();
const PHONE = { width: 320, height: 568 };

/** Each language's page and a league named as its players would. */
const LEAGUE_PAGES = [
  { language: 'es', league: 'Oficina' },
  { language: 'fr', league: 'Bureau' },
] as const;

describeInBrowser.each(['light', 'dark'] as const)('a league in its language on a 320 × 568 phone (%s theme)', (scheme) => {
  it.each(LEAGUE_PAGES)(
    'on /$language/: created, its invite read and joined in the language, and both games compared there',
    async ({ language, league }) => {
      const t = PAGE_TEXTS[language as LanguageCode];
      const home = `/${language}/`;
      // Bo's place once Bo has won, the first member to play: "1.º por ahora", "1er pour l’instant".
      const place = t.play.leagues.place(t.play.leagues.ordinal(1, 'one'), 1, true);
      const [ada, bo] = [
        { ...accounts.newUser(), name: 'Ada Lovelace' },
        { ...accounts.newUser(), name: 'Bo Diddley' },
      ];
      // Ada signs in on the language's page and creates the league from its Leagues page.
      const aContext = await accounts.newDevice({ colorScheme: scheme, viewport: PHONE, phone: true });
      const a = await accounts.openGame(aContext, home);
      await accounts.signIn(a, ada, language);
      await a.goto(`${home}leagues`);
      await a.getByRole('heading', { level: 1, name: t.leagues.list.title }).waitFor();
      await a.getByLabel(t.leagues.list.newLeague).fill(league);
      await a.getByRole('button', { name: t.leagues.list.create }).tap();
      await a.getByRole('heading', { level: 1, name: league }).waitFor();
      await a.getByTestId('league-member').first().waitFor();
      expect(await a.evaluate(() => document.documentElement.lang)).toBe(language);
      const leaguePath = new URL(a.url()).pathname;
      expect(leaguePath.startsWith(`${home}leagues/`)).toBe(true);
      await a.getByRole('button', { name: t.leagues.league.shareInvite }).tap();
      await noticeShown(a, t.play.leagues.inviteCopied);
      const invite = await a.evaluate(() => navigator.clipboard.readText());
      // The invite opens the league's language's pages.
      expect(new URL(invite).pathname).toMatch(new RegExp(`^${home}leagues/join/[A-Za-z0-9_-]{16}$`));
      expect(await seriousViolations(a)).toEqual([]);
      expect(await pageOverflow(a)).toBeLessThanOrEqual(0);

      // Bo opens it signed out: the invitation in the language, and the way in.
      const bContext = await accounts.newDevice({ colorScheme: scheme, viewport: PHONE, phone: true });
      const b = await bContext.newPage();
      await b.goto(new URL(invite).pathname);
      const invitation = b.getByTestId('invitation');
      await invitation.waitFor();
      expect(await invitation.textContent()).toBe(
        t.leagues.join.invitation('Ada', league, t.leagues.members(1), t.play.languages[language]),
      );
      expect(await seriousViolations(b)).toEqual([]);
      await photograph(b, `league-invite-${language}-320-${scheme}.png`);
      await b.getByRole('button', { name: t.leagues.join.signInToJoin }).tap();
      await accounts.continueWithGoogle(b, bo, language);
      // Back on the link, signed in: one tap joins.
      await b.getByRole('button', { name: t.leagues.join.join(league) }).tap();
      await noticeShown(b, t.leagues.join.joined(league));
      await b.getByTestId('league-member').first().waitFor();
      expect(new URL(b.url()).pathname).toBe(leaguePath);

      // Bo plays the language's code of the day on its keyboard, and wins in 2: the result places Bo in the league.
      await b.goto(home);
      await b.locator('.grid:not([data-shell])').waitFor();
      await settled(b);
      const { played, miss } = await codeOf(language, zone.tzOffset);
      await tapWord(b, miss);
      await scored(b, 0);
      await tapWord(b, played);
      await scored(b, 1);
      await b.getByTestId('result-panel').getByText(t.play.leagues.standing(place, league)).waitFor();

      // Ada, who has not played, reads Bo's result in words, and no grid yet.
      await a.goto(leaguePath);
      const boRow = a.getByTestId('league-member').filter({ hasText: 'Bo' });
      await boRow.getByText(t.leagues.day.solved(2, false), { exact: true }).waitFor();
      expect(await a.locator('.mini-grid').count()).toBe(0);
      expect(await a.getByTestId('league-day-note').textContent()).toContain(t.leagues.day.gridsLater);
      await a.getByRole('heading', { level: 2, name: t.leagues.tables.allTime }).waitFor();
      expect(await seriousViolations(a)).toEqual([]);
      expect(await pageOverflow(a)).toBeLessThanOrEqual(0);
      await photograph(a, `league-${language}-320-${scheme}.png`);

      // Bo's list of leagues, in the language, with the place of the day.
      await b.goto(`${home}leagues`);
      const yours = b.getByRole('list', { name: t.leagues.list.yours });
      await yours.waitFor();
      expect(await yours.textContent()).toContain(t.leagues.list.line(t.leagues.members(2), place));
      expect(await pageOverflow(b)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(b)).toEqual([]);

      // Bo's signed-in screens speak the language too: Buy Credits (from the header's balance) and the account's data in Settings.
      await b.goto(home);
      await b.locator('.grid:not([data-shell])').waitFor();
      await settled(b);
      await b.getByTestId('header-balance').tap();
      const buy = b.getByRole('dialog', { name: t.payments.title });
      await buy.getByRole('list', { name: t.payments.packages }).waitFor();
      expect(await buy.locator('.final-note').textContent()).toBe(t.payments.final);
      // Every package's row inside the dialog, however long the language's words.
      const rowsOutside = await buy.evaluate((dialog) => {
        const inner = dialog.getBoundingClientRect().right - parseFloat(getComputedStyle(dialog).borderRightWidth);
        return [...dialog.querySelectorAll('.package')].filter((row) => row.getBoundingClientRect().right > inner + 0.5).length;
      });
      expect(rowsOutside).toBe(0);
      expect(await seriousViolations(b, 'dialog[open]')).toEqual([]);
      await photograph(b, `buy-credits-${language}-320-${scheme}.png`);
      await buy.getByRole('button', { name: t.shell.close }).tap();
      await buy.waitFor({ state: 'detached' });
      await b.locator('header').getByRole('button', { name: t.play.settings.title, exact: true }).tap();
      const account = b.getByRole('dialog', { name: t.play.settings.title }).getByRole('group', { name: t.play.accountData.legend });
      await account.getByRole('button', { name: t.play.accountData.download }).waitFor();
      await aContext.close();
      await bContext.close();
    },
    240_000,
  );
});
