import { describe, expect, it } from 'vitest';
import { disabledDatesOf, refusalOf, refusalOfTyped } from './date-rules';

const rules = { today: '2026-06-15', allowPast: false, disabledDates: ['2026-07-14'] };

describe('refusalOf', () => {
  it('allows today and later dates', () => {
    expect(refusalOf('2026-06-15', rules)).toBe(null);
    expect(refusalOf('2027-01-01', rules)).toBe(null);
  });

  it('refuses past dates unless they are allowed', () => {
    expect(refusalOf('2026-06-14', rules)).toBe('validation.eventDateInPast');
    expect(refusalOf('2026-06-14', { ...rules, allowPast: true })).toBe(null);
  });

  it('refuses disabled dates and text that is no date', () => {
    expect(refusalOf('2026-07-14', rules)).toBe('datePicker.unavailable');
    expect(refusalOf(null, rules)).toBe('validation.dateInvalid');
    expect(refusalOf('2026-02-30', rules)).toBe('validation.dateInvalid');
  });
});

describe('refusalOfTyped', () => {
  it('refuses a typed day that cannot be as an invalid date, a text that is no date with how to type one', () => {
    expect(refusalOfTyped({ kind: 'impossible' }, rules)).toBe('validation.dateInvalid');
    expect(refusalOfTyped({ kind: 'unreadable' }, rules)).toBe('datePicker.unreadable');
  });

  it('applies the date rules to a typed date, and none to an empty text', () => {
    expect(refusalOfTyped({ kind: 'date', date: '2026-06-15' }, rules)).toBe(null);
    expect(refusalOfTyped({ kind: 'date', date: '2026-06-14' }, rules)).toBe('validation.eventDateInPast');
    expect(refusalOfTyped({ kind: 'date', date: '2026-07-14' }, rules)).toBe('datePicker.unavailable');
    expect(refusalOfTyped({ kind: 'empty' }, rules)).toBe(null);
  });
});

describe('disabledDatesOf', () => {
  it('keeps the calendar dates of an array, nothing else', () => {
    expect(disabledDatesOf(['2026-07-14', 'tomorrow', 3, '2026-02-30', '2026-12-25'])).toEqual([
      '2026-07-14',
      '2026-12-25',
    ]);
    expect(disabledDatesOf({ date: '2026-07-14' })).toEqual([]);
    expect(disabledDatesOf(undefined)).toEqual([]);
  });
});
