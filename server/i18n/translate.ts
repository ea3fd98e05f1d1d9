import { CATALOGS } from '@shared/i18n/catalogs';
import {
  FALLBACK_LANGUAGE,
  i18nInstances,
  LANGUAGES,
  type Language,
  type LeafPaths,
  type TranslationKey,
  type TranslationValues,
} from '@shared/i18n';
import { SERVER_CATALOGS, type ServerCatalog } from './catalogs';

/** A text the server can write: the shared catalogs' (validation, errors, countries…) and its own. */
export type ServerTranslationKey = TranslationKey | LeafPaths<ServerCatalog>;

const resourcesOf = (language: Language) => ({ ...CATALOGS[language], ...SERVER_CATALOGS[language] });
const serverI18n = i18nInstances(resourcesOf);

/** A catalog text cut at its `{{name}}` placeholders: texts and names alternate, a text first and last. */
type Template = readonly string[];

/**
 * A text as the fast path writes it: as it is, a template to fill, or null when only i18next knows how
 * (nesting with `$t(…)`, formats, paths or unescaped placeholders, plurals and contexts: none of the catalogs
 * uses them today).
 */
type CompiledText = string | Template | null;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const PLAIN_NAME = /^\w+$/;

function compile(text: string): CompiledText {
  if (text.includes('$t(')) return null;
  const parts = text.split(PLACEHOLDER);
  if (parts.length === 1) return text;
  for (let index = 1; index < parts.length; index += 2) {
    const name = (parts[index] ?? '').trim();
    if (!PLAIN_NAME.test(name)) return null;
    parts[index] = name;
  }
  return parts;
}

/** Every leaf of a catalog by its dotted key. */
function flatten(resources: Readonly<Record<string, unknown>>, into: Map<string, string>, prefix = '') {
  for (const [name, value] of Object.entries(resources)) {
    if (typeof value === 'string') into.set(prefix + name, value);
    else if (value && typeof value === 'object') {
      flatten(value as Readonly<Record<string, unknown>>, into, `${prefix}${name}.`);
    }
  }
}

/**
 * Keys that have variants (`key_one`, `key_other`, `key_male`): i18next picks one by `count` or `context`,
 * so those keys are left to it.
 */
function keysWithVariants(keys: Iterable<string>): Set<string> {
  const bases = new Set<string>();
  for (const key of keys) {
    const leaf = key.lastIndexOf('.') + 1;
    for (let at = key.indexOf('_', leaf); at > leaf; at = key.indexOf('_', at + 1))
      bases.add(key.slice(0, at));
  }
  return bases;
}

/** One language's texts, French standing in for a missing one as i18next's fallback does. */
function compileLanguage(language: Language): Map<string, CompiledText> {
  const texts = new Map<string, string>();
  flatten(resourcesOf(FALLBACK_LANGUAGE), texts);
  if (language !== FALLBACK_LANGUAGE) flatten(resourcesOf(language), texts);
  const withVariants = keysWithVariants(texts.keys());
  return new Map([...texts].map(([key, text]) => [key, withVariants.has(key) ? null : compile(text)]));
}

const COMPILED = new Map(LANGUAGES.map((language) => [language, compileLanguage(language)]));

/** A missing value leaves its placeholder as written, as i18next does. */
function fill(template: Template, values: TranslationValues | undefined): string {
  let text = template[0] ?? '';
  for (let index = 1; index < template.length; index += 2) {
    const name = template[index] ?? '';
    const value = values?.[name];
    text += (value === undefined ? `{{${name}}}` : String(value)) + (template[index + 1] ?? '');
  }
  return text;
}

/**
 * One text in one language for a page or an API answer, `{{name}}` placeholders filled from `values`. The
 * catalogs are static: each language's texts are looked up and cut at their placeholders once, at start-up,
 * instead of going through i18next's whole `t` on every call (a listing page asks for hundreds); i18next
 * answers only what the fast path leaves to it (an unknown key, a text with i18next syntax beyond `{{name}}`).
 */
export function translate(language: Language, key: ServerTranslationKey, values?: TranslationValues): string {
  const text = COMPILED.get(language)?.get(key);
  if (typeof text === 'string') return text;
  if (text) return fill(text, values);
  return serverI18n(language).t(key, values);
}
