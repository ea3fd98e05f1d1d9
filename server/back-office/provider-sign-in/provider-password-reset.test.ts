import { describe, expect, it } from 'vitest';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as sessionApi from '@shared/api/contract/session';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { confirmationTokenSentTo, queuedEmails } from '@server/test-support/email-links';
import { registeredProvider } from '@server/test-support/registered-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { PASSWORD_RESET_LINK_MS } from './provider-mails';

const t = freshAppForEachTest((db) => seedCatalog(db));

const NEW_PASSWORD = 'une toute nouvelle phrase';

async function resetLinkFor(email: string): Promise<string> {
  bodyOf(await callEndpoint(t.app, signInApi.requestPasswordReset, { email }));
  return confirmationTokenSentTo(t.db, email);
}

const reset = (token: string, password = NEW_PASSWORD) =>
  callEndpoint(t.app, signInApi.resetPassword, { token, password });

describe('a forgotten password', () => {
  it('answers the same whatever the address, and emails a link only to an account, in its language', async () => {
    const provider = await registeredProvider(t, { locale: 'de' });
    const before = (await queuedEmails(t.db)).length;
    const unknown = await callEndpoint(t.app, signInApi.requestPasswordReset, {
      email: 'personne@example.com',
    });
    const known = await callEndpoint(t.app, signInApi.requestPasswordReset, {
      email: provider.email.toUpperCase(),
    });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: known.status,
      body: known.body,
    });
    const sent = (await queuedEmails(t.db)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: provider.email, subject: 'Wählen Sie ein neues Passwort' });
    expect(sent[0]?.text).toMatch(/http:\/\/pro\.localhost:3000\/reset-password\?token=[\w-]{43}/);
  });

  it('sets the new password from the link once, and signs every session of the account out', async () => {
    const provider = await registeredProvider(t);
    const other = bodyOf(
      await callEndpoint(t.app, signInApi.login, { email: provider.email, password: provider.password }),
    );
    const token = await resetLinkFor(provider.email);
    expect(bodyOf(await reset(token))).toEqual({ success: true });

    for (const session of [provider, other]) {
      const as = { headers: { authorization: `Bearer ${session.token}` } };
      expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as })).status).toBe(401);
      const refresh = await callEndpoint(t.app, sessionApi.refreshToken, {
        refresh_token: session.refresh_token,
      });
      expect(refresh.status).toBe(401);
    }
    const [revoked] = await t.db.query<{ reasons: string[] }>(
      'SELECT array_agg(DISTINCT revoked_reason) AS reasons FROM auth_sessions WHERE user_id = $1',
      [provider.userId],
    );
    expect(revoked?.reasons).toEqual(['password-reset']);
    const signIn = (password: string) =>
      callEndpoint(t.app, signInApi.login, { email: provider.email, password });
    expect((await signIn(provider.password)).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'encore une autre phrase');
    expect({ status: again.status, message: again.ok ? '' : again.body.message }).toEqual({
      status: 410,
      message: 'Ce lien de réinitialisation a déjà servi.',
    });
  });

  it('confirms the address the link reached', async () => {
    const provider = await registeredProvider(t, { confirmed: false });
    await reset(await resetLinkFor(provider.email));
    const tokens = bodyOf(
      await callEndpoint(t.app, signInApi.login, { email: provider.email, password: NEW_PASSWORD }),
    );
    const as = { headers: { authorization: `Bearer ${tokens.token}` } };
    expect(bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as })).user.emailConfirmed).toBe(
      true,
    );
  });

  it('refuses a link past its hour, a link a newer one replaced, and a link nobody sent', async () => {
    const provider = await registeredProvider(t);
    const first = await resetLinkFor(provider.email);
    const second = await resetLinkFor(provider.email);
    expect((await reset(first)).status).toBe(410);
    t.clock.advance(PASSWORD_RESET_LINK_MS);
    const expired = await reset(second);
    expect({ status: expired.status, message: expired.ok ? '' : expired.body.message }).toEqual({
      status: 410,
      message: 'Ce lien de réinitialisation a expiré : demandez-en un nouveau.',
    });
    expect((await reset('A'.repeat(43))).status).toBe(404);
    const third = await resetLinkFor(provider.email);
    expect((await reset(third)).status).toBe(200);
  });

  it('refuses a common password and leaves the link usable', async () => {
    const provider = await registeredProvider(t);
    const token = await resetLinkFor(provider.email);
    const common = await reset(token, 'password123');
    expect(common.ok ? {} : common.body.fields).toHaveProperty('password');
    expect((await reset(token)).status).toBe(200);
  });
});
