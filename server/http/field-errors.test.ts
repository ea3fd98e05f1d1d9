import { describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as projectsApi from '@shared/api/contract/projects';
import { seedCatalog } from '../seed/seed-catalog';
import { callEndpoint } from '../test-support/call-endpoint';
import { signedInCouple } from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest((db) => seedCatalog(db));
const ENGLISH = { 'accept-language': 'en-GB' };

const wedding: projectsApi.NewProject = {
  eventType: 'wedding',
  eventDate: '2031-06-14',
  eventLocation: 'Lyon',
  country: 'FR',
};

describe('a 400 names the fields it refuses', () => {
  it('maps each field the request schema refuses to its message, in the caller’s language', async () => {
    const couple = await signedInCouple(t);
    const { status, body } = await callJson(t.app, {
      method: 'POST',
      url: projectsApi.saveProject.path,
      headers: { ...couple.headers, ...ENGLISH },
      json: { ...wedding, eventDate: '2020-01-01', languages: ['fr', 'xx'], guestRange: 'many' },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      eventDate: 'You cannot choose a date in the past.',
      'languages.1': 'Invalid value',
      guestRange: 'Invalid value',
    });
    // The message still says it all, for a caller that shows one text.
    expect(body.message).toContain('You cannot choose a date in the past.');
  });

  it('names the field a handler refuses in an otherwise valid request', async () => {
    const couple = await signedInCouple(t);
    const answer = await callEndpoint(
      t.app,
      projectsApi.saveProject,
      { ...wedding, eventType: 'rodeo', guestRange: 999_999 },
      { as: couple, headers: ENGLISH },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: 'This event type does not exist.',
        fields: { eventType: 'This event type does not exist.' },
      },
    });
    const range = await callEndpoint(
      t.app,
      projectsApi.saveProject,
      { ...wedding, guestRange: 999_999 },
      { as: couple, headers: ENGLISH },
    );
    expect(range.ok ? undefined : range.body.fields).toEqual({
      guestRange: 'This range does not exist: pick one from the list.',
    });
  });

  it('names the phone a code cannot be sent to', async () => {
    const answer = await callEndpoint(
      t.app,
      authApi.checkPhone,
      { phone: '+33142685300' },
      { headers: ENGLISH },
    );
    expect(answer.status).toBe(400);
    expect(answer.ok ? undefined : answer.body.fields).toEqual({
      phone: 'This number cannot receive text messages: please give a mobile number.',
    });
  });

  it('names no field when the input as a whole is wrong, nor for a refusal that is not about one', async () => {
    const notAnObject = await callJson(t.app, {
      method: 'POST',
      url: authApi.checkPhone.path,
      json: '+33612345678',
    });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body).not.toHaveProperty('fields');
    const anonymous = await callEndpoint(t.app, projectsApi.saveProject, wedding);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty('fields');
  });
});
