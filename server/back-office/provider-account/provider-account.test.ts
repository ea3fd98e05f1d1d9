import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as sessionApi from '@shared/api/contract/session';
import { routePath } from '@shared/api/routes';
import { insertDirectoryFixture, STAR } from '@server/pages/directory/directory-fixture';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { confirmationTokenSentTo, queuedEmails } from '@server/test-support/email-links';
import { registeredProvider, type RegisteredProvider } from '@server/test-support/registered-provider';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { freshAppForEachTest } from '@server/test-support/test-app';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => void (await insertDirectoryFixture(db, NOW)));

const signIn = async (email: string, password: string) =>
  callEndpoint(t.app, signInApi.login, { email, password });

describe('a provider’s account', () => {
  it('changes its language and the name of the person who runs it', async () => {
    const provider = await registeredProvider(t);
    const locale = bodyOf(
      await callEndpoint(t.app, providerAccountApi.changeLocale, { locale: 'it' }, { as: provider }),
    );
    expect(locale.user.locale).toBe('it');
    const named = bodyOf(
      await callEndpoint(
        t.app,
        providerAccountApi.updatePersonalInfo,
        { firstname: 'Louise', lastname: 'Bernard' },
        { as: provider },
      ),
    );
    expect(named.user).toMatchObject({ firstname: 'Louise', lastname: 'Bernard', locale: 'it' });
  });

  it('changes its address once the link sent to the new one is followed, the old one signing in meanwhile', async () => {
    const provider = await registeredProvider(t);
    const wrong = await callEndpoint(
      t.app,
      providerAccountApi.changeEmail,
      { email: 'nouvelle@example.com', password: 'pas le bon mot de passe' },
      { as: provider },
    );
    expect(wrong.ok ? {} : wrong.body.fields).toEqual({ password: 'Mot de passe incorrect.' });

    const asked = bodyOf(
      await callEndpoint(
        t.app,
        providerAccountApi.changeEmail,
        { email: 'nouvelle@example.com', password: provider.password },
        { as: provider },
      ),
    );
    expect(asked.user).toMatchObject({
      email: provider.email,
      pendingEmail: { email: 'nouvelle@example.com' },
    });
    const email = (await queuedEmails(t.db)).at(-1);
    expect(email?.to).toBe('nouvelle@example.com');
    expect(email?.text).toContain('http://pro.localhost:3000/confirm-email?token=');
    expect((await signIn(provider.email, provider.password)).status).toBe(200);

    const token = await confirmationTokenSentTo(t.db, 'nouvelle@example.com');
    bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token }));
    const me = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider }));
    expect(me.user).toMatchObject({
      email: 'nouvelle@example.com',
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect((await signIn(provider.email, provider.password)).status).toBe(401);
    expect((await signIn('nouvelle@example.com', provider.password)).status).toBe(200);
  });

  it('sends the unconfirmed sign-in address a new link, the first one withdrawn, until it is confirmed', async () => {
    const provider = await registeredProvider(t, { confirmed: false });
    const first = await confirmationTokenSentTo(t.db, provider.email);

    const resent = bodyOf(
      await callEndpoint(t.app, providerAccountApi.resendAddressConfirmation, {}, { as: provider }),
    );
    expect(resent.user).toMatchObject({ email: provider.email, emailConfirmed: false });
    const second = await confirmationTokenSentTo(t.db, provider.email);
    expect(second).not.toBe(first);
    const stale = await callEndpoint(t.app, accountApi.confirmEmail, { token: first });
    expect(stale.status).toBe(410);
    bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token: second }));

    const again = await callEndpoint(
      t.app,
      providerAccountApi.resendAddressConfirmation,
      {},
      { as: provider },
    );
    expect(again.ok ? again.body : again.body.message).toBe('Cette adresse est déjà confirmée.');
    expect(again.status).toBe(409);
  });

  it('refuses a new link past the hour’s five, saying when to ask again', async () => {
    const provider = await registeredProvider(t, { confirmed: false });
    // The sign-up's link is the hour's first.
    for (let sent = 1; sent < 5; sent++) {
      bodyOf(await callEndpoint(t.app, providerAccountApi.resendAddressConfirmation, {}, { as: provider }));
    }
    const refused = await callEndpoint(
      t.app,
      providerAccountApi.resendAddressConfirmation,
      {},
      { as: provider },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await queuedEmails(t.db)).filter((email) => email.to === provider.email)).toHaveLength(5);
  });

  it('answers a change to another provider’s address as any other, telling that address’s owner', async () => {
    const provider = await registeredProvider(t);
    const other = await registeredProvider(t, { email: 'autre@example.com', companyName: 'Autre Maison' });
    const answer = bodyOf(
      await callEndpoint(
        t.app,
        providerAccountApi.changeEmail,
        { email: 'AUTRE@example.com', password: provider.password },
        { as: provider },
      ),
    );
    expect(answer.user).toMatchObject({ email: provider.email, pendingEmail: null });
    expect((await queuedEmails(t.db)).at(-1)).toMatchObject({
      to: other.email,
      subject: 'Vous avez déjà un compte',
    });
  });

  it('refuses the link of an address another provider signed up with since it was sent', async () => {
    const provider = await registeredProvider(t);
    bodyOf(
      await callEndpoint(
        t.app,
        providerAccountApi.changeEmail,
        { email: 'convoitee@example.com', password: provider.password },
        { as: provider },
      ),
    );
    const token = await confirmationTokenSentTo(t.db, 'convoitee@example.com');
    await registeredProvider(t, {
      email: 'Convoitee@example.com',
      companyName: 'Autre Maison',
      confirmed: false,
    });
    expect((await callEndpoint(t.app, accountApi.confirmEmail, { token })).status).toBe(410);
    const me = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider }));
    expect(me.user.email).toBe(provider.email);
  });

  it('changes its password given the current one, signing every other session out', async () => {
    const provider = await registeredProvider(t);
    const other = bodyOf(await signIn(provider.email, provider.password));
    const change = (currentPassword: string, newPassword: string) =>
      callEndpoint(
        t.app,
        providerAccountApi.changePassword,
        { currentPassword, newPassword },
        { as: provider },
      );

    const wrong = await change('pas le bon mot de passe', 'une nouvelle phrase longue');
    expect(wrong.ok ? {} : wrong.body.fields).toEqual({ currentPassword: 'Mot de passe incorrect.' });
    const common = await change(provider.password, 'Password123');
    expect(common.ok ? {} : Object.keys(common.body.fields ?? {})).toEqual(['newPassword']);

    expect(bodyOf(await change(provider.password, 'une nouvelle phrase longue'))).toEqual({ success: true });
    expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider })).status).toBe(200);
    const otherAs = { headers: { authorization: `Bearer ${other.token}` } };
    expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as: otherAs })).status).toBe(401);
    expect(
      (await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token: other.refresh_token })).status,
    ).toBe(401);
    expect((await signIn(provider.email, 'une nouvelle phrase longue')).status).toBe(200);
  });

  it('takes a new phone number once the code sent to it is typed, unless another account has it', async () => {
    const provider = await registeredProvider(t);
    const couple = await signedInCouple(t, '+33612345678');
    expect(couple.userId).toBeGreaterThan(0);
    const taken = await callEndpoint(
      t.app,
      providerAccountApi.changePhone,
      { phone: '+33612345678' },
      { as: provider },
    );
    expect(taken.status).toBe(409);
    const check = (phone: string) =>
      callEndpoint(t.app, providerAccountApi.checkPhone, { phone }, { as: provider });
    expect(bodyOf(await check('+33612345678'))).toEqual({ available: false });
    expect(bodyOf(await check('+33622334455'))).toEqual({ available: true });

    bodyOf(
      await callEndpoint(t.app, providerAccountApi.changePhone, { phone: '+33622334455' }, { as: provider }),
    );
    const [sms] = await t.db.query<{ text: string }>(
      'SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      ['+33622334455'],
    );
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
    const verified = bodyOf(
      await callEndpoint(
        t.app,
        providerAccountApi.verifyPhone,
        { phone: '+33622334455', code },
        { as: provider },
      ),
    );
    expect(verified.user.phone).toBe('+33622334455');
  });

  it('refuses a couple’s session on every account endpoint with 403', async () => {
    const couple = await signedInCouple(t);
    const calls = [
      callEndpoint(t.app, providerAccountApi.me, {}, { as: couple }),
      callEndpoint(t.app, providerAccountApi.changeLocale, { locale: 'en' }, { as: couple }),
      callEndpoint(
        t.app,
        providerAccountApi.changePassword,
        { currentPassword: 'x', newPassword: 'y' },
        { as: couple },
      ),
      callEndpoint(t.app, providerAccountApi.deleteAccount, { password: 'x' }, { as: couple }),
      callEndpoint(
        t.app,
        providerAccountApi.changeEmail,
        { email: 'a@example.com', password: 'x' },
        { as: couple },
      ),
      callEndpoint(t.app, providerAccountApi.changePhone, { phone: '+33622334455' }, { as: couple }),
      callEndpoint(t.app, onboardingApi.finishOnboarding, {}, { as: couple }),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual(calls.map(() => 403));
  });
});

