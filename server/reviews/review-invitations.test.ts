import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@server/seed/seed-catalog';
import { parsePage } from '@server/pages/directory/read-page';
import { queuedEmails } from '@server/test-support/email-links';
import {
  AFTER_THE_EVENT,
  postReview,
  reviewLinks,
  sweepReviewInvitations,
  unlockedRequest,
} from '@server/test-support/reviewed-request';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { sentLead } from '@server/test-support/unlocked-lead';
import * as devApi from '@shared/api/contract/dev';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { siteUrls } from '@server/hosts';
import { REVIEW_INVITATION_WINDOW_DAYS, REVIEW_LINK_DAYS } from './review-invitations';
import { readReviewToken, reviewToken } from './review-token';

const t = freshAppForEachTest(seedCatalog);
const DAY_MS = 24 * 60 * 60_000;
const provider = () => signedInProvider(t, 'Atelier Lumière', '+33611111111');

async function openLink(link: URL) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${link.pathname}${link.search}`,
    headers: { host: link.host },
  });
  return { response, page: parsePage(response.body) };
}

const alertOf = (page: Document) => page.querySelector('[role="alert"]')?.textContent?.trim();

describe('the invitations to review', () => {
  it('invites the couple of an unlocked request once its event date has passed, never before, never twice', async () => {
    const { providerId } = await provider();
    await unlockedRequest(t, providerId, '+33622222222');
    // A request never unlocked: its couple did not work with the planner.
    await sentLead(t, providerId, { phone: '+33633333333' });

    expect(await sweepReviewInvitations(t, new Date('2031-06-14T23:00:00Z')), 'on the event’s day').toBe(0);
    expect(await sweepReviewInvitations(t, AFTER_THE_EVENT)).toBe(1);
    expect(await sweepReviewInvitations(t, AFTER_THE_EVENT), 'a second sweep').toBe(0);
    expect(await sweepReviewInvitations(t, new Date('2031-06-20T08:00:00Z'))).toBe(0);

    const emails = await queuedEmails(t.db);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: 'camille.martin@example.fr',
      subject: 'Votre avis sur Atelier Lumière',
    });
    expect(emails[0]?.text).toContain('Bonjour Camille,');
    expect(emails[0]?.text).toContain('Votre mariage du 14 juin 2031 est passé');
    expect(emails[0]?.text).toContain(`jusqu’au 14 août 2031`);
    const [{ link } = { link: new URL('http://none') }] = await reviewLinks(t);
    expect(link.pathname).toBe('/review');
  });

  it('is idempotent under two sweeps at once: the invitation’s key lets one through', async () => {
    const { providerId } = await provider();
    await unlockedRequest(t, providerId, '+33622222222');
    const counts = await Promise.all([
      sweepReviewInvitations(t, AFTER_THE_EVENT),
      sweepReviewInvitations(t, AFTER_THE_EVENT),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await queuedEmails(t.db)).toHaveLength(1);
    await expect(
      t.db.query(
        'INSERT INTO review_invitations (event_request_id, sent_at, expires_at) SELECT event_request_id, $1, $2 FROM review_invitations',
        [AFTER_THE_EVENT, new Date(AFTER_THE_EVENT.getTime() + DAY_MS)],
      ),
      'a second invitation written by hand',
    ).rejects.toThrow();
  });

  it('leaves out events further back than the window', async () => {
    const { providerId } = await provider();
    await unlockedRequest(t, providerId, '+33622222222');
    const late = new Date(Date.parse('2031-06-14T00:00:00Z') + (REVIEW_INVITATION_WINDOW_DAYS + 1) * DAY_MS);
    expect(await sweepReviewInvitations(t, late)).toBe(0);
  });

  it('runs from the development route at the date a test gives', async () => {
    const { providerId } = await provider();
    await unlockedRequest(t, providerId, '+33622222222');
    const run = (now: string) => callEndpoint(t.app, devApi.runReviewInvitations, { now });
    expect(bodyOf(await run('2031-06-15T08:00:00.000Z'))).toEqual({ invited: 1 });
    expect(bodyOf(await run('2031-06-15T08:00:00.000Z'))).toEqual({ invited: 0 });
    expect((await run('demain')).status).toBe(400);
  });
});

describe('the review link and page', () => {
  async function invited() {
    const { providerId } = await provider();
    const lead = await unlockedRequest(t, providerId, '+33622222222');
    await sweepReviewInvitations(t, AFTER_THE_EVENT);
    t.clock.advance(AFTER_THE_EVENT.getTime() - t.clock.now().getTime());
    const [{ link } = { link: new URL('http://none') }] = await reviewLinks(t);
    return { providerId, lead, link };
  }

  it('opens the form on the couple’s country site, in its language, kept by no cache nor search engine', async () => {
    const { link } = await invited();
    const { response, page } = await openLink(link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(page.querySelector('h1')?.textContent).toBe('Votre avis sur Atelier Lumière');
    expect(page.querySelectorAll('input[type="radio"][name="rating"]')).toHaveLength(5);
    expect(page.querySelector('label[for="review-text"]')?.textContent).toBe('Votre avis');
    expect(page.body.textContent).toContain('sous le nom « Camille M. »');
  });

  it('writes to a couple of another country in its language, the link on its site, the page in its language', async () => {
    const { providerId } = await provider();
    const lead = await unlockedRequest(t, providerId, '+33622222222');
    await t.db.query("UPDATE users SET country = 'GB', locale = 'en' WHERE id = $1", [lead.couple.userId]);
    await sweepReviewInvitations(t, AFTER_THE_EVENT);
    const [email] = await queuedEmails(t.db);
    expect(email?.subject).toBe('Your review of Atelier Lumière');
    expect(email?.text).toContain('Your wedding on 14 June 2031 has passed');
    const [{ link } = { link: new URL('http://none') }] = await reviewLinks(t);
    const british = siteUrls(t.config).countries.find((site) => site.country === 'GB')?.url;
    expect(link.origin).toBe(british);
    t.clock.advance(AFTER_THE_EVENT.getTime() - t.clock.now().getTime());
    const { page } = await openLink(link);
    expect(page.querySelector('h1')?.textContent).toBe('Your review of Atelier Lumière');
    expect(page.querySelector('legend')?.textContent).toBe('Your rating');
  });

  it('takes one review: the stars and the text checked, then written once, a second submission refused', async () => {
    const { providerId, lead, link } = await invited();
    const invalid = await postReview(t, link, { rating: '6', text: '' });
    expect(invalid.statusCode).toBe(400);
    const refused = parsePage(invalid.body);
    expect(refused.querySelector('#rating-error')?.textContent).toBe('Choisissez une note de 1 à 5 étoiles.');
    expect(refused.querySelector('#text-error')?.textContent).toBe(
      'Écrivez votre avis (2 000 caractères au plus).',
    );
    const tooLong = await postReview(t, link, { rating: '5', text: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(await t.db.query('SELECT id FROM reviews')).toEqual([]);

    const written = await postReview(t, link, { rating: '5', text: '  Une organisation parfaite !  ' });
    expect(written.statusCode).toBe(201);
    expect(parsePage(written.body).querySelector('[role="status"]')?.textContent?.trim()).toBe(
      'Votre avis est publié sur le profil de Atelier Lumière.',
    );
    expect(
      await t.db.query(
        `SELECT event_request_id, provider_id, rating, body, author_name, to_char(event_date, 'YYYY-MM-DD') AS day
         FROM reviews`,
      ),
    ).toEqual([
      {
        event_request_id: lead.uuid,
        provider_id: providerId,
        rating: 5,
        body: 'Une organisation parfaite !',
        author_name: 'Camille M.',
        day: '2031-06-14',
      },
    ]);

    const again = await postReview(t, link, { rating: '1', text: 'Finalement non.' });
    expect(again.statusCode).toBe(409);
    expect(alertOf(parsePage(again.body))).toBe('Vous avez déjà donné votre avis sur cette demande. Merci !');
    expect((await openLink(link)).response.statusCode).toBe(409);
    expect(await t.db.query('SELECT rating FROM reviews')).toEqual([{ rating: 5 }]);
  });

  it('refuses a forged, moved or expired link with a clear 4xx', async () => {
    const { link, lead } = await invited();
    const token = link.searchParams.get('token') ?? '';
    const forged = new URL(link);
    forged.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    const opened = await openLink(forged);
    expect(opened.response.statusCode).toBe(400);
    expect(alertOf(opened.page)).toBe(
      'Ce lien n’est pas valide. Utilisez le lien reçu par email, en entier.',
    );
    expect((await postReview(t, forged, { rating: '5', text: 'Parfait' })).statusCode).toBe(400);

    // Signed with another secret, or for a request that was never invited: not ours.
    const expiry = new Date(AFTER_THE_EVENT.getTime() + DAY_MS);
    const otherSecret = new URL(link);
    otherSecret.searchParams.set('token', reviewToken(lead.uuid, expiry, new TextEncoder().encode('autre')));
    expect((await openLink(otherSecret)).response.statusCode).toBe(400);
    const other = await unlockedRequest(
      t,
      (await signedInProvider(t, 'Maison Rose', '+33644444444')).providerId,
      '+33655555555',
    );
    const uninvited = new URL(link);
    uninvited.searchParams.set('token', reviewToken(other.uuid, expiry, t.config.tokenSecret));
    expect((await openLink(uninvited)).response.statusCode).toBe(400);
    for (const shape of ['', 'abc', 'x'.repeat(300)]) {
      const odd = new URL(link);
      odd.searchParams.set('token', shape);
      expect((await openLink(odd)).response.statusCode, shape).toBe(400);
    }

    t.clock.advance(REVIEW_LINK_DAYS * DAY_MS);
    const expired = await openLink(link);
    expect(expired.response.statusCode).toBe(410);
    expect(alertOf(expired.page)).toBe('Ce lien a expiré : il ne permet plus de donner un avis.');
    expect((await postReview(t, link, { rating: '5', text: 'Parfait' })).statusCode).toBe(410);
    expect(await t.db.query('SELECT id FROM reviews')).toEqual([]);
  });

  it('reads back the request and expiry a token was signed for, and nothing else', () => {
    const secret = new TextEncoder().encode('un secret');
    const uuid = '0b6f3c2e-8d1a-4f5b-9c7e-2a1d3e4f5a6b';
    const expiresAt = new Date('2031-08-14T08:00:00Z');
    const token = reviewToken(uuid, expiresAt, secret);
    expect(token).toMatch(/^[\w-]+$/);
    expect(readReviewToken(token, secret, AFTER_THE_EVENT)).toEqual({
      valid: true,
      eventRequestId: uuid,
      expiresAt,
    });
    expect(readReviewToken(token, secret, expiresAt)).toEqual({ valid: false, reason: 'expired' });
    const stretched = `${token.slice(0, 32)}${'zzzzzzzz'}${token.slice(40)}`;
    expect(readReviewToken(stretched, secret, AFTER_THE_EVENT)).toEqual({ valid: false, reason: 'forged' });
  });
});

describe('the reviews’ database rules', () => {
  it('takes a review of an unlocked request only, once, its rating 1 to 5', async () => {
    const { providerId } = await provider();
    const unlocked = await unlockedRequest(t, providerId, '+33622222222');
    const sent = await sentLead(t, providerId, { phone: '+33633333333' });
    const insert = (uuid: string, rating = 4) =>
      t.db.query(
        `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
         VALUES ($1, $2, $3, 'Bien', 'Camille M.', '2031-06-14', $4, $4)`,
        [uuid, providerId, rating, AFTER_THE_EVENT],
      );
    await expect(insert(sent.uuid), 'a request not unlocked').rejects.toThrow();
    await expect(insert(unlocked.uuid, 6), 'six stars').rejects.toThrow();
    await expect(insert(unlocked.uuid, 0), 'no star').rejects.toThrow();
    await insert(unlocked.uuid);
    await expect(insert(unlocked.uuid), 'a second review').rejects.toThrow();
    const other = await signedInProvider(t, 'Maison Rose', '+33644444444');
    await expect(
      t.db.query(
        `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
         VALUES ($1, $2, 4, 'Bien', 'X.', '2031-06-14', $3, $3)`,
        [unlocked.uuid, other.providerId, AFTER_THE_EVENT],
      ),
      'under another provider',
    ).rejects.toThrow();
  });
});
