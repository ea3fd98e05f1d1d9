import type { Language } from '@shared/i18n';
import { fr, type MessagesTexts } from './fr';
import { en } from './en';
import { nl } from './nl';
import { de } from './de';
import { it } from './it';
import { es } from './es';
import { pt } from './pt';

export const MESSAGES_TEXTS: Readonly<Record<Language, MessagesTexts>> = { fr, en, nl, de, it, es, pt };
