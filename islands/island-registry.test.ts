import { readdirSync } from 'node:fs';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_PROPS, type IslandName, type IslandProps } from '@shared/islands/registry';
import { ISLANDS } from './island-loaders';

/** For each island, props the server may write, and props it must not. */
const EXAMPLES: { [N in IslandName]: { valid: IslandProps<N>; wrong: unknown } } = {
  'directory-search': {
    valid: { country: 'FR', language: 'fr', services: [], regions: [], initial: { region: 'bretagne' } },
    wrong: { country: 'XX', language: 'fr', services: [], regions: [] },
  },
  'favorite-button': {
    valid: {
      publicId: '0b6c5a0e-0000-4000-8000-000000000001',
      providerName: 'Atelier Lumière',
      language: 'fr',
      country: 'FR',
    },
    wrong: { publicId: '42', providerName: 'Atelier Lumière', language: 'fr', country: 'FR' },
  },
  'image-views': { valid: { imageIds: [11, 12] }, wrong: { imageIds: ['eleven'] } },
  'project-view': {
    valid: { language: 'fr', country: 'FR', projectId: 12 },
    wrong: { language: 'fr', country: 'FR', projectId: 0 },
  },
  'account-settings': { valid: { language: 'nl', country: 'BE' }, wrong: { language: 'nl' } },
  'favorites-list': {
    valid: { language: 'fr', country: 'FR', directoryUrl: 'http://localhost:3000/wedding-planners/' },
    wrong: { language: 'fr', country: 'FR', directoryUrl: 'annuaire' },
  },
  'project-session': {
    valid: { language: 'nl', country: 'BE', chosenLocale: 'en-BE' },
    wrong: { language: 'nl', country: 'BE', chosenLocale: 'klingon' },
  },
  'project-home': { valid: { language: 'fr', visitorId: 'visitor' }, wrong: { language: 'fr' } },
  'project-sign-in': {
    valid: { language: 'fr', country: 'FR', then: 'home' },
    wrong: { language: 'fr', country: 'FR', then: 'elsewhere' },
  },
  'project-wizard': { valid: { language: 'nl', country: 'BE' }, wrong: { language: 'nl', country: 'NL' } },
  'project-sent': {
    valid: { language: 'fr', country: 'FR', projectId: 12, alreadySent: [14] },
    wrong: { language: 'fr', country: 'FR', projectId: 12, alreadySent: ['14'] },
  },
  'back-office-session': { valid: { language: 'de', country: 'DE' }, wrong: { language: 'de' } },
  'back-office-login': {
    valid: { language: 'fr', next: '/account' },
    wrong: { language: 'fr', next: '//evil.example/account' },
  },
  'back-office-register': {
    valid: { language: 'it', country: 'IT' },
    wrong: { language: 'it', country: 'US' },
  },
  'back-office-forgot-password': { valid: { language: 'fr' }, wrong: {} },
  'back-office-reset-password': { valid: { language: 'fr', token: null }, wrong: { language: 'fr' } },
  'back-office-confirm-email': {
    valid: { language: 'fr', token: 'abc' },
    wrong: { language: 'fr', token: 12 },
  },
  'back-office-dashboard': {
    valid: { language: 'fr', country: 'FR', siteOrigins: { FR: 'http://localhost:3000' } },
    wrong: { language: 'fr', country: 'FR', siteOrigins: { XX: 'http://localhost:3000' } },
  },
  'back-office-account': { valid: { language: 'pt', country: 'PT' }, wrong: { country: 'PT' } },
  'back-office-support-banner': { valid: { language: 'de', country: 'BE' }, wrong: { language: 'de' } },
  'back-office-support-access-start': { valid: { language: 'en', country: 'GB' }, wrong: { country: 'XX' } },
  'back-office-screen': {
    valid: { language: 'fr', screen: 'socialNetworks', texts: ['back-office-profile'] },
    wrong: { language: 'fr', screen: 'socialNetworks', texts: ['not-a-namespace'] },
  },
};

const names = Object.keys(ISLAND_PROPS) as IslandName[];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the island registry', () => {
  it('names the islands the loader loads, and no other', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual([...names].sort());
  });

  it('keeps each island in the one module named after it, where the server finds its chunks to preload', () => {
    const files = readdirSync('islands', { recursive: true, encoding: 'utf8' }).map((path) =>
      path.slice(path.lastIndexOf('/') + 1),
    );
    expect(
      names.filter((name) => files.filter((file) => file === `${name}-island.tsx`).length !== 1),
    ).toEqual([]);
  });

  it.each(names)('accepts the props of %s the server writes, and refuses wrong ones', (name) => {
    const schema = ISLAND_PROPS[name];
    expect(v.safeParse(schema, EXAMPLES[name].valid).success).toBe(true);
    expect(v.safeParse(schema, EXAMPLES[name].wrong).success).toBe(false);
  });

  it.each(names)('%s renders with the props its schema reads, and not with wrong ones', async (name) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = ISLANDS[name];
    if (!load) throw new Error(`The loader has no island ${name}.`);
    const { default: island } = await load();
    expect(island.render(EXAMPLES[name].valid)).not.toBeNull();
    expect(island.render(EXAMPLES[name].wrong)).toBeNull();
    expect(String(error.mock.calls[0]?.[0])).toContain(`The island "${name}" keeps its server HTML`);
  });
});