describe('closing a provider’s account', () => {
  /** The provider signs in to the fixture's star, published in Lyon, as the demo's provider does. */
  async function starOwner(): Promise<RegisteredProvider> {
    const provider = await registeredProvider(t);
    await t.db.query('DELETE FROM providers WHERE owner_user_id = $1', [provider.userId]);
    await t.db.query('UPDATE providers SET owner_user_id = $1 WHERE slug = $2', [provider.userId, STAR.slug]);
    return provider;
  }
  const page = (url: string) => t.app.inject({ url, headers: { host: 'localhost:3000' } });
  const LYON = '/wedding-planners/rhone/lyon';

  it('takes the profile out of the directory at once, erases the person and keeps the company’s name', async () => {
    const provider = await starOwner();
    const profile = routePath('front_provider_profile', { slug: STAR.slug });
    expect((await page(profile)).statusCode).toBe(200);
    expect((await page(LYON)).body).toContain(STAR.name);

    const wrong = await callEndpoint(
      t.app,
      providerAccountApi.deleteAccount,
      { password: 'pas le bon' },
      { as: provider },
    );
    expect(wrong.status).toBe(400);
    expect(
      bodyOf(
        await callEndpoint(
          t.app,
          providerAccountApi.deleteAccount,
          { password: provider.password },
          { as: provider },
        ),
      ),
    ).toEqual({ success: true });

    expect((await page(profile)).statusCode).toBe(404);
    expect((await page(LYON)).body).not.toContain(STAR.name);
    expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as: provider })).status).toBe(401);
    expect(
      (await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token: provider.refresh_token })).status,
    ).toBe(401);
    expect((await signIn(provider.email, provider.password)).status).toBe(401);
    expect(await t.db.query('SELECT id FROM users WHERE id = $1', [provider.userId])).toEqual([]);
    const [company] = await t.db.query<{ name: string; published: boolean; owner_user_id: number | null }>(
      'SELECT name, published, owner_user_id FROM providers WHERE slug = $1',
      [STAR.slug],
    );
    expect(company).toEqual({ name: STAR.name, published: false, owner_user_id: null });
  });
});
