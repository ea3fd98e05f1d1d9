import type { Language } from '@shared/i18n';
import { fr, type PaymentsTexts } from './fr';
import { en } from './en';
import { nl } from './nl';
import { de } from './de';
import { it } from './it';
import { es } from './es';
import { pt } from './pt';

export const PAYMENTS_TEXTS: Readonly<Record<Language, PaymentsTexts>> = { fr, en, nl, de, it, es, pt };
