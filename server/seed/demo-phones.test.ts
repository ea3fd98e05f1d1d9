import { describe, expect, it } from 'vitest';
import { fictionRangeOf } from '@shared/validation';
import { DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE } from './demo-phones';

describe('the demo accounts’ phone numbers', () => {
  it('come from the French mobile range reserved for fiction, one each', () => {
    const phones = [DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE];
    expect(phones.map(fictionRangeOf)).toEqual([
      expect.objectContaining({ country: 'FR', kind: 'mobile' }),
      expect.objectContaining({ country: 'FR', kind: 'mobile' }),
    ]);
    expect(new Set(phones).size).toBe(phones.length);
  });
});
