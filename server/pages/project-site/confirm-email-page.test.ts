import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import { EMAIL_LINK_MS } from '../../auth/email-changes';
import { bodyOf, callEndpoint } from '../../test-support/call-endpoint';
import { confirmationTokenSentTo } from '../../test-support/email-links';
import { PROJECT_SITE_HOST } from '../../test-support/project-site-pages';
import { signedInCoupleForEachTest } from '../../test-support/signed-in-couple';
import { freshAppForEachTest } from '../../test-support/test-app';

const t = freshAppForEachTest();
const couple = signedInCoupleForEachTest(t);

const NEW = 'camille.nouvelle@example.fr';
const PATH = '/account/confirm-email';

async function linkSent(): Promise<string> {
  bodyOf(await callEndpoint(t.app, accountApi.updateProfile, { email: NEW }, { as: couple }));
  return confirmationTokenSentTo(t.db, NEW);
}

const open = (token: string, language = 'fr') =>
  t.app.inject({
    method: 'GET',
    url: `${PATH}?token=${encodeURIComponent(token)}`,
    headers: { host: PROJECT_SITE_HOST, 'accept-language': language },
  });

/** The page's button, as a browser without JavaScript sends its form. */
const press = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    headers: { host: PROJECT_SITE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

async function accountEmail(): Promise<string | null> {
  const [user] = await t.db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [
    couple.userId,
  ]);
  return user?.email ?? null;
}

describe('the page of a confirmation link', () => {
  it('shows the new address and a button, and changes nothing when merely opened (mail scanners do)', async () => {
    const token = await linkSent();
    for (let visit = 0; visit < 2; visit++) {
      const page = await open(token);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Confirmer votre adresse e-mail</h1>');
      expect(page.body).toContain(`<strong>${NEW}</strong>`);
      expect(page.body).toMatch(/<form method="post" action="\/account\/confirm-email">/);
      expect(page.body).toContain(`<input type="hidden" name="token" value="${token}" />`);
      expect(page.headers['cache-control']).toBe('no-store');
      // The address carries the link's secret: no referrer carries it further.
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(await accountEmail()).toBe('camille.martin@example.fr');
  });

  it('swaps the address when its button is pressed, once', async () => {
    const token = await linkSent();
    const confirmed = await press(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(`C’est fait : ${NEW} est désormais l’adresse de votre compte.`);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(await accountEmail()).toBe(NEW);

    const again = await press(token);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Ce lien de confirmation a déjà servi.');
    expect((await open(token)).statusCode).toBe(410);
  });

  it('explains a dead link and where to ask for a new one, with its 4xx', async () => {
    const token = await linkSent();
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Ce lien de confirmation n’est pas valide : vérifiez qu’il est complet.');
    expect((await open('<script>')).statusCode).toBe(404);
    expect((await press('')).statusCode).toBe(404);

    t.clock.advance(EMAIL_LINK_MS);
    for (const answer of [await open(token, 'en'), await press(token)]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.body).not.toContain('<form method="post"');
    }
    const expired = await open(token, 'en');
    expect(expired.body).toContain('This confirmation link has expired.');
    expect(expired.body).toContain('Ask for a new link from your account.');
    expect(expired.body).toContain('href="/account"');
    expect(await accountEmail()).toBe('camille.martin@example.fr');
  });
});
