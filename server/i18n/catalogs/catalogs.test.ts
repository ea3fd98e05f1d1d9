import { describeCatalogs } from '@shared/i18n/catalogs/describe-catalogs';
import { SERVER_CATALOGS } from '.';

describeCatalogs('catalogs of the server', SERVER_CATALOGS, { sameAsEnglish: 0 });
