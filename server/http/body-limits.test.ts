import { describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { exampleRegistration } from '@shared/api/contract/examples';
import * as projectsApi from '@shared/api/contract/projects';
import { signedInCouple } from '../test-support/signed-in-couple';
import { freshAppForEachTest } from '../test-support/test-app';
import { seedCatalog } from '../seed/seed-catalog';

const t = freshAppForEachTest((db) => seedCatalog(db));

/** JSON with every character of the message written as a `\uXXXX` escape: the longest spelling there is. */
function escapedJson(value: Record<string, unknown>, field: string, text: string): string {
  const escaped = [...text].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  return JSON.stringify({ ...value, [field]: '@@' }).replace('"@@"', `"${escaped}"`);
}

describe('body limits sized to each route', () => {
  it('refuses a sign-up body far beyond any valid one with 413, unread', async () => {
    const payload = JSON.stringify({ ...exampleRegistration(), lastname: 'x'.repeat(20_000) });
    const answer = await t.app.inject({
      method: 'POST',
      url: authApi.register.path,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(413);
  });

  it('reads the longest valid message, every character escaped', async () => {
    const couple = await signedInCouple(t);
    const project = {
      eventType: 'wedding',
      eventDate: '2031-06-12',
      eventLocation: 'Lyon',
      latitude: 45.76,
      longitude: 4.83,
      country: 'FR',
    };
    const payload = escapedJson(project, 'message', 'é'.repeat(projectsApi.MESSAGE_MAX_LENGTH));
    const answer = await t.app.inject({
      method: 'POST',
      url: projectsApi.saveProject.path,
      payload,
      headers: { ...couple.headers, 'content-type': 'application/json' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
