import { describe, expect, it } from 'vitest';
import * as providersApi from '@shared/api/contract/providers';
import type { RequestOf } from '@shared/api/endpoint';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { LYON, plannerSuite } from '../test-support/planner-suite';
import { saveExampleProject } from '../test-support/saved-project';
import { callJson } from '../test-support/test-app';

const { t, couple, daysAgo, providerAt, suggestedForSavedProject } = plannerSuite();

type Answers = RequestOf<typeof providersApi.suggestPlannersForAnswers>;

async function suggestedNames(answers: Answers, headers: Record<string, string> = {}): Promise<string[]> {
  const answer = await callEndpoint(t.app, providersApi.suggestPlannersForAnswers, answers, { headers });
  expect(answer.status).toBe(200);
  return bodyOf(answer).prestataires.map((card) => card.name);
}

describe('suggest-prestataires (the wizard’s answers, no project)', () => {
  it('ranks as get-prestataires ranks a saved project with the same answers, for a visitor', async () => {
    await providerAt('Plain at 5 km', 5);
    await providerAt('Premium at 30 km', 30, { isPremium: true });
    await providerAt('Active at 26 km', 26, { lastLoginAt: daysAgo(10) });
    await providerAt('English at 2 km', 2, { languages: ['en'] });
    await providerAt('Belgian at 1 km', 1, { country: 'BE' });
    const answers = { ...LYON, country: 'FR' as const, languages: ['fr' as const] };

    const ranked = await suggestedForSavedProject({
      eventType: 'wedding',
      eventDate: '2031-06-14',
      eventLocation: 'Lyon',
      ...answers,
    });

    const names = await suggestedNames(answers);
    expect(names).toEqual(['Premium at 30 km', 'Plain at 5 km', 'Active at 26 km']);
    expect(names).toEqual(ranked.map((card) => card.name));
    expect(await suggestedNames(answers, couple.headers)).toEqual(names);
  });

  it('gives the next best ones, leaving out those excluded', async () => {
    const near = await providerAt('Near', 5);
    const close = await providerAt('Close', 10);
    await providerAt('Middle', 20);
    await providerAt('Far', 40);
    await providerAt('Farther', 60);
    expect(await suggestedNames({ ...LYON, exclude: [near, close] })).toEqual(['Middle', 'Far', 'Farther']);
  });

  it('leaves out, for a signed-in couple, the providers it reached within the period', async () => {
    const reached = await providerAt('Reached at 1 km', 1);
    await providerAt('At 3 km', 3);
    await providerAt('At 4 km', 4);
    await providerAt('At 5 km', 5);
    const project = await saveExampleProject(t.app, couple, { message: 'Bonjour' });
    const sent = { project, prestataire: reached };
    bodyOf(await callEndpoint(t.app, providersApi.sendToProvider, sent, { as: couple }));
    expect(await suggestedNames(LYON, couple.headers)).toEqual(['At 3 km', 'At 4 km', 'At 5 km']);
    expect(await suggestedNames(LYON)).toEqual(['Reached at 1 km', 'At 3 km', 'At 4 km']);
  });

  it('refuses answers that cannot be placed, naming the field, never a 5xx', async () => {
    const missing = await callJson(t.app, {
      method: 'POST',
      url: '/api/suggest-prestataires',
      json: { latitude: 45 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { longitude: expect.any(String) } });
    const tooFar = await callJson(t.app, {
      method: 'POST',
      url: '/api/suggest-prestataires',
      json: { ...LYON, latitude: 123, exclude: Array.from({ length: 201 }, (_, index) => index + 1) },
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toMatchObject({
      fields: { latitude: expect.any(String), exclude: expect.any(String) },
    });
  });
});
