import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites';
import { dialCodeOf } from './dial-code';

describe('dialCodeOf', () => {
  it('knows the code of each site country', () => {
    expect(COUNTRY_CODES.map(dialCodeOf)).toEqual(['33', '32', '44', '49', '39', '34', '351']);
  });
});
