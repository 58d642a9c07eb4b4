/**
 * The interface's catalogues (web/src/i18n): every language's parts, as their loaders give them, have
 * English's shape exactly (no key missing, none extra, a text where English has a text, a function
 * where English has one, taking no more arguments, a list as long); every text is translated (the few names every language
 * writes alike are listed); French puts a no-break space before : ; ! and ?, as French typography does.
 */
import { LANGUAGE_CODES } from '../../lambdas/contracts/constants';
import { CATALOGUE_LOADERS, type CataloguePart } from '../../web/src/i18n/texts';

const PARTS = Object.keys(CATALOGUE_LOADERS) as CataloguePart[];

/** Every leaf of a catalogue by its path: a text, a function (with its arity), a number or a boolean. */
function leaves(node: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) found.set(p, v);
  } else found.set(path, node);
  return found;
}
const shapeOf = (catalogue: unknown) => [...leaves(catalogue)].map(([path, value]) => `${path}: ${typeof value}`).sort();

/** Texts every language writes as English does: names, and words the languages share. */
const SAME_EVERYWHERE = new Set(['Blog', 'Bluesky', 'Facebook', 'Legal', 'Bot', 'CODES', 'TRACE', 'Orange', '00:00']);

const load = async (part: CataloguePart, language: (typeof LANGUAGE_CODES)[number]) => (await CATALOGUE_LOADERS[part][language]()).default;

describe.each(PARTS)('the "%s" catalogue', (part) => {
  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('in %s has English’s keys, no more, no fewer', async (language) => {
    const [own, english] = [await load(part, language), await load(part, 'en')];
    expect(shapeOf(own)).toEqual(shapeOf(english));
    // A function takes English's arguments, or fewer (a language may not need one: Spanish ordinals have one form).
    const englishLeaves = leaves(english);
    const moreArguments = [...leaves(own)].filter(
      ([path, value]) => typeof value === 'function' && value.length > (englishLeaves.get(path) as (...args: unknown[]) => unknown).length,
    );
    expect(moreArguments).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))('in %s translates every text', async (language) => {
    const english = leaves(await load(part, 'en'));
    const untranslated = [...leaves(await load(part, language))].filter(
      // An example's tile state is data (which colour it shows), not words.
      ([path, text]) => typeof text === 'string' && text === english.get(path) && !SAME_EVERYWHERE.has(text) && !path.endsWith('.state'),
    );
    expect(untranslated).toEqual([]);
  });

  it('in French has a no-break space before : ; ! and ?, never an ordinary one', async () => {
    // Its texts, and what its functions write given figures (those that take figures: the rest throw, and are left out).
    const written = (value: unknown): unknown[] => {
      if (typeof value !== 'function') return [value];
      try {
        return [(value as (...args: unknown[]) => unknown)(...Array<number>(value.length).fill(2))].flat();
      } catch {
        return [];
      }
    };
    const texts = [...leaves(await load(part, 'fr')).values()].flatMap(written).filter((text): text is string => typeof text === 'string');
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => / [:;!?]/.test(text))).toEqual([]);
    // A mark straight after a word (a time's colon aside) lacks its space.
    expect(texts.filter((text) => /[\p{L})][:;!?]/u.test(text))).toEqual([]);
  });
});
