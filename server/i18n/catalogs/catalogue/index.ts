import type { Language } from '@shared/i18n';
import { fr, type CatalogueTexts } from './fr';
import { en } from './en';
import { nl } from './nl';
import { de } from './de';
import { it } from './it';
import { es } from './es';
import { pt } from './pt';

export const CATALOGUE_TEXTS: Readonly<Record<Language, CatalogueTexts>> = { fr, en, nl, de, it, es, pt };
