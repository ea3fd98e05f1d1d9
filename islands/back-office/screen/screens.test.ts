import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_AREAS } from '@shared/api/contract/back-office';
import { screenLoader } from './screens';

describe('the back-office’s screens', () => {
  it('finds the module of every screen the areas list, each with a component to render', async () => {
    const screens = Object.entries(BACK_OFFICE_AREAS).flatMap(([name, area]) =>
      'screen' in area ? [name] : [],
    );
    expect(screens.length).toBeGreaterThan(0);
    for (const name of screens) {
      const load = screenLoader(name);
      expect({ name, found: load !== undefined }).toEqual({ name, found: true });
      expect(typeof (await load?.())?.default).toBe('function');
    }
  });

  it('finds no screen for a resource that has none', () => {
    expect(screenLoader('providerSignIn')).toBeUndefined();
  });
});
