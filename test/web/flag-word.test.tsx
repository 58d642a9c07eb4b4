/** "This word is wrong" on the English page (the Spanish and French pages' tests run the same). */
import { CATALOGUE_LOADERS, putCatalogue } from '../../web/src/i18n/texts';
import { itFlagsTheCode } from './flag-word-panel';

describe('the result panel on the English page', () => {
  beforeAll(async () => putCatalogue('play', (await CATALOGUE_LOADERS.play.en()).default));

  itFlagsTheCode('en', {
    link: 'This word is wrong',
    thanks: 'Thanks: árbol is flagged for review.',
    failed: 'The flag could not be sent. Try again.',
  });
});
