import type { Language } from '../languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { Catalog } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';

export type { Catalog } from './fr';

export const CATALOGS: Readonly<Record<Language, Catalog>> = { fr, en, nl, de, it, es, pt };
