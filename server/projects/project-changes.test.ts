import { describe, expect, it } from 'vitest';
import * as projectsApi from '@shared/api/contract/projects';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedCities } from '../test-support/crafted-directory';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import {
  signedInCouple,
  type SignedInCouple,
  signedInCoupleForEachTest,
} from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

/** Event dates are checked against the real calendar by the contract: these stay in the future. */
const FUTURE = '2031-06-14';
const LATER = '2032-09-04';

const t = freshAppForEachTest(async (db) => {
  await seedCatalog(db);
  await insertCraftedCities(db);
});
const couple = signedInCoupleForEachTest(t);

const createProject = async (overrides: Partial<projectsApi.NewProject> = {}) =>
  bodyOf(
    await callEndpoint(
      t.app,
      projectsApi.saveProject,
      {
        eventType: 'wedding',
        eventDate: FUTURE,
        eventLocation: 'Lyon',
        zipCode: '69002',
        country: 'FR',
        latitude: 45.76,
        longitude: 4.84,
        theme: 'Bohème',
        languages: ['fr'],
        message: 'Bonjour',
        ...overrides,
      },
      { as: couple },
    ),
  ).project;

const update = (id: number, changes: projectsApi.ProjectChanges, as: SignedInCouple = couple) =>
  callEndpoint(t.app, projectsApi.updateProject, changes, { as, params: { id } });
/** What the contract refuses, sent as is. */
const updateRaw = (id: number, json: unknown) =>
  callJson(t.app, { method: 'PATCH', url: `/api/projects/${id}`, json, headers: couple.headers });
const close = (id: number, as: SignedInCouple = couple) =>
  callEndpoint(t.app, projectsApi.closeProject, {}, { as, params: { id } });
const list = (status?: 'open' | 'closed' | 'all') =>
  callEndpoint(t.app, projectsApi.getProjects, status ? { status } : {}, { as: couple });
const stored = async (id: number) =>
  (
    await t.db.query<Record<string, unknown>>(
      `SELECT event_date::text, event_location, zip_code, country, latitude, longitude, theme, languages,
              message, service_type_id, closed_at
       FROM projects WHERE id = $1`,
      [id],
    )
  )[0];

