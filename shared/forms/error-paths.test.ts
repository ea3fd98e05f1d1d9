import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorPaths } from './error-paths';

describe('errorPaths', () => {
  it('lists a list’s rows’ field errors by their dot paths, beside the top-level ones, in order', () => {
    const errors = {
      email: { type: 'server', message: 'Email invalide' },
      networks: [undefined, { url: { type: 'server', message: 'Adresse invalide', ref: { name: 'x' } } }],
    } as unknown as FieldErrors;
    expect(errorPaths(errors).map(([path, error]) => [path, error.message])).toEqual([
      ['email', 'Email invalide'],
      ['networks.1.url', 'Adresse invalide'],
    ]);
  });

  it('keeps an error on a list as a whole (too many rows) on the list’s own path', () => {
    const errors = { networks: { type: 'max_length', message: 'Trop de lignes' } };
    expect(errorPaths(errors).map(([path]) => path)).toEqual(['networks']);
  });
});
