import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEventTypes } from './event-types';

describe('readEventTypes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the list of event types', () => {
    expect(readEventTypes([{ slug: 'wedding', name: 'Mariage' }])).toEqual([
      { slug: 'wedding', name: 'Mariage' },
    ]);
    expect(readEventTypes(undefined)).toEqual([]);
  });

  it('warns about and ignores anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEventTypes({ wedding: 'Mariage' })).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
