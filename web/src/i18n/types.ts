/** Every catalogue's type: English's (the other languages' catalogues are declared as it, web/src/i18n/texts.ts). */
import type shellEn from './en/shell';
import type playEn from './en/play';
import type leaguesEn from './en/leagues';
import type archiveEn from './en/archive';
import type paymentsEn from './en/payments';

export type ShellTexts = typeof shellEn;
export type PlayTexts = typeof playEn;
export type LeaguesTexts = typeof leaguesEn;
export type ArchiveTexts = typeof archiveEn;
export type PaymentsTexts = typeof paymentsEn;
export interface Catalogues {
  shell: ShellTexts;
  play: PlayTexts;
  leagues: LeaguesTexts;
  archive: ArchiveTexts;
  payments: PaymentsTexts;
}
export type CataloguePart = keyof Catalogues;
