import { describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import type { RequestOf } from '@shared/api/endpoint';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { DAY_MS, LYON, plannerSuite } from '../test-support/planner-suite';
import { signedInCouple, signIn } from '../test-support/signed-in-couple';
import { callJson } from '../test-support/test-app';
import { ONE_CONTACT_PERIOD_DAYS } from '../event-requests/send-rules';
import { RANKING_KM } from './suggest-providers';

/** Lille, 10 km from the Belgian border. */
const LILLE = { latitude: 50.6292, longitude: 3.0573 };

const { t, couple, daysAgo, providerAt } = plannerSuite();

async function createProject(
  overrides: Partial<projectsApi.NewProject> = {},
  owner = couple,
): Promise<number> {
  const project = {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    ...LYON,
    country: 'FR',
  };
  const answer = await callEndpoint(
    t.app,
    projectsApi.saveProject,
    { ...project, ...overrides },
    { as: owner },
  );
  return bodyOf(answer).project.id;
}

const suggest = (project: number, headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, providersApi.getSuggestedProviders, { project }, { headers });

async function suggestedNames(project: number, headers = couple.headers): Promise<string[]> {
  const body = bodyOf(await suggest(project, headers));
  if (!body.success) throw new Error(`no suggestion: ${body.error}`);
  return body.prestataires.map((card) => card.name);
}

describe('get-prestataires ranking', () => {
  it('picks the three nearest when nothing else differs', async () => {
    await providerAt('Far', 60);
    await providerAt('Near', 5);
    await providerAt('Middle', 40);
    await providerAt('Close', 20);
    expect(await suggestedNames(await createProject())).toEqual(['Near', 'Close', 'Middle']);
  });

  it('weighs premium and recent activity in kilometres', async () => {
    expect(RANKING_KM).toEqual({
      premiumBonus: 30,
      recentActivityBonus: 20,
      respondsQuicklyBonus: 20,
      otherCountryPenalty: 100,
    });
    await providerAt('Plain at 5 km', 5); // score 5
    await providerAt('Premium at 30 km', 30, { isPremium: true }); // 0
    await providerAt('Active at 26 km', 26, { lastLoginAt: daysAgo(10) }); // 6
    await providerAt('Both at 45 km', 45, { isPremium: true, lastLoginAt: daysAgo(89) }); // -5
    expect(await suggestedNames(await createProject())).toEqual([
      'Both at 45 km',
      'Premium at 30 km',
      'Plain at 5 km',
    ]);
  });

  it('counts activity within 90 days of the server clock only', async () => {
    await providerAt('Seen 91 days ago at 10 km', 10, { lastLoginAt: daysAgo(91) });
    await providerAt('Seen 89 days ago at 25 km', 25, { lastLoginAt: daysAgo(89) });
    await providerAt('Plain at 20 km', 20);
    await providerAt('Plain at 22 km', 22);
    const project = await createProject();
    expect(await suggestedNames(project)).toEqual([
      'Seen 89 days ago at 25 km',
      'Seen 91 days ago at 10 km',
      'Plain at 20 km',
    ]);
    t.clock.advance(2 * DAY_MS);
    const renewed = await signIn(t, couple.userId);
    expect(await suggestedNames(project, renewed.headers)).toEqual([
      'Seen 91 days ago at 10 km',
      'Plain at 20 km',
      'Plain at 22 km',
    ]);
  });

  it('looks farther when a bonus out there can beat what is near', async () => {
    await providerAt('Plain at 45 km', 45);
    await providerAt('Plain at 46 km', 46);
    await providerAt('Plain at 47 km', 47);
    await providerAt('Premium and active at 60 km', 60, { isPremium: true, lastLoginAt: daysAgo(1) }); // 10
    expect(await suggestedNames(await createProject())).toEqual([
      'Premium and active at 60 km',
      'Plain at 45 km',
      'Plain at 46 km',
    ]);
  });

  it('still finds planners hundreds of kilometres away when there are none near', async () => {
    await providerAt('Paris', 390);
    await providerAt('Marseille', -280);
    await providerAt('Lille', 560);
    await providerAt('Bordeaux', -1400);
    expect(await suggestedNames(await createProject())).toEqual(['Marseille', 'Paris', 'Lille']);
  });

  it('keeps to the project’s languages when it lists some', async () => {
    await providerAt('French only at 2 km', 2, { languages: ['fr'] });
    await providerAt('English at 10 km', 10, { languages: ['fr', 'en'] });
    await providerAt('German at 12 km', 12, { languages: ['de'] });
    await providerAt('Italian and English at 30 km', 30, { languages: ['it', 'en'] });
    expect(await suggestedNames(await createProject({ languages: ['en', 'de'] }))).toEqual([
      'English at 10 km',
      'German at 12 km',
      'Italian and English at 30 km',
    ]);
    expect(await suggestedNames(await createProject({ languages: [] }))).toEqual([
      'French only at 2 km',
      'English at 10 km',
      'German at 12 km',
    ]);
  });

  it('never suggests a provider the project already contacted, nor an unpublished one', async () => {
    const contacted = await providerAt('Contacted at 1 km', 1);
    await providerAt('Hidden at 2 km', 2, { published: false });
    await providerAt('At 3 km', 3);
    await providerAt('At 4 km', 4);
    await providerAt('At 5 km', 5);
    const project = await createProject({ message: 'Bonjour' });
    await callEndpoint(
      t.app,
      providersApi.sendToProvider,
      { project, prestataire: contacted },
      { as: couple },
    );
    expect(await suggestedNames(project)).toEqual(['At 3 km', 'At 4 km', 'At 5 km']);
  });

  it('leaves out a provider another project of the couple reached, until the period is over', async () => {
    const contacted = await providerAt('Contacted at 1 km', 1);
    await providerAt('At 3 km', 3);
    await providerAt('At 4 km', 4);
    await providerAt('At 5 km', 5);
    const project = await createProject({ message: 'Bonjour' });
    const other = await createProject({ message: 'Bonjour' });
    await callEndpoint(
      t.app,
      providersApi.sendToProvider,
      { project, prestataire: contacted },
      { as: couple },
    );
    expect(await suggestedNames(other)).toEqual(['At 3 km', 'At 4 km', 'At 5 km']);
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await createProject({}, stranger);
    expect(await suggestedNames(theirs, stranger.headers)).toEqual([
      'Contacted at 1 km',
      'At 3 km',
      'At 4 km',
    ]);

    t.clock.advance(ONE_CONTACT_PERIOD_DAYS * DAY_MS);
    const later = await signIn(t, couple.userId);
    expect(await suggestedNames(other, later.headers)).toEqual(['Contacted at 1 km', 'At 3 km', 'At 4 km']);
    expect(await suggestedNames(project, later.headers)).toEqual(['At 3 km', 'At 4 km', 'At 5 km']);
  });

  it('prefers the project’s country unless the foreign planner is much nearer', async () => {
    await providerAt('Belgian at 15 km', 15, { country: 'BE' }, LILLE); // 115
    await providerAt('French at 80 km', -80, {}, LILLE); // 80
    await providerAt('French at 140 km', -140, {}, LILLE); // 140
    await providerAt('French at 200 km', -200, {}, LILLE); // 200
    const project = await createProject({ eventLocation: 'Lille', ...LILLE, country: 'FR' });
    expect(await suggestedNames(project)).toEqual([
      'French at 80 km',
      'Belgian at 15 km',
      'French at 140 km',
    ]);
    const anyCountry = await createProject({ eventLocation: 'Lille', ...LILLE, country: null });
    expect(await suggestedNames(anyCountry)).toEqual([
      'Belgian at 15 km',
      'French at 80 km',
      'French at 140 km',
    ]);
  });

  it('returns fewer than three when fewer qualify', async () => {
    await providerAt('Only one', 8);
    expect(await suggestedNames(await createProject())).toEqual(['Only one']);
  });
});

describe('get-prestataires answers', () => {
  it('describes each provider as a card', async () => {
    const id = await providerAt('Atelier Lumière', 5, {
      city: 'Lyon',
      postalCode: '69003',
      isPremium: true,
      lastLoginAt: daysAgo(3),
      languages: ['fr', 'en'],
      portraitHtml: '<p><strong>Atelier</strong> à Lyon</p>',
      profileImage: 'seed/provider-7.jpg',
    });
    await providerAt('No Image', 6, { city: null, postalCode: null, languages: [] });
    const { body } = await suggest(await createProject());
    expect(body).toEqual({
      success: true,
      prestataires: [
        {
          id,
          name: 'Atelier Lumière',
          city: 'Lyon',
          cp: '69',
          portrait: '<p><strong>Atelier</strong> à Lyon</p>',
          profileUrl: '/wedding-planner/atelier-lumiere',
          profileImage: '/images/seed/provider-7.jpg?w=160&h=160',
          isPremium: true,
          hasLoggedInTheLastDays: true,
          langues: [
            { iso: 'en', label: 'English' },
            { iso: 'fr', label: 'Français' },
          ],
        },
        expect.objectContaining({
          name: 'No Image',
          city: null,
          cp: null,
          profileImage: null,
          isPremium: false,
          hasLoggedInTheLastDays: false,
          langues: [],
        }),
      ],
    });
  });

  it('answers city-not-found, in the caller’s language, for a project it cannot place', async () => {
    await providerAt('Anyone', 5);
    const project = await createProject({ eventLocation: 'Atlantis', latitude: null, longitude: null });
    expect((await suggest(project)).body).toEqual({
      success: false,
      error: 'Le lieu de ce projet est introuvable : précisez la ville.',
      error_slug: 'city-not-found',
    });
    const english = await suggest(project, { ...couple.headers, 'accept-language': 'en' });
    expect(english.body).toMatchObject({
      error_slug: 'city-not-found',
      error: expect.stringMatching(/^The place/),
    });
  });

  it('refuses another couple’s project like a missing one', async () => {
    await providerAt('Anyone', 5);
    const project = await createProject();
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await suggest(project, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual((await suggest(12345, stranger.headers)).body);
    expect((await suggest(project, {})).status).toBe(401);
    const invalidId = await callJson(t.app, {
      method: 'POST',
      url: providersApi.getSuggestedProviders.path,
      json: { project: 0 },
      headers: couple.headers,
    });
    expect(invalidId.status).toBe(400);
  });
});

describe('get-more-prestataires', () => {
  const more = (
    request: RequestOf<typeof providersApi.getMoreSuggestedProviders>,
    headers: Record<string, string> = couple.headers,
  ) => callEndpoint(t.app, providersApi.getMoreSuggestedProviders, request, { headers });

  async function moreNames(project: number, exclude?: number[]): Promise<string[]> {
    const body = bodyOf(await more({ project, exclude }));
    if (!body.success) throw new Error(`no suggestion: ${body.error}`);
    return body.prestataires.map((card) => card.name);
  }

  it('goes on down the ranking past the cards already shown, in any order', async () => {
    const near = await providerAt('Plain at 5 km', 5);
    const premium = await providerAt('Premium at 30 km', 30, { isPremium: true }); // 0
    const active = await providerAt('Active at 26 km', 26, { lastLoginAt: daysAgo(10) }); // 6
    await providerAt('Plain at 8 km', 8);
    await providerAt('Active at 40 km', 40, { lastLoginAt: daysAgo(10) }); // 20
    await providerAt('Plain at 70 km', 70);
    const project = await createProject();
    expect(await suggestedNames(project)).toEqual(['Premium at 30 km', 'Plain at 5 km', 'Active at 26 km']);
    expect(await moreNames(project, [active, near, premium])).toEqual([
      'Plain at 8 km',
      'Active at 40 km',
      'Plain at 70 km',
    ]);
    expect(await moreNames(project, [premium])).toEqual([
      'Plain at 5 km',
      'Active at 26 km',
      'Plain at 8 km',
    ]);
    expect(await moreNames(project)).toEqual(await suggestedNames(project));
  });

  it('never offers a provider the couple already reached, nor an unpublished one', async () => {
    const contacted = await providerAt('Contacted at 1 km', 1);
    await providerAt('Hidden at 2 km', 2, { published: false });
    const reachedElsewhere = await providerAt('Reached from another project at 2 km', 2);
    const shown = await providerAt('Shown at 3 km', 3);
    await providerAt('At 4 km', 4);
    const project = await createProject({ message: 'Bonjour' });
    const other = await createProject({ message: 'Bonjour' });
    for (const [sending, prestataire] of [
      [project, contacted],
      [other, reachedElsewhere],
    ] as const) {
      await callEndpoint(
        t.app,
        providersApi.sendToProvider,
        { project: sending, prestataire },
        { as: couple },
      );
    }
    expect(await moreNames(project, [shown])).toEqual(['At 4 km']);
  });

  it('keeps to the project’s languages, as get-prestataires does', async () => {
    await providerAt('German at 3 km', 3, { languages: ['de'] });
    const english = await providerAt('English at 5 km', 5, { languages: ['en'] });
    await providerAt('French at 6 km', 6, { languages: ['fr'] });
    await providerAt('English and French at 9 km', 9, { languages: ['fr', 'en'] });
    const project = await createProject({ languages: ['en'] });
    expect(await moreNames(project, [english])).toEqual(['English and French at 9 km']);
  });

  it('answers an empty list when every candidate has been shown', async () => {
    const only = await providerAt('Only one', 8);
    expect(bodyOf(await more({ project: await createProject(), exclude: [only] }))).toEqual({
      success: true,
      prestataires: [],
    });
  });

  it('answers city-not-found for a project it cannot place', async () => {
    await providerAt('Anyone', 5);
    const project = await createProject({ eventLocation: 'Atlantis', latitude: null, longitude: null });
    expect((await more({ project, exclude: [] })).body).toEqual((await suggest(project)).body);
    expect((await more({ project })).body).toMatchObject({ success: false, error_slug: 'city-not-found' });
  });

  it('refuses another couple’s project like a missing one, and a list of exclusions too long', async () => {
    await providerAt('Anyone', 5);
    const project = await createProject();
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await more({ project }, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual((await more({ project: 12345 }, stranger.headers)).body);
    expect((await more({ project }, {})).status).toBe(401);

    const tooMany = Array.from({ length: providersApi.MAX_EXCLUDED_SUGGESTIONS + 1 }, (_, n) => n + 1);
    const refused = await more({ project, exclude: tooMany });
    expect(refused).toMatchObject({ status: 400, body: { fields: { exclude: expect.any(String) } } });
    expect((await more({ project, exclude: tooMany.slice(1) })).status).toBe(200);
    const notIds = await callJson(t.app, {
      method: 'POST',
      url: providersApi.getMoreSuggestedProviders.path,
      json: { project, exclude: [0, 'one'] },
      headers: couple.headers,
    });
    expect(notIds.status).toBe(400);
  });
});
