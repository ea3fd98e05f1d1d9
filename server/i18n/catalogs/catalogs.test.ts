import { describeCatalogs } from '@shared/i18n/catalogs/describe-catalogs';
import { SERVER_CATALOGS } from '.';

// One text may be spelled as in English: "Menu", the header's menu button in French, Dutch, Italian and Portuguese.
describeCatalogs('catalogs of the server', SERVER_CATALOGS, { sameAsEnglish: 1 });
