import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarToday, eventDateSchema, isCalendarDate, isEventDateAllowed } from './event-date';

describe('isCalendarDate', () => {
  it.each(['2026-01-31', '2028-02-29', '2026-12-01'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '05/01/2026',
    '',
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});

describe('isEventDateAllowed', () => {
  it('allows today and later, forbids the past', () => {
    expect(isEventDateAllowed('2026-06-15', '2026-06-15')).toBe(true);
    expect(isEventDateAllowed('2027-01-01', '2026-06-15')).toBe(true);
    expect(isEventDateAllowed('2026-06-14', '2026-06-15')).toBe(false);
  });

  it('forbids dates that do not exist', () => {
    expect(isEventDateAllowed('2030-02-30', '2026-06-15')).toBe(false);
  });
});

describe('calendarToday', () => {
  it('reads the date in the given time zone', () => {
    const now = new Date('2026-03-31T22:30:00Z');
    expect(calendarToday(now, 'UTC')).toBe('2026-03-31');
    expect(calendarToday(now, 'Europe/Paris')).toBe('2026-04-01');
    expect(calendarToday(now, 'Europe/Lisbon')).toBe('2026-03-31');
  });
});

describe('eventDateSchema', () => {
  const messages = (input: unknown, today?: string) =>
    v.safeParse(eventDateSchema(today), input).issues?.map((issue) => issue.message);

  it('accepts today and the future', () => {
    expect(messages('2026-06-15', '2026-06-15')).toBeUndefined();
    expect(messages('2026-06-16', '2026-06-15')).toBeUndefined();
  });

  it('forbids the past with the event-date message', () => {
    expect(messages('2026-06-14', '2026-06-15')).toEqual(['validation.eventDateInPast']);
  });

  it('reports a malformed date once, as a date error', () => {
    expect(messages('2020-02-30', '2026-06-15')).toEqual(['validation.dateInvalid']);
    expect(messages('tomorrow', '2026-06-15')).toEqual(['validation.dateInvalid']);
    expect(messages(20260615, '2026-06-15')).toEqual(['validation.dateInvalid']);
  });

  it('reads the current date when no day is given', () => {
    expect(messages('2000-01-01')).toEqual(['validation.eventDateInPast']);
    expect(messages('9999-12-31')).toBeUndefined();
  });
});
