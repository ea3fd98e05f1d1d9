import type { Language } from '../i18n/languages';
import { isCalendarDate } from './event-date';

/** What a text typed in a date field reads as. */
export type TypedDate =
  /** `YYYY-MM-DD`, a day that exists (past or not: the field's rules decide). */
  | { kind: 'date'; date: string }
  /** Shaped as a date, but no such day: 31/02/2027, 12/13/2027. */
  | { kind: 'impossible' }
  /** Not a date in any form we read. */
  | { kind: 'unreadable' }
  | { kind: 'empty' };

/** The earliest year a four-digit year may be: earlier is a typo (0027 for 2027), not a date to refuse as past. */
const FIRST_YEAR = 1900;

/** Words between a date's parts in some languages ("12 de junio de 2027"), and ordinals' endings ("1er", "12th"). */
const FILLER_WORDS = new Set(['de', 'del', 'of', 'the']);
const ORDINAL = /^(\d{1,2})(er|re|e|st|nd|rd|th|º|ª)$/;

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const monthNamesCache = new Map<Language, { long: string[]; short: string[] }>();

/** The month names of a language, long and short, without accents or dots: "fevrier", "fevr". */
function monthNamesOf(language: Language): { long: string[]; short: string[] } {
  let names = monthNamesCache.get(language);
  if (!names) {
    const of = (month: 'long' | 'short') => {
      const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
      return Array.from({ length: 12 }, (_, index) =>
        normalized(format.format(Date.UTC(2000, index, 1))).replace(/\.$/, ''),
      );
    };
    names = { long: of('long'), short: of('short') };
    monthNamesCache.set(language, names);
  }
  return names;
}

/** The month (1-12) a word names in `language`: its long or short name, or the start of one name only. */
function monthOfWord(word: string, language: Language): number | null {
  const { long, short } = monthNamesOf(language);
  const exact = long.indexOf(word) >= 0 ? long.indexOf(word) : short.indexOf(word);
  if (exact >= 0) return exact + 1;
  if (word.length < 3) return null;
  const starts = long.flatMap((name, index) => (name.startsWith(word) ? [index + 1] : []));
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A two-digit year is the one of that ending nearest to today's year: "27" in 2026 is 2027, never 1927. */
function fullYear(digits: string, todayYear: number): number {
  const year = Number(digits);
  if (digits.length !== 2) return year;
  const century = Math.floor(todayYear / 100) * 100;
  return [century - 100, century, century + 100]
    .map((start) => start + year)
    .reduce((best, candidate) =>
      Math.abs(candidate - todayYear) < Math.abs(best - todayYear) ? candidate : best,
    );
}

function dayOf(year: number, month: number, day: number): TypedDate {
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return year >= FIRST_YEAR && isCalendarDate(date) ? { kind: 'date', date } : { kind: 'impossible' };
}

/** A day and month typed without a year: their next occurrence from today on (29/02: the next leap year's). */
function nextOccurrence(month: number, day: number, today: string): TypedDate {
  const todayYear = Number(today.slice(0, 4));
  for (let year = todayYear; year <= todayYear + 8; year++) {
    const read = dayOf(year, month, day);
    if (read.kind === 'date' && read.date >= today) return read;
  }
  return { kind: 'impossible' };
}

const isDigits = (token: string, ...lengths: number[]) =>
  /^\d+$/.test(token) && lengths.includes(token.length);

/** Digits only: 12062027 and 120627 day first, 20270612 year first when it cannot be read day first. */
function readDigits(digits: string, todayYear: number): TypedDate {
  const part = (start: number, end: number) => Number(digits.slice(start, end));
  if (digits.length === 6) return dayOf(fullYear(digits.slice(4), todayYear), part(2, 4), part(0, 2));
  if (digits.length !== 8) return { kind: 'unreadable' };
  const dayFirst = dayOf(part(4, 8), part(2, 4), part(0, 2));
  if (dayFirst.kind === 'date') return dayFirst;
  const yearFirst = dayOf(part(0, 4), part(4, 6), part(6, 8));
  return yearFirst.kind === 'date' ? yearFirst : { kind: 'impossible' };
}

/** Three or two numbers: year first when the first has four digits (2027-06-12), else day, month, year. */
function readNumbers(numbers: string[], today: string, todayYear: number): TypedDate {
  const [first = '', second = '', third] = numbers;
  if (numbers.length > 3 || !isDigits(second, 1, 2)) return { kind: 'unreadable' };
  if (third === undefined) {
    return isDigits(first, 1, 2)
      ? nextOccurrence(Number(second), Number(first), today)
      : { kind: 'unreadable' };
  }
  if (isDigits(first, 4) && isDigits(third, 1, 2)) return dayOf(Number(first), Number(second), Number(third));
  if (isDigits(first, 1, 2) && isDigits(third, 2, 4)) {
    return dayOf(fullYear(third, todayYear), Number(second), Number(first));
  }
  return { kind: 'unreadable' };
}

/** A month's name and one or two numbers around it: the day first, then the year, whatever the order. */
function readWithMonthName(month: number, numbers: string[], today: string, todayYear: number): TypedDate {
  const [first = '', second] = numbers;
  if (second === undefined) {
    return isDigits(first, 1, 2) ? nextOccurrence(month, Number(first), today) : { kind: 'unreadable' };
  }
  const [day, year] = isDigits(first, 4) ? [second, first] : [first, second];
  if (!isDigits(day, 1, 2) || !isDigits(year, 2, 4)) return { kind: 'unreadable' };
  return dayOf(fullYear(year, todayYear), month, Number(day));
}

/**
 * Reads a date as people type it in `language`, `today` (`YYYY-MM-DD`) being the day they type it on:
 * - the day comes before the month in every language of the product: French, German, Dutch, Italian, Spanish,
 *   Portuguese, and English too, whose site is the United Kingdom's (en-GB: 12/06/2027 is 12 June);
 * - any of `/ . -` and spaces between the parts (12/06/2027, 12.06.2027, 12-06-2027), or none (12062027);
 * - year first when it has four digits (2027-06-12, 20270612);
 * - a month's name, long, short or started (12 juin 2027, 12. Juni 2027, 12 de junio de 2027, June 12th 2027);
 * - a two-digit year is the nearest one with those digits (27 → 2027); without a year, the next such day.
 * A day, a month or a year that cannot be is "impossible", never moved to another day.
 */
export function readTypedDate(text: string, language: Language, today: string): TypedDate {
  const tokens = normalized(text)
    .split(/[\s/.,-]+/)
    .filter((token) => token !== '' && !FILLER_WORDS.has(token))
    .map((token) => ORDINAL.exec(token)?.[1] ?? token);
  if (tokens.length === 0) return { kind: 'empty' };
  const todayYear = Number(today.slice(0, 4));
  const words = tokens.filter((token) => !/^\d+$/.test(token));
  const numbers = tokens.filter((token) => /^\d+$/.test(token));
  if (words.length === 0) {
    const [only = ''] = numbers;
    return numbers.length === 1 ? readDigits(only, todayYear) : readNumbers(numbers, today, todayYear);
  }
  const [word = ''] = words;
  const month = words.length === 1 ? monthOfWord(word, language) : null;
  if (month === null || numbers.length === 0 || numbers.length > 2) return { kind: 'unreadable' };
  return readWithMonthName(month, numbers, today, todayYear);
}
