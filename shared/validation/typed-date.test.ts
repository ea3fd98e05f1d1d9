import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/languages';
import { isEventDateAllowed } from './event-date';
import { readTypedDate } from './typed-date';

/** The day the tests type on: never the real clock. */
const TODAY = '2026-11-27';

const read = (text: string, language: Language = 'fr', today = TODAY) => readTypedDate(text, language, today);
const date = (iso: string) => ({ kind: 'date', date: iso });
const IMPOSSIBLE = { kind: 'impossible' };
const UNREADABLE = { kind: 'unreadable' };

describe('readTypedDate: 12 June 2027 as each language types it', () => {
  const everywhere = [
    '12/06/2027',
    '12.06.2027',
    '12-06-2027',
    '12 06 2027',
    '12062027',
    '2027-06-12',
    '20270612',
  ];
  it.each(LANGUAGES.flatMap((language) => everywhere.map((text) => [language, text] as const)))(
    '%s: %j',
    (language, text) => {
      expect(read(text, language)).toEqual(date('2027-06-12'));
    },
  );

  it.each([
    ['fr', '12 juin 2027'],
    ['fr', '12 JUIN 2027'],
    ['fr', '12 juin 27'],
    ['de', '12. Juni 2027'],
    ['de', '12. Jun. 2027'],
    ['nl', '12 juni 2027'],
    ['it', '12 giugno 2027'],
    ['es', '12 de junio de 2027'],
    ['pt', '12 de junho de 2027'],
    ['en', '12 June 2027'],
    ['en', '12th June 2027'],
    ['en', 'June 12, 2027'],
    ['en', 'jun 12 2027'],
  ] as const)('%s: %j, the month named', (language, text) => {
    expect(read(text, language)).toEqual(date('2027-06-12'));
  });

  it('reads the day before the month in English too (the United Kingdom’s site): 06/12/2027 is 6 December', () => {
    expect(read('06/12/2027', 'en')).toEqual(date('2027-12-06'));
    expect(read('12/31/2027', 'en')).toEqual(IMPOSSIBLE);
  });

  it('reads one-digit days and months, accents and a month’s unambiguous start', () => {
    expect(read('1/2/2027')).toEqual(date('2027-02-01'));
    expect(read('2027-6-1')).toEqual(date('2027-06-01'));
    expect(read('1er février 2027')).toEqual(date('2027-02-01'));
    expect(read('1 fevrier 2027')).toEqual(date('2027-02-01'));
    expect(read('3 févr. 2027')).toEqual(date('2027-02-03'));
    expect(read('3 déc 2027')).toEqual(date('2027-12-03'));
    expect(read('14 juil 2027')).toEqual(date('2027-07-14'));
    expect(read('5 März 2027', 'de')).toEqual(date('2027-03-05'));
    expect(read('5 marz 2027', 'de')).toEqual(date('2027-03-05'));
  });

  it('ignores spaces around the date and its separators', () => {
    expect(read('  12/06/2027  ')).toEqual(date('2027-06-12'));
    expect(read('\t12 / 06 / 2027\n')).toEqual(date('2027-06-12'));
    expect(read(' 12. 06. 2027 ', 'de')).toEqual(date('2027-06-12'));
  });
});

describe('readTypedDate: a date that cannot be', () => {
  it.each([
    '31/02/2027',
    '29/02/2027',
    '31.04.2027',
    '00/06/2027',
    '12/00/2027',
    '32/01/2027',
    '12/13/2027',
    '31022027',
    '2027-02-31',
    '2027-13-01',
    '12/06/0027',
    '31 février 2027',
    '31/02',
  ])('%j is impossible, not another day', (text) => {
    expect(read(text)).toEqual(IMPOSSIBLE);
  });

  it('knows the leap years', () => {
    expect(read('29/02/2028')).toEqual(date('2028-02-29'));
    expect(read('29/02/2100')).toEqual(IMPOSSIBLE);
    expect(read('29/02/2000', 'fr', '1999-01-01')).toEqual(date('2000-02-29'));
  });
});

describe('readTypedDate: text that is no date', () => {
  it.each([
    'demain',
    'juin',
    '12',
    '2027',
    '1206',
    '12345',
    '1234567',
    '12/06/2027/1',
    '12/06/202',
    '123/06/2027',
    '12 jui 2027',
    '12 juin juillet 2027',
    '12 June 2027 and more',
    '2027/06',
  ])('%j is unreadable', (text) => {
    expect(read(text)).toEqual(UNREADABLE);
  });

  it('reads only the language’s month names', () => {
    expect(read('12 Juni 2027', 'fr')).toEqual(UNREADABLE);
    expect(read('12 juin 2027', 'de')).toEqual(UNREADABLE);
  });

  it.each(['', '   ', '\t', ' / '])('%j is empty', (text) => {
    expect(read(text)).toEqual({ kind: 'empty' });
  });
});

describe('readTypedDate: a future date is never read as a past one', () => {
  it('reads a two-digit year as the nearest year with those digits', () => {
    expect(read('12/06/27')).toEqual(date('2027-06-12'));
    expect(read('120627')).toEqual(date('2027-06-12'));
    expect(read('12.06.26', 'de')).toEqual(date('2026-06-12'));
    expect(read('12/06/01', 'fr', '2099-12-01')).toEqual(date('2101-06-12'));
    expect(read('12/06/99', 'fr', '2001-03-01')).toEqual(date('1999-06-12'));
  });

  it('reads a day without a year as its next occurrence, today included', () => {
    expect(read('12/06')).toEqual(date('2027-06-12'));
    expect(read('27/11')).toEqual(date('2026-11-27'));
    expect(read('28.11', 'de')).toEqual(date('2026-11-28'));
    expect(read('26/11')).toEqual(date('2027-11-26'));
    expect(read('1 janvier', 'fr', '2026-12-31')).toEqual(date('2027-01-01'));
    expect(read('29/02', 'fr', '2026-11-27')).toEqual(date('2028-02-29'));
  });

  it('reads today and tomorrow as dates an event may have, yesterday as past', () => {
    const allowed = (text: string, today: string) => {
      const typed = read(text, 'fr', today);
      return typed.kind === 'date' && isEventDateAllowed(typed.date, today);
    };
    expect(allowed('27/11/2026', TODAY)).toBe(true);
    expect(allowed('28/11/2026', TODAY)).toBe(true);
    expect(allowed('26/11/2026', TODAY)).toBe(false);
    // On the last day of a year and the first of the next, read without the time of day or a time zone.
    expect(allowed('31/12/2026', '2026-12-31')).toBe(true);
    expect(allowed('01/01/27', '2026-12-31')).toBe(true);
    expect(allowed('1/1', '2026-12-31')).toBe(true);
    expect(allowed('31/12/26', '2027-01-01')).toBe(false);
  });
});
