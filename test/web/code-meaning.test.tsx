/**
 * The code's meaning after a game, in each page's language: English shows WordNet's gloss, and every
 * language links the code's entry in its own dictionary, opened in a new tab.
 */
import { render, screen } from '@testing-library/react';
import { CATALOGUE_LOADERS, putCatalogue } from '../../web/src/i18n/texts';
import { Meaning } from '../../web/src/components/CodeMeaning';
import type { LanguageCode } from '../../lambdas/contracts/constants';

const cases: [LanguageCode, string, string, string][] = [
  ['en', 'orbit', 'Look it up in Wiktionary', 'https://en.wiktionary.org/wiki/orbit'],
  ['es', 'árbol', 'Consúltalo en el Diccionario de la lengua española (RAE)', 'https://dle.rae.es/%C3%A1rbol'],
  ['fr', 'forêt', 'Voir sa définition dans le Wiktionnaire', 'https://fr.wiktionary.org/wiki/for%C3%AAt'],
];

describe.each(cases)('the meaning of a %s code', (language, answer, lookUp, href) => {
  beforeAll(async () => {
    putCatalogue('play', (await CATALOGUE_LOADERS.play[language]()).default);
    putCatalogue('shell', (await CATALOGUE_LOADERS.shell[language]()).default);
  });

  it('names the code as written and links its dictionary entry in a new tab', () => {
    const definition = language === 'en' ? { partOfSpeech: 'noun', gloss: 'the path of a body around another' } : null;
    render(<Meaning report={{ answer, definition, meanings: language === 'en', language }} />);
    expect(screen.getByTestId('code-meaning').querySelector('strong')?.textContent).toBe(answer.toUpperCase());
    const link = screen.getByRole('link', { name: (name) => name.startsWith(lookUp) });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      href,
      '_blank',
      'noopener noreferrer',
    ]);
    if (definition) expect(screen.getByTestId('code-meaning').textContent).toContain(definition.gloss);
  });
});
