/** Every catalogue's type: English's (the other languages' catalogues are declared as it, web/src/i18n/texts.ts). */
import type shellEn from './en/shell';
import type playEn from './en/play';
import type leaguesEn from './en/leagues';

export type ShellTexts = typeof shellEn;
export type PlayTexts = typeof playEn;
export type LeaguesTexts = typeof leaguesEn;
export interface Catalogues {
  shell: ShellTexts;
  play: PlayTexts;
  leagues: LeaguesTexts;
}
export type CataloguePart = keyof Catalogues;
