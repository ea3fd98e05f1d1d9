import { describe, expect, it } from 'vitest';
import { briefCompleteness, isDatePlausible, type Brief } from './lead-quality';

const FULL: Brief = {
  serviceType: 'full-service',
  guestRangeId: 1,
  budgetRangeId: 2,
  plannerBudgetRangeId: 3,
  languages: ['fr'],
  placed: true,
  message: 'Nous cherchons une organisatrice pour un mariage champêtre de 120 invités près de Lyon, en juin.',
};

describe('briefCompleteness', () => {
  it('scores a full brief 100 and names nothing missing', () => {
    expect(briefCompleteness(FULL)).toEqual({ score: 100, missing: [] });
  });

  it('names each missing part in order and scores the share given', () => {
    expect(
      briefCompleteness({ ...FULL, serviceType: null, languages: [], placed: false, message: 'Dispo ?' }),
    ).toEqual({ score: 43, missing: ['serviceType', 'languages', 'place', 'message'] });
    expect(
      briefCompleteness({
        serviceType: null,
        guestRangeId: null,
        budgetRangeId: null,
        plannerBudgetRangeId: null,
        languages: [],
        placed: false,
        message: '   ',
      }).score,
    ).toBe(0);
  });
});

describe('isDatePlausible', () => {
  it.each([
    ['2026-11-28', true],
    ['2027-06-14', true],
    ['2029-11-28', true],
    ['2029-11-29', false],
    ['2026-11-27', false],
    ['2126-06-14', false],
  ])('on 2026-11-28, an event on %s is plausible: %s', (date, plausible) => {
    expect(isDatePlausible(date, '2026-11-28')).toBe(plausible);
  });
});
