import type { Language } from '@shared/i18n';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr, type ServerCatalog } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

export type { ServerCatalog } from './fr';

export const SERVER_CATALOGS: Readonly<Record<Language, ServerCatalog>> = { fr, en, nl, de, it, es, pt };
