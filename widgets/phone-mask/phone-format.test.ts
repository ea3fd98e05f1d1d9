import { describe, expect, it } from 'vitest';
import { applyEdit, displayOf, formatAsTyped } from './phone-format';

describe('formatAsTyped', () => {
  it('groups the digits as the country writes them, national or international', () => {
    expect(formatAsTyped('0612345678', 'FR')).toBe('06 12 34 56 78');
    expect(formatAsTyped('061234', 'FR')).toBe('06 12 34');
    expect(formatAsTyped('+33612345678', 'FR')).toBe('+33 6 12 34 56 78');
    expect(formatAsTyped('0470123456', 'BE')).toBe('0470 12 34 56');
    expect(formatAsTyped('07400123456', 'GB')).toBe('07400 123456');
  });
});

describe('displayOf', () => {
  it('shows a valid stored number of the country in national form', () => {
    expect(displayOf('+33612345678', 'FR')).toBe('06 12 34 56 78');
    expect(displayOf('0612345678', 'FR')).toBe('06 12 34 56 78');
  });

  it('shows the demo couple’s number, from the range reserved for fiction, as a number of its country', () => {
    expect(displayOf('+33639981234', 'FR')).toBe('06 39 98 12 34');
  });

  it('formats anything else as typed', () => {
    expect(displayOf('+32470123456', 'FR')).toBe('+32 470 12 34 56');
    expect(displayOf('06123', 'FR')).toBe('06 12 3');
    expect(displayOf('', 'FR')).toBe('');
  });
});

describe('applyEdit', () => {
  it('formats a digit typed at the end and puts the caret after it', () => {
    expect(
      applyEdit({ previous: '06 12', text: '06 123', caret: 6, deletingBackward: false, country: 'FR' }),
    ).toEqual({ text: '06 12 3', caret: 7 });
  });

  it('keeps the caret after the same digit when a digit is typed in the middle', () => {
    expect(
      applyEdit({
        previous: '06 12 34',
        text: '069 12 34',
        caret: 3,
        deletingBackward: false,
        country: 'FR',
      }),
    ).toEqual({ text: '06 91 23 4', caret: 4 });
  });

  it('removes the digit before a separator deleted with Backspace', () => {
    expect(
      applyEdit({ previous: '06 12 34', text: '0612 34', caret: 2, deletingBackward: true, country: 'FR' }),
    ).toEqual({ text: '01 23 4', caret: 1 });
  });

  it('deletes a digit with Backspace normally', () => {
    expect(
      applyEdit({ previous: '06 12 34', text: '06 12 3', caret: 7, deletingBackward: true, country: 'FR' }),
    ).toEqual({ text: '06 12 3', caret: 7 });
  });
});
