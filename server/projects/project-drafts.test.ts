import { describe, expect, it } from 'vitest';
import * as draftsApi from '@shared/api/contract/project-drafts';
import { MESSAGE_BODY_BYTES } from '@shared/api/contract/projects';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import {
  signedInCouple,
  type SignedInCouple,
  signedInCoupleForEachTest,
} from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest();
const couple = signedInCoupleForEachTest(t);

const load = (as: SignedInCouple = couple) => callEndpoint(t.app, draftsApi.projectDraft, {}, { as });
const loaded = async (as: SignedInCouple = couple) => bodyOf(await load(as)).draft;
const save = (draft: draftsApi.ProjectDraftInput, as: SignedInCouple = couple) =>
  callEndpoint(t.app, draftsApi.saveProjectDraft, draft, { as });
/** What the contract refuses, sent as is. */
const saveRaw = (json: unknown) =>
  callJson(t.app, { method: 'PUT', url: draftsApi.saveProjectDraft.path, json, headers: couple.headers });
const discard = (as: SignedInCouple = couple) =>
  callEndpoint(t.app, draftsApi.discardProjectDraft, {}, { as });

const midway: draftsApi.ProjectDraftInput = {
  step: 3,
  answers: {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: '  Lyon ',
    zipCode: '69002',
    country: 'fr',
    latitude: 45.76,
    longitude: 4.84,
    guestRange: 3,
    languages: ['fr', 'en'],
    theme: null,
  },
  planners: [12, 4],
  savedProject: 41,
};

describe('project drafts', () => {
  it('has no draft until the couple saves one', async () => {
    expect(await load()).toMatchObject({ status: 200, body: { success: true, draft: null } });
  });

  it('keeps the saved draft as the contract parsed it, with the time of the save and the project a send saved', async () => {
    const { status, body } = await save(midway);
    const expected = {
      step: 3,
      answers: { ...midway.answers, eventLocation: 'Lyon', country: 'FR' },
      planners: [12, 4],
      savedProject: 41,
      updatedAt: t.clock.now().toISOString(),
    };
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, draft: expected });
    expect(await loaded()).toEqual(expected);
  });

  it('replaces the whole draft on each save, and starts an empty one at step 1', async () => {
    await save(midway);
    t.clock.advance(5_000);
    await save({ answers: { eventType: 'birthday' } });
    expect(await loaded()).toEqual({
      step: 1,
      answers: { eventType: 'birthday' },
      planners: [],
      savedProject: null,
      updatedAt: t.clock.now().toISOString(),
    });
  });

  it('keeps unfinished answers: a city still being typed, a date that has passed since', async () => {
    await save({ step: 2, answers: { eventLocation: 'Ly', eventDate: '2020-01-01' } });
    expect(await loaded()).toMatchObject({ answers: { eventLocation: 'Ly', eventDate: '2020-01-01' } });
  });

  it('refuses what no wizard would save, and keeps the draft it had', async () => {
    await save(midway);
    const refusals = [
      { step: 6 },
      { step: 0 },
      { step: 2.5 },
      { planners: Array.from({ length: draftsApi.MAX_DRAFT_PLANNERS + 1 }, (_, n) => n + 1) },
      { planners: [0] },
      { savedProject: 0 },
      { savedProject: 'x' },
      { answers: { eventDate: '2031-02-30' } },
      { answers: { eventType: 'Not a slug!' } },
      { answers: { languages: ['xx'] } },
      { answers: { plannerLocation: 'moon' } },
      { answers: { eventLocation: 'x'.repeat(121) } },
      { answers: { message: 'x'.repeat(5001) } },
      { answers: 'everything' },
    ];
    for (const refused of refusals) {
      expect((await saveRaw(refused)).status, JSON.stringify(refused).slice(0, 80)).toBe(400);
    }
    expect(await loaded()).toMatchObject({ step: 3, planners: [12, 4] });
  });

  it('keeps nothing it does not know, and refuses an oversized body unread', async () => {
    await saveRaw({ step: 2, secret: 'x', answers: { eventType: 'wedding', note: 'y' } });
    expect(await loaded()).toMatchObject({ step: 2, answers: { eventType: 'wedding' } });
    const [row] = await t.db.query<{ document: unknown }>('SELECT document FROM project_drafts');
    expect(row?.document).toEqual({
      step: 2,
      answers: { eventType: 'wedding' },
      planners: [],
      savedProject: null,
    });
    const huge = await saveRaw({ answers: { theme: 'x'.repeat(MESSAGE_BODY_BYTES) } });
    expect(huge.status).toBe(413);
  });

  it('discards the draft, and discarding none changes nothing', async () => {
    await save(midway);
    expect(await discard()).toMatchObject({ status: 200, body: { success: true } });
    expect(await loaded()).toBeNull();
    expect(await discard()).toMatchObject({ status: 200, body: { success: true } });
  });

  it('keeps each couple’s draft to themselves', async () => {
    await save(midway);
    const other = await signedInCouple(t, '+33698765432');
    expect(await loaded(other)).toBeNull();
    await discard(other);
    expect(await loaded()).toMatchObject({ step: 3 });
  });

  it('answers a stored draft the contract no longer accepts as no draft', async () => {
    await t.db.query(
      `INSERT INTO project_drafts (user_id, document, updated_at) VALUES ($1, $2::jsonb, now())`,
      [couple.userId, JSON.stringify({ step: 9, answers: {} })],
    );
    expect(await load()).toMatchObject({ status: 200, body: { draft: null } });
  });

  it('needs a signed-in couple', async () => {
    for (const answer of [
      await callEndpoint(t.app, draftsApi.projectDraft, {}),
      await callEndpoint(t.app, draftsApi.saveProjectDraft, midway),
      await callEndpoint(t.app, draftsApi.discardProjectDraft, {}),
    ]) {
      expect(answer.status).toBe(401);
    }
  });
});
