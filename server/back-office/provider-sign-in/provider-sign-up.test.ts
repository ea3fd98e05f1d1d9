import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { confirmationTokenSentTo, queuedEmails } from '@server/test-support/email-links';
import { registeredProvider } from '@server/test-support/registered-provider';
import { freshAppForEachTest, startTestApp } from '@server/test-support/test-app';
import { openTestDatabase } from '@server/test-support/test-database';

const t = freshAppForEachTest((db) => seedCatalog(db));

const signUp = {
  email: 'Maison.Rivage@example.com',
  password: 'des vagues sur la digue',
  companyName: 'Maison Rivage',
  country: 'BE',
  locale: 'nl',
};

describe('a provider’s sign-up', () => {
  it('opens an account and its unpublished company, in onboarding, and sends the link in its language', async () => {
    expect(bodyOf(await callEndpoint(t.app, signInApi.registerProvider, signUp))).toEqual({ success: true });
    const [email] = await queuedEmails(t.db);
    expect(email?.to).toBe(signUp.email);
    expect(email?.subject).toBe('Bevestig uw e-mailadres');
    expect(email?.text).toContain('http://pro.localhost:3000/confirm-email?token=');
    // Both parts, the plain text and an HTML part in the same language.
    const [parts] = await t.db.query<{ html: string }>('SELECT html FROM email_queue');
    expect(parts?.html).toContain('<html lang="nl">');
    expect(parts?.html).toContain('href="http://pro.localhost:3000/confirm-email?token=');
    const [company] = await t.db.query<{ slug: string; published: boolean; country: string }>(
      'SELECT slug, published, country FROM providers',
    );
    expect(company).toEqual({ slug: 'maison-rivage', published: false, country: 'BE' });

    const tokens = bodyOf(
      await callEndpoint(t.app, signInApi.login, { email: signUp.email, password: signUp.password }),
    );
    const as = { headers: { authorization: `Bearer ${tokens.token}` } };
    const before = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as }));
    expect(before.user).toMatchObject({ email: signUp.email, emailConfirmed: false, locale: 'nl' });
    expect(before.onboarding).toEqual({ finished: false, remaining: ['confirmEmail', 'finish'] });
    expect(before.company).toMatchObject({ name: 'Maison Rivage', published: false });

    const token = await confirmationTokenSentTo(t.db, signUp.email);
    expect(bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token }))).toMatchObject({
      email: signUp.email,
    });
    const after = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as }));
    expect(after.user).toMatchObject({ emailConfirmed: true, pendingEmail: null });
    expect(after.onboarding.remaining).toEqual(['finish']);
  });

  it('gives a company whose name is taken a slug of its own', async () => {
    await registeredProvider(t, { companyName: 'Maison Rivage' });
    await registeredProvider(t, { email: 'autre@example.com', companyName: 'Maison  Rivage!' });
    const slugs = await t.db.query<{ slug: string }>('SELECT slug FROM providers ORDER BY id');
    expect(slugs.map((row) => row.slug)).toEqual(['maison-rivage', 'maison-rivage-2']);
  });

  it('answers an address that has an account as any other, and tells its owner by email instead', async () => {
    await registeredProvider(t, { email: 'maison.rivage@example.com', locale: 'fr' });
    const again = await callEndpoint(t.app, signInApi.registerProvider, signUp);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: { success: true } });
    const [{ count } = { count: -1 }] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE role = 'provider'",
    );
    expect(count).toBe(1);
    const last = (await queuedEmails(t.db)).at(-1);
    // The account's language, not the sign-up's: the account's owner reads it.
    expect(last).toMatchObject({ to: 'maison.rivage@example.com', subject: 'Vous avez déjà un compte' });
    expect(last?.text).toContain('http://pro.localhost:3000/login');
    expect(last?.text).toContain('http://pro.localhost:3000/forgot-password');
    expect(last?.text).not.toContain('token=');
  });

  it('refuses a password among the most common ones, on its field', async () => {
    const answer = await callEndpoint(t.app, signInApi.registerProvider, {
      ...signUp,
      password: 'Password123',
    });
    expect(answer.status).toBe(400);
    expect(answer.ok ? {} : answer.body.fields).toEqual({
      password: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    });
    expect(await queuedEmails(t.db)).toEqual([]);
  });

  it('is answered on the back-office host only', async () => {
    const elsewhere = await callEndpoint(t.app, signInApi.registerProvider, signUp, {
      headers: { host: 'projet.localhost:3000' },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('passwords and the logs', () => {
  it('never writes a password into the log, signed up, signed in or refused', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = await openTestDatabase();
    const logged = await startTestApp({ db, logger: { level: 'trace', stream } });
    try {
      await callEndpoint(logged.app, signInApi.registerProvider, signUp);
      await callEndpoint(logged.app, signInApi.login, { email: signUp.email, password: signUp.password });
      await callEndpoint(logged.app, signInApi.login, { email: signUp.email, password: 'pas le bon mot' });
      await callEndpoint(logged.app, signInApi.registerProvider, { ...signUp, password: 'Password123' });
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('');
      for (const secret of [signUp.password, 'pas le bon mot', 'Password123'])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
      await db.close();
    }
  });
});
