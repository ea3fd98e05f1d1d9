import { describe, expect, it } from 'vitest';
import { formLanguage } from './form-language';

describe('formLanguage', () => {
  it("keeps the interface's language when the site offers it, else takes the site's", () => {
    expect(formLanguage('en', 'FR')).toBe('en');
    expect(formLanguage('fr', 'BE')).toBe('fr');
    expect(formLanguage('pt', 'FR')).toBe('fr');
  });
});
