import type { Language } from '@shared/i18n';
import type { TermsOfSaleText } from './terms-of-sale-text';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { nl } from './texts/nl';
import { pt } from './texts/pt';

/**
 * The terms of sale in the seven languages, one file each (`texts/`), written by engineering from the product
 * (docs/product/): the legal team validates them before the sites go live (README). The operator's own
 * details (name, registered office, mediator) are in the legal notice the texts refer to. Kept out of the i18n
 * catalogs, which are bundled into the widgets, because only this server page shows them.
 */
export const TERMS_OF_SALE: Readonly<Record<Language, TermsOfSaleText>> = { fr, en, de, nl, it, es, pt };
