/**
 * The web tests' page is English's (`/`): its catalogues are in place before any component renders,
 * as main.tsx loads them before the app (web/src/i18n/texts.ts). A test of another language puts its own.
 */
import archive from '../../web/src/i18n/en/archive';
import leagues from '../../web/src/i18n/en/leagues';
import payments from '../../web/src/i18n/en/payments';
import play from '../../web/src/i18n/en/play';
import shell from '../../web/src/i18n/en/shell';
import { putCatalogue } from '../../web/src/i18n/texts';

putCatalogue('shell', shell);
putCatalogue('play', play);
putCatalogue('leagues', leagues);
putCatalogue('archive', archive);
putCatalogue('payments', payments);
