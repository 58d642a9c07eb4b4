/**
 * Each language's catalogues, for browser tests that find buttons and read texts by what a player of
 * that page sees (web/src/i18n). A function's figures follow the test process's locale, not the
 * page's: call one only where the languages' plural forms agree (2 and more).
 */
import type { LanguageCode } from '../../lambdas/domain/languages';
import type { Catalogues } from '../../web/src/i18n/types';
import englishArchive from '../../web/src/i18n/en/archive';
import englishLeagues from '../../web/src/i18n/en/leagues';
import englishPayments from '../../web/src/i18n/en/payments';
import englishPlay from '../../web/src/i18n/en/play';
import englishShell from '../../web/src/i18n/en/shell';
import spanishArchive from '../../web/src/i18n/es/archive';
import spanishLeagues from '../../web/src/i18n/es/leagues';
import spanishPayments from '../../web/src/i18n/es/payments';
import spanishPlay from '../../web/src/i18n/es/play';
import spanishShell from '../../web/src/i18n/es/shell';
import frenchArchive from '../../web/src/i18n/fr/archive';
import frenchLeagues from '../../web/src/i18n/fr/leagues';
import frenchPayments from '../../web/src/i18n/fr/payments';
import frenchPlay from '../../web/src/i18n/fr/play';
import frenchShell from '../../web/src/i18n/fr/shell';

export const PAGE_TEXTS: Readonly<Record<LanguageCode, Catalogues>> = {
  en: { shell: englishShell, play: englishPlay, leagues: englishLeagues, archive: englishArchive, payments: englishPayments },
  es: { shell: spanishShell, play: spanishPlay, leagues: spanishLeagues, archive: spanishArchive, payments: spanishPayments },
  fr: { shell: frenchShell, play: frenchPlay, leagues: frenchLeagues, archive: frenchArchive, payments: frenchPayments },
};
