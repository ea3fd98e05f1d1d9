import type { Language } from '@shared/i18n';
import { fr, type ReviewsTexts } from './fr';
import { en } from './en';
import { nl } from './nl';
import { de } from './de';
import { it } from './it';
import { es } from './es';
import { pt } from './pt';

export const REVIEWS_TEXTS: Readonly<Record<Language, ReviewsTexts>> = { fr, en, nl, de, it, es, pt };
