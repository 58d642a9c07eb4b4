/**
 * The one-time offer of the browser's language (docs/product.md, "Languages"): a visitor whose
 * browser prefers another supported language than the page's is offered it once, in its own words,
 * as a notice with one button; nobody is ever sent elsewhere without asking. The offer is recorded
 * as soon as it is shown, so closing it (or leaving) is an answer too; taking it records the language.
 */
import { useEffect } from 'react';
import { languageToOffer, pageLanguage } from './language';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export function useLanguageOffer(): void {
  useEffect(() => {
    if (readItem(STORAGE_KEYS.languageOffer) !== null) return;
    const offered = languageToOffer(navigator.languages ?? [navigator.language], pageLanguage);
    if (!offered) return;
    writeItem(STORAGE_KEYS.languageOffer, 'offered');
    void import('./language-offer').then(({ offerLanguage }) => offerLanguage(offered));
  }, []);
}
