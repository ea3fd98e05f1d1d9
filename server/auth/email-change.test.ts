import { beforeEach, describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as devApi from '@shared/api/contract/dev';
import * as sessionApi from '@shared/api/contract/session';
import type { Database } from '../db/database';
import { siteUrls } from '../hosts';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { confirmationTokenSentTo, queuedEmails } from '../test-support/email-links';
import { signedInCoupleForEachTest, signIn, type SignedInCouple } from '../test-support/signed-in-couple';
import { freshAppForEachTest, startTestApp } from '../test-support/test-app';
import { EMAIL_LINK_MS, EMAIL_LINKS_PER_HOUR } from './email-changes';

const t = freshAppForEachTest();
const signedIn = signedInCoupleForEachTest(t);
/** The running test's couple, signed in again whenever the test moves the clock past its token's life. */
let couple: SignedInCouple;
beforeEach(() => {
  couple = { userId: signedIn.userId, headers: signedIn.headers };
});
async function later(ms: number): Promise<void> {
  t.clock.advance(ms);
  couple = await signIn(t, couple.userId);
}

const CONFIRMED = 'camille.martin@example.fr';
const NEW = 'camille.nouvelle@example.fr';

const update = (changes: accountApi.ProfileChanges) =>
  callEndpoint(t.app, accountApi.updateProfile, changes, { as: couple });
const pending = async () =>
  bodyOf(await callEndpoint(t.app, accountApi.emailChange, {}, { as: couple })).pendingEmail;
const resend = () => callEndpoint(t.app, accountApi.resendEmailConfirmation, {}, { as: couple });
const cancel = () => callEndpoint(t.app, accountApi.cancelEmailChange, {}, { as: couple });
const confirm = (token: string) => callEndpoint(t.app, accountApi.confirmEmail, { token });
const accountEmail = async () =>
  bodyOf(await callEndpoint(t.app, sessionApi.me, {}, { as: couple })).user.email;
const tokenSentTo = (address: string) => confirmationTokenSentTo(t.db, address);

describe('a new email address', () => {
  it('waits for confirmation: the account keeps its address, the new one is pending and sent a 24-hour link', async () => {
    const now = t.clock.now();
    const { status, body } = await update({ email: NEW, locale: 'en' });
    expect(status).toBe(200);
    const expected = {
      email: NEW,
      sentAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + EMAIL_LINK_MS).toISOString(),
      linkExpired: false,
    };
    expect(body).toMatchObject({ user: { email: CONFIRMED, locale: 'en' }, pendingEmail: expected });
    expect(await accountEmail()).toBe(CONFIRMED);
    expect(await pending()).toEqual(expected);

    // One email, to the new address, in the language the account now speaks, with a link to the project site.
    const [email, ...others] = await queuedEmails(t.db);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ to: NEW, subject: 'Confirm your new email address' });
    const token = await tokenSentTo(NEW);
    expect(email?.text).toContain(`${siteUrls(t.config).project}/account/confirm-email?token=${token}`);
    expect(email?.text).toContain('The link works for 24 hours, and only once.');
    // Only the token's hash is kept.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_changes');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(token);
  });

  it('becomes the account’s address once, from its link: a second use is refused as used', async () => {
    await update({ email: NEW });
    const token = await tokenSentTo(NEW);
    expect(bodyOf(await confirm(token))).toEqual({ success: true, email: NEW });
    expect(await accountEmail()).toBe(NEW);
    expect(await pending()).toBeNull();

    const again = await confirm(token);
    expect(again).toMatchObject({ status: 410, body: { message: 'Ce lien de confirmation a déjà servi.' } });
    expect(await accountEmail()).toBe(NEW);
  });

  it('refuses an unknown or expired link with a clear 4xx, changing nothing', async () => {
    await update({ email: NEW });
    const token = await tokenSentTo(NEW);
    const unknown = await confirm(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Ce lien de confirmation n’est pas valide : vérifiez qu’il est complet.' },
    });
    expect((await confirm('not-a-token')).status).toBe(400);

    await later(EMAIL_LINK_MS);
    const expired = await callEndpoint(
      t.app,
      accountApi.confirmEmail,
      { token },
      { headers: { 'accept-language': 'en' } },
    );
    expect(expired).toMatchObject({ status: 410, body: { message: 'This confirmation link has expired.' } });
    expect(await accountEmail()).toBe(CONFIRMED);
    expect(await pending()).toMatchObject({ email: NEW, linkExpired: true });
  });

  it('is replaced by a newer change, whose link alone works; the confirmed address cancels it', async () => {
    await update({ email: NEW });
    const first = await tokenSentTo(NEW);
    await update({ email: 'camille.autre@example.fr' });
    expect(await pending()).toMatchObject({ email: 'camille.autre@example.fr' });
    expect(await confirm(first)).toMatchObject({
      status: 410,
      body: {
        message:
          'Ce lien ne fonctionne plus : un lien plus récent a été envoyé, ou le changement d’adresse a été annulé.',
      },
    });

    // The address already pending is not sent a second link by a save that repeats it.
    await update({ email: 'camille.autre@example.fr', locale: 'fr' });
    expect((await queuedEmails(t.db)).map((email) => email.to)).toEqual([NEW, 'camille.autre@example.fr']);

    const { body } = await update({ email: CONFIRMED });
    expect(body).toMatchObject({ pendingEmail: null });
    expect((await confirm(await tokenSentTo('camille.autre@example.fr'))).status).toBe(410);
    expect(await accountEmail()).toBe(CONFIRMED);
  });

  it('is sent a new link on demand, the previous one withdrawn, and can be cancelled', async () => {
    expect(await resend()).toMatchObject({
      status: 404,
      body: { message: 'Aucune nouvelle adresse e-mail n’attend de confirmation.' },
    });
    await update({ email: NEW });
    const first = await tokenSentTo(NEW);
    await later(EMAIL_LINK_MS + 1);
    const resent = bodyOf(await resend());
    expect(resent.pendingEmail).toMatchObject({
      email: NEW,
      sentAt: t.clock.now().toISOString(),
      linkExpired: false,
    });
    const second = await tokenSentTo(NEW);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(410);

    expect(bodyOf(await cancel())).toEqual({ success: true });
    expect(await pending()).toBeNull();
    expect((await confirm(second)).status).toBe(410);
    expect(await accountEmail()).toBe(CONFIRMED);
    expect((await cancel()).status).toBe(200);
  });

  it(`sends at most ${EMAIL_LINKS_PER_HOUR} links an hour to one couple’s new addresses, then answers 429`, async () => {
    for (let index = 0; index < EMAIL_LINKS_PER_HOUR; index++) {
      expect((await update({ email: `camille${index}@example.fr` })).status).toBe(200);
      await later(60_000);
    }
    const refused = await update({ email: 'camille.trop@example.fr', locale: 'en' });
    expect(refused.status).toBe(429);
    // The first link leaves the hour 55 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(55 * 60));
    expect((await resend()).status).toBe(429);
    // Nothing of the refused request was kept, its language included.
    expect(await pending()).toMatchObject({ email: `camille${EMAIL_LINKS_PER_HOUR - 1}@example.fr` });
    expect(await queuedEmails(t.db)).toHaveLength(EMAIL_LINKS_PER_HOUR);
    expect(bodyOf(await callEndpoint(t.app, sessionApi.me, {}, { as: couple })).user.locale).toBe('fr');

    await later(55 * 60_000);
    expect((await update({ email: 'camille.trop@example.fr' })).status).toBe(200);
  });

  it('queues nothing when the change is rolled back, and one email when it commits', async () => {
    const committing = await startTestApp({ db: t.db });
    const rollingBack = await startTestApp({ db: failingAtCommit(t.db) });
    try {
      const change = (app: typeof committing, email: string) =>
        callEndpoint(app.app, accountApi.updateProfile, { email }, { as: couple });
      expect((await change(rollingBack, 'camille.perdue@example.fr')).status).toBe(500);
      expect(await queuedEmails(t.db)).toEqual([]);
      expect(await pending()).toBeNull();
      expect(await rollingBack.app.mailWorker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });

      expect((await change(committing, NEW)).status).toBe(200);
      expect((await queuedEmails(t.db)).map((email) => email.to)).toEqual([NEW]);
    } finally {
      await committing.close();
      await rollingBack.close();
    }
  });

  it('goes out after the commit, by the mail worker the change wakes', async () => {
    const app = await startTestApp({ db: t.db, mailDelivery: 'background' });
    try {
      bodyOf(await callEndpoint(app.app, accountApi.updateProfile, { email: NEW }, { as: couple }));
      await app.app.mailWorker.idle();
      const { messages } = bodyOf(await callEndpoint(app.app, devApi.mailOutbox, { to: NEW }));
      expect(messages).toHaveLength(1);
      expect(messages[0]?.text).toContain(await tokenSentTo(NEW));
    } finally {
      await app.close();
    }
  });

  it('is a couple’s own business', async () => {
    for (const endpoint of [
      accountApi.emailChange,
      accountApi.resendEmailConfirmation,
      accountApi.cancelEmailChange,
    ])
      expect((await callEndpoint(t.app, endpoint, {})).status).toBe(401);
  });
});

/** The database as a change sees it when its commit fails (the connection drops, a serialization failure). */
function failingAtCommit(db: Database): Database {
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) =>
      db.transaction(async (tx) => {
        await work(tx);
        throw new Error('the commit failed');
      }),
    close: async () => {},
    kind: db.kind,
  };
}
