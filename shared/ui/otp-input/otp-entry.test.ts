import { describe, expect, it } from 'vitest';
import { completeCode, emptyDigits, enterText, pasteText, pressBackspace } from './otp-entry';

const boxes = (text: string) => [...text.padEnd(6, ' ')].map((char) => (char === ' ' ? '' : char));

describe('enterText', () => {
  it('writes a typed digit and moves forward, staying on the last box at the end', () => {
    expect(enterText(emptyDigits(6), 0, '4')).toEqual({ digits: boxes('4'), focus: 1 });
    expect(enterText(boxes('12345'), 5, '6')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('replaces the digit of a full box, whichever side of it the caret was', () => {
    expect(enterText(boxes('123'), 1, '27')).toEqual({ digits: boxes('173'), focus: 2 });
    expect(enterText(boxes('123'), 1, '72')).toEqual({ digits: boxes('173'), focus: 2 });
    expect(enterText(boxes('123'), 1, '22')).toEqual({ digits: boxes('123'), focus: 2 });
  });

  it('ignores what is not a digit', () => {
    expect(enterText(boxes('12'), 2, 'a')).toEqual({ digits: boxes('12'), focus: 2 });
    expect(enterText(boxes('12'), 1, '2e')).toEqual({ digits: boxes('12'), focus: 1 });
  });

  it('spreads a whole code autofilled into any box over all the boxes', () => {
    expect(enterText(emptyDigits(6), 0, '123456')).toEqual({ digits: boxes('123456'), focus: 5 });
    expect(enterText(boxes('9'), 3, '654321')).toEqual({ digits: boxes('654321'), focus: 5 });
  });

  it('spreads a few digits from the box they arrived in', () => {
    expect(enterText(boxes('12'), 2, '34')).toEqual({ digits: boxes('1234'), focus: 4 });
    expect(enterText(boxes('1234'), 4, '5678')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('empties a box whose digit was deleted, keeping the focus there', () => {
    expect(enterText(boxes('123'), 1, '')).toEqual({ digits: ['1', '', '3', '', '', ''], focus: 1 });
  });
});

describe('pasteText', () => {
  it('spreads a pasted code over all the boxes, wherever the focus is, ignoring spaces and dashes', () => {
    expect(pasteText(boxes('12'), 3, '987 654')).toEqual({ digits: boxes('987654'), focus: 5 });
    expect(pasteText(emptyDigits(6), 0, ' 123-456 ')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('keeps the first six digits of a longer paste', () => {
    expect(pasteText(emptyDigits(6), 2, '12345678')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('fills from the focused box with part of a code', () => {
    expect(pasteText(boxes('12'), 2, '34')).toEqual({ digits: boxes('1234'), focus: 4 });
  });

  it('ignores a paste without digits', () => {
    expect(pasteText(boxes('1'), 1, 'code')).toEqual({ digits: boxes('1'), focus: 1 });
  });
});

describe('pressBackspace', () => {
  it('clears a full box and stays', () => {
    expect(pressBackspace(boxes('123'), 2)).toEqual({ digits: boxes('12'), focus: 2 });
  });

  it('on an empty box moves back and clears the previous digit', () => {
    expect(pressBackspace(boxes('123'), 3)).toEqual({ digits: boxes('12'), focus: 2 });
  });

  it('does nothing on the first box when it is empty', () => {
    expect(pressBackspace(emptyDigits(6), 0)).toEqual({ digits: emptyDigits(6), focus: 0 });
  });
});

describe('completeCode', () => {
  it('gives the code only when every box has a digit', () => {
    expect(completeCode(boxes('123456'))).toBe('123456');
    expect(completeCode(boxes('12345'))).toBeNull();
  });
});
