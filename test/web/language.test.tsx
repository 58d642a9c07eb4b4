/**
 * The page's language from its address, and which language a browser is offered (web/src/lib/language.ts;
 * docs/product.md, "Languages").
 */
import { languageOfPath, languageToOffer, pathIn } from '../../web/src/lib/language';

describe("a page's language", () => {
  it.each([
    ['/', 'en', '/'],
    ['/archive/2026-11-02', 'en', '/archive/2026-11-02'],
    ['/es/', 'es', '/'],
    ['/es', 'es', '/'],
    ['/es/leagues/join/AbCdEfGhIjKlMnOp', 'es', '/leagues/join/AbCdEfGhIjKlMnOp'],
    ['/fr/archive', 'fr', '/archive'],
    // Not a language's prefix: an English page (the app's 404 says so if it is no page).
    ['/esx/', 'en', '/esx/'],
    ['/de/', 'en', '/de/'],
  ])('%s is %s, route %s', (path, language, route) => {
    expect(languageOfPath(path)).toEqual({ language, route });
  });

  it('puts a route under its language, English without a prefix', () => {
    expect(pathIn('en', '/leagues/join/x')).toBe('/leagues/join/x');
    expect(pathIn('fr', '/')).toBe('/fr/');
  });
});

describe('the language a browser is offered', () => {
  it("offers the first of the browser's languages the game has, by its primary tag, when it is not the page's", () => {
    expect(languageToOffer(['es-MX', 'en-US'], 'en')).toBe('es');
    expect(languageToOffer(['de-DE', 'fr-CA', 'es'], 'en')).toBe('fr');
    expect(languageToOffer(['EN-gb'], 'es')).toBe('en');
  });

  it("offers nothing when the first language the game has is the page's, or when it has none of them", () => {
    expect(languageToOffer(['en-US', 'es-ES'], 'en')).toBeUndefined();
    expect(languageToOffer(['de-DE', 'es-ES'], 'es')).toBeUndefined();
    expect(languageToOffer(['de-DE', 'it-IT'], 'en')).toBeUndefined();
    expect(languageToOffer([], 'fr')).toBeUndefined();
  });
});
