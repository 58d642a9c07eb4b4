/**
 * The offer of another language (useLanguageOffer.ts), shown at most once per browser: loaded only
 * when there is one to make.
 */
import type { LanguageCode } from '@contracts/constants';
import { pathIn } from './language';
import { notify } from './notify';
import { STORAGE_KEYS, writeItem } from './storage';

/** The offer of another language, in that language's own words (whoever prefers it reads it). */
export const LANGUAGE_OFFERS: Readonly<Record<LanguageCode, { text: string; accept: string }>> = {
  en: { text: 'CIPHERWORD is also played in English.', accept: 'Play in English' },
  es: { text: 'CIPHERWORD también se juega en español.', accept: 'Jugar en español' },
  fr: { text: 'CIPHERWORD se joue aussi en français.', accept: 'Jouer en français' },
};

/** Offers `offered` in its own words, as a notice with one button; taking it records the language. */
export function offerLanguage(offered: LanguageCode): void {
  const { text, accept } = LANGUAGE_OFFERS[offered];
  notify.message(text, {
    duration: Infinity,
    lang: offered,
    action: {
      label: accept,
      onClick: () => {
        writeItem(STORAGE_KEYS.languageOffer, offered);
        location.assign(pathIn(offered, '/'));
      },
    },
  });
}