describe('update-project', () => {
  it('changes the fields given, keeps the others and clears those given as null', async () => {
    const { id } = await createProject();
    const { status, body } = await update(id, {
      eventDate: LATER,
      theme: null,
      serviceType: 'full-service',
      languages: ['en', 'en', 'de'],
      message: '  Nouveau message  ',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      project: {
        id,
        status: 'open',
        eventDate: LATER,
        eventType: 'wedding',
        eventLocation: 'Lyon',
        zipCode: '69002',
        latitude: 45.76,
        theme: null,
        serviceType: 'full-service',
        languages: ['en', 'de'],
        message: 'Nouveau message',
      },
    });
  });

  it('places a new location again and drops the old one’s details', async () => {
    const { id } = await createProject();
    const moved = bodyOf(await update(id, { eventLocation: 'saint etienne' })).project;
    expect(moved).toMatchObject({
      eventLocation: 'saint etienne',
      zipCode: null,
      country: 'FR',
      latitude: 45.434,
      longitude: 4.39,
    });
    const picked = bodyOf(
      await update(id, { eventLocation: 'Atlantis', zipCode: '99999', latitude: 10, longitude: 20 }),
    ).project;
    expect(picked).toMatchObject({ zipCode: '99999', country: null, latitude: 10, longitude: 20 });
  });

  it('refuses a postal code or coordinates without the place they belong to', async () => {
    const { id } = await createProject();
    const { status, body } = await updateRaw(id, { zipCode: '75001' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ eventLocation: 'Ville invalide' });
    expect(await stored(id)).toMatchObject({ zip_code: '69002' });
  });

  it('refuses to clear the message, which the wizard requires, on the message field', async () => {
    const { id } = await createProject();
    for (const message of [null, '', '   ']) {
      const answer = await updateRaw(id, { theme: 'Autre', message });
      expect(answer.status, JSON.stringify(message)).toBe(400);
      expect(answer.body.fields).toEqual({ message: 'Écrivez un message pour envoyer votre demande.' });
    }
    expect(await stored(id)).toMatchObject({ message: 'Bonjour' });
  });

  it('refuses a past date, an unknown reference or a bad value, and writes nothing', async () => {
    const { id } = await createProject();
    const before = await stored(id);
    expect(await updateRaw(id, { eventDate: '2020-01-01', theme: 'Autre' })).toMatchObject({
      status: 400,
      body: { fields: { eventDate: 'Vous ne pouvez pas choisir une date passée.' } },
    });
    expect(await update(id, { theme: 'Autre', eventType: 'funeral' })).toMatchObject({
      status: 400,
      body: { message: 'Ce type d’événement n’existe pas.' },
    });
    expect(await update(id, { theme: 'Autre', guestRange: 9999 })).toMatchObject({ status: 400 });
    for (const bad of [{ eventType: null }, { eventLocation: 'Ly' }, { languages: ['xx'] }, { theme: 7 }]) {
      expect((await updateRaw(id, bad)).status).toBe(400);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('changes an open project whose date has passed without asking for a new date', async () => {
    const { id } = await createProject();
    await t.db.query(`UPDATE projects SET event_date = '2021-05-01' WHERE id = $1`, [id]);
    expect(bodyOf(await update(id, { theme: 'Souvenir' })).project).toMatchObject({
      eventDate: '2021-05-01',
      theme: 'Souvenir',
    });
  });

  it('answers another couple’s project exactly like a missing one, and changes nothing', async () => {
    const { id } = await createProject({ message: 'Notre secret' });
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await update(id, { message: 'Intrus' }, stranger);
    const missing = await update(999, { message: 'Intrus' }, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(await stored(id)).toMatchObject({ message: 'Notre secret' });
  });

  it('refuses a closed project with 409 in the caller’s language', async () => {
    const { id } = await createProject();
    await close(id);
    expect(await update(id, { theme: 'Autre' })).toMatchObject({
      status: 409,
      body: { message: 'Ce projet est clôturé : il ne peut plus être modifié ni envoyé.' },
    });
    const english = await callEndpoint(
      t.app,
      projectsApi.updateProject,
      { theme: 'Other' },
      { as: couple, params: { id }, headers: { 'accept-language': 'en' } },
    );
    expect(english.body).toMatchObject({
      message: 'This project is closed: it can no longer be changed or sent.',
    });
    expect(await stored(id)).toMatchObject({ theme: 'Bohème' });
  });

  it('validates the path and needs a signed-in couple', async () => {
    expect((await updateRaw(0, { theme: 'x' })).status).toBe(400);
    const { id } = await createProject();
    expect((await callEndpoint(t.app, projectsApi.updateProject, {}, { params: { id } })).status).toBe(401);
  });
});

describe('close-project', () => {
  it('closes the project, keeps it and its fields, and keeps the first closing date', async () => {
    const { id } = await createProject();
    const closed = bodyOf(await close(id)).project;
    expect(closed).toMatchObject({
      id,
      status: 'closed',
      closedAt: t.clock.now().toISOString(),
      theme: 'Bohème',
    });
    t.clock.advance(60_000);
    expect(bodyOf(await close(id)).project.closedAt).toBe(closed.closedAt);
  });

  it('answers another couple’s project exactly like a missing one, and leaves it open', async () => {
    const { id } = await createProject();
    const stranger = await signedInCouple(t, '+33698765432');
    const theirs = await close(id, stranger);
    const missing = await close(999, stranger);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    expect(await stored(id)).toMatchObject({ closed_at: null });
  });
});

describe('get-projects and closed projects', () => {
  it('lists the open projects by default, the closed ones or all on request', async () => {
    const first = await createProject();
    const second = await createProject({ eventDate: LATER });
    await close(first.id);
    const ids = async (status?: 'open' | 'closed' | 'all') =>
      bodyOf(await list(status)).projects.map((project) => [project.id, project.status]);
    expect(await ids()).toEqual([[second.id, 'open']]);
    expect(await ids('open')).toEqual([[second.id, 'open']]);
    expect(await ids('closed')).toEqual([[first.id, 'closed']]);
    expect(await ids('all')).toEqual([
      [second.id, 'open'],
      [first.id, 'closed'],
    ]);
  });

  it('refuses an unknown filter', async () => {
    const answer = await callJson(t.app, {
      method: 'GET',
      url: '/api/get-projects?status=deleted',
      headers: couple.headers,
    });
    expect(answer.status).toBe(400);
  });
});
