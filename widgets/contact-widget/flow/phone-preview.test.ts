import { describe, expect, it } from 'vitest';
import { initialAccount } from '@shared/features/phone-sign-in/sign-in-state';
import { carriedOver, phonePreview, previewReducer, type PhonePreview } from './phone-preview';
import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';

const run = (...actions: SignInAction[]): PhonePreview =>
  actions.reduce(previewReducer, phonePreview(initialAccount('FR')));

describe('previewReducer', () => {
  it('keeps the country and the number as the visitor writes them', () => {
    const preview = run(
      { type: 'countryChanged', country: 'BE' },
      { type: 'phoneChanged', input: '0470' },
      { type: 'phoneChanged', input: '0470 12' },
    );
    expect([preview.account.country, preview.account.phoneInput]).toEqual(['BE', '0470 12']);
  });

  it('counts leaving the number only once something is written in it', () => {
    expect(run({ type: 'phoneLeft' }).left).toBe(false);
    expect(run({ type: 'phoneChanged', input: '06' }, { type: 'phoneLeft' }).left).toBe(true);
  });

  it('shows the code as being sent once submitted, and keeps the number from then on', () => {
    const preview = run(
      { type: 'phoneChanged', input: '06 12' },
      { type: 'phoneSubmitted' },
      { type: 'phoneChanged', input: '07' },
    );
    expect([preview.submitted, preview.account.sendingCode, preview.account.phoneInput]).toEqual([
      true,
      true,
      '06 12',
    ]);
  });
});

describe('carriedOver', () => {
  it('has nothing to carry over from an untouched phone step', () => {
    expect(carriedOver(run(), 'FR')).toEqual([]);
  });

  it('gives the flow the country, the number, the leaving and the submission, in that order', () => {
    const preview = run(
      { type: 'phoneChanged', input: '0470 12 34 56' },
      { type: 'phoneLeft' },
      { type: 'countryChanged', country: 'BE' },
      { type: 'phoneSubmitted' },
    );
    expect(carriedOver(preview, 'FR')).toEqual([
      { type: 'countryChanged', country: 'BE' },
      { type: 'phoneChanged', input: '0470 12 34 56' },
      { type: 'phoneLeft' },
      { type: 'phoneSubmitted' },
    ]);
  });
});
