import { describe, expect, it } from 'vitest';
import * as profileUrlApi from '@shared/api/contract/back-office/profile-url';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

describe('the address of a provider’s public profile', () => {
  it('is on its company’s country site, and says whether the directory shows it', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    expect(bodyOf(await callEndpoint(t.app, profileUrlApi.profileUrl, {}, { as: provider }))).toEqual({
      url: 'http://localhost:3000/wedding-planner/atelier-lumiere',
      slug: 'atelier-lumiere',
      published: true,
    });
    await t.db.query("UPDATE providers SET country = 'BE', published = false WHERE id = $1", [
      provider.providerId,
    ]);
    expect(bodyOf(await callEndpoint(t.app, profileUrlApi.profileUrl, {}, { as: provider }))).toEqual({
      url: 'http://be.localhost:3000/wedding-planner/atelier-lumiere',
      slug: 'atelier-lumiere',
      published: false,
    });
  });
});
