import { describe, expect, it } from 'vitest';
import { firstCode, splitCodes } from './find-codes';

describe('splitCodes', () => {
  it('cuts the code out of the text around it', () => {
    expect(splitCodes('Votre code : 123456. Valable 10 minutes.')).toEqual([
      { kind: 'text', text: 'Votre code : ' },
      { kind: 'code', text: '123456' },
      { kind: 'text', text: '. Valable 10 minutes.' },
    ]);
  });

  it('finds a code at either end of the text', () => {
    expect(splitCodes('654321')).toEqual([{ kind: 'code', text: '654321' }]);
    expect(splitCodes('000042 est votre code')[0]).toEqual({ kind: 'code', text: '000042' });
  });

  it('ignores longer numbers, phone numbers and shorter numbers', () => {
    expect(splitCodes('Appelez le +33612345678 ou le 0612345678, 12345 ou 1234567')).toEqual([
      { kind: 'text', text: 'Appelez le +33612345678 ou le 0612345678, 12345 ou 1234567' },
    ]);
  });

  it('keeps an empty text empty', () => {
    expect(splitCodes('')).toEqual([]);
  });
});

describe('firstCode', () => {
  it('gives the first code or nothing', () => {
    expect(firstCode('Code 111111, ancien code 222222')).toBe('111111');
    expect(firstCode('Pas de code ici')).toBeUndefined();
  });
});
