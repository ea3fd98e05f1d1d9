import { describe, expect, it, vi } from 'vitest';
import { CONTRACT } from '@shared/api/contract';
import * as creditsApi from '@shared/api/contract/back-office/credits';
import * as premiumApi from '@shared/api/contract/back-office/premium';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { IMPERSONATION_MINUTES } from '@shared/api/contract/back-office/support-access';
import * as sessionApi from '@shared/api/contract/session';
import type { Endpoint } from '@shared/api/endpoint';
import { seedCatalog } from '@server/seed/seed-catalog';
import { BACK_OFFICE_HOST, bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { registeredProvider, type RegisteredProvider } from '@server/test-support/registered-provider';
import { signedInCouple } from '@server/test-support/signed-in-couple';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { createAdmin, revokeAdmin } from './admin-accounts';

const t = freshAppForEachTest((db) => seedCatalog(db));

const ADMIN_PASSWORD = 'une phrase de passe du support';
const MINUTE = 60_000;

interface SignedInAdmin {
  email: string;
  headers: { authorization: string };
  refresh_token: string;
}

/** An admin made by the admin command's function, signed in through the back-office's sign-in. */
async function signedInAdmin(email = 'sam.support@example.com', firstname = 'Sam'): Promise<SignedInAdmin> {
  const [existing] = await t.db.query("SELECT 1 FROM users WHERE role = 'admin' AND email = $1", [email]);
  if (!existing) {
    await createAdmin(
      t.db,
      { email, firstname, lastname: 'Support', password: ADMIN_PASSWORD },
      t.clock.now(),
    );
  }
  const tokens = bodyOf(await callEndpoint(t.app, signInApi.login, { email, password: ADMIN_PASSWORD }));
  return { email, headers: { authorization: `Bearer ${tokens.token}` }, refresh_token: tokens.refresh_token };
}

/** A fresh access token of the same session, once the clock has moved past the last one's five minutes. */
async function renewed(admin: SignedInAdmin): Promise<SignedInAdmin> {
  const tokens = bodyOf(
    await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token: admin.refresh_token }),
  );
  return {
    ...admin,
    headers: { authorization: `Bearer ${tokens.token}` },
    refresh_token: tokens.refresh_token,
  };
}

const impersonate = (admin: SignedInAdmin, provider = 'atelier-lumiere') =>
  callEndpoint(t.app, supportAccessApi.impersonate, { provider }, { as: admin });
const stop = (as: { headers: { authorization: string } }) =>
  callEndpoint(t.app, supportAccessApi.stopImpersonating, {}, { as });
const me = (as: { headers: { authorization: string } }) =>
  callEndpoint(t.app, providerAccountApi.me, {}, { as });

async function logOf(provider: RegisteredProvider) {
  return bodyOf(await callEndpoint(t.app, supportAccessApi.supportAccessLog, {}, { as: provider })).entries;
}

describe('support access', () => {
  it('lets an admin act as a provider, their name on every page’s banner, until they stop', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    expect((await me(admin)).status).toBe(403);

    const started = bodyOf(await impersonate(admin));
    const endsAt = new Date(t.clock.now().getTime() + IMPERSONATION_MINUTES * MINUTE).toISOString();
    expect(started).toEqual({
      impersonation: { adminName: 'Sam Support', endsAt },
      company: { id: provider.providerId, name: 'Atelier Lumière', slug: 'atelier-lumiere' },
    });
    const acting = bodyOf(await me(admin));
    expect(acting.company.id).toBe(provider.providerId);
    expect(acting.user.email).toBe(provider.email);
    expect(acting.impersonation).toEqual({ adminName: 'Sam Support', endsAt });
    expect(bodyOf(await me(provider)).impersonation).toBeUndefined();

    const renamed = await callEndpoint(
      t.app,
      providerAccountApi.updatePersonalInfo,
      { firstname: 'Louise', lastname: 'Bernard' },
      { as: admin },
    );
    expect(bodyOf(renamed).user).toMatchObject({ firstname: 'Louise', lastname: 'Bernard' });

    expect(bodyOf(await stop(admin))).toEqual({ success: true });
    expect((await me(admin)).status).toBe(403);
    expect((await stop(admin)).status).toBe(403);

    const log = await logOf(provider);
    expect(log.map(({ kind, action, status, adminName }) => ({ kind, action, status, adminName }))).toEqual([
      { kind: 'stopped', action: null, status: null, adminName: 'Sam Support' },
      {
        kind: 'changed',
        action: 'POST /api/account/update-personal-info',
        status: 200,
        adminName: 'Sam Support',
      },
      { kind: 'started', action: null, status: null, adminName: 'Sam Support' },
    ]);
    expect(log[2]?.endsAt).toBe(log[0]?.at);
  });

  it('writes no line for a read, and a line with its refusal for a change that failed', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    bodyOf(await me(admin));
    const refused = await callEndpoint(
      t.app,
      providerAccountApi.checkPhone,
      { phone: 'pas un numéro' },
      { as: admin },
    );
    expect(refused.status).toBe(400);
    // The status is written once the answer has left (onResponse), which the injected call does not wait for.
    await vi.waitFor(async () => {
      const log = await logOf(provider);
      expect(log.map(({ kind, action, status }) => ({ kind, action, status }))).toEqual([
        { kind: 'changed', action: 'POST /api/phone/check', status: 400 },
        { kind: 'started', action: null, status: null },
      ]);
    });
  });

  it('is refused to a provider and a couple (403) and without a session (401), and to an unknown provider (404)', async () => {
    const provider = await registeredProvider(t);
    const couple = await signedInCouple(t);
    expect(
      (
        await callEndpoint(
          t.app,
          supportAccessApi.impersonate,
          { provider: 'atelier-lumiere' },
          { as: provider },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callEndpoint(
          t.app,
          supportAccessApi.impersonate,
          { provider: 'atelier-lumiere' },
          { as: couple },
        )
      ).status,
    ).toBe(403);
    expect(
      (await callEndpoint(t.app, supportAccessApi.impersonate, { provider: 'atelier-lumiere' })).status,
    ).toBe(401);
    const admin = await signedInAdmin();
    const unknown = await impersonate(admin, 'maison-inconnue');
    expect(unknown.status).toBe(404);
    const [count] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM impersonations');
    expect(count?.count).toBe(0);
    expect(await logOf(provider)).toEqual([]);
  });

  it('refuses the password, the address and closing the account while it lasts, changing nothing, each refusal logged', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    const accountRow = () =>
      t.db.query('SELECT email, password_hash, role FROM users WHERE id = $1', [provider.userId]);
    const links = async () =>
      (
        await t.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM email_changes WHERE user_id = $1',
          [provider.userId],
        )
      )[0]?.count;
    const before = { account: await accountRow(), links: await links() };

    const password = await callEndpoint(
      t.app,
      providerAccountApi.changePassword,
      { currentPassword: provider.password, newPassword: 'une toute nouvelle phrase' },
      { as: admin },
    );
    const email = await callEndpoint(
      t.app,
      providerAccountApi.changeEmail,
      { email: 'support.pirate@example.com', password: provider.password },
      { as: admin },
    );
    const deletion = await callEndpoint(
      t.app,
      providerAccountApi.deleteAccount,
      { password: provider.password },
      { as: admin },
    );
    for (const answer of [password, email, deletion]) {
      expect(answer.status).toBe(403);
      expect(answer.ok ? null : answer.body.message).toBe(
        'Pendant un accès du support, cette action est réservée au titulaire du compte : elle est refusée.',
      );
    }
    expect({ account: await accountRow(), links: await links() }).toEqual(before);
    expect((await me(provider)).status).toBe(200);
    const refusals = (await logOf(provider)).filter(({ kind }) => kind === 'refused');
    expect(refusals.map(({ action, status }) => ({ action, status }))).toEqual([
      { action: 'POST /api/account/delete', status: 403 },
      { action: 'POST /api/account/change-email', status: 403 },
      { action: 'POST /api/account/change-password', status: 403 },
    ]);
  });

  it('refuses buying credits and premium while it lasts, logged for both, opening no checkout and writing no payment', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    const money = async () =>
      (
        await t.db.query<{ payments: number; subscriptions: number; premium: boolean }>(
          `SELECT (SELECT count(*)::int FROM payments) AS payments,
                  (SELECT count(*)::int FROM subscriptions) AS subscriptions,
                  (SELECT is_premium FROM providers WHERE id = $1) AS premium`,
          [provider.providerId],
        )
      )[0];
    const before = await money();
    expect(before).toEqual({ payments: 0, subscriptions: 0, premium: false });

    const answers = [
      await callEndpoint(t.app, creditsApi.buyCredits, { pack: 'pack-10' }, { as: admin }),
      await callEndpoint(t.app, premiumApi.subscribePremium, {}, { as: admin }),
      await callEndpoint(t.app, premiumApi.updatePremium, {}, { as: admin }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.ok ? null : answer.body.message).toBe(
        'Pendant un accès du support, cette action est réservée au titulaire du compte : elle est refusée.',
      );
      expect(JSON.stringify(answer.body)).not.toMatch(/checkout|url/i);
    }
    expect(await money()).toEqual(before);
    const expected = [
      { kind: 'refused', action: 'POST /api/subscription/update-premium', status: 403 },
      { kind: 'refused', action: 'POST /api/subscription/subscribe-premium', status: 403 },
      { kind: 'refused', action: 'POST /api/credit/buy', status: 403 },
    ];
    const refusals = (entries: Awaited<ReturnType<typeof logOf>>) =>
      entries
        .filter(({ kind }) => kind === 'refused')
        .map(({ kind, action, status }) => ({ kind, action, status }));
    expect(refusals(await logOf(provider))).toEqual(expected);
    // The admin, acting as the provider, reads the same lines.
    const seenBySupport = bodyOf(
      await callEndpoint(t.app, supportAccessApi.supportAccessLog, {}, { as: admin }),
    );
    expect(refusals(seenBySupport.entries)).toEqual(expected);

    // The provider's own purchase is not refused: it writes the pending payment the admin's could not.
    bodyOf(await callEndpoint(t.app, creditsApi.buyCredits, { pack: 'pack-10' }, { as: provider }));
    expect(await money()).toEqual({ ...before, payments: 1 });
  });

  it('refuses every endpoint whose contract says so, whatever its input, and lets the provider do it', async () => {
    const flagged: readonly Endpoint[] = Object.values(CONTRACT)
      .flat()
      .filter((endpoint) => endpoint.forbiddenWhileImpersonating);
    expect(flagged.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['account_change_email', 'account_change_password', 'account_delete']),
    );
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    for (const endpoint of flagged) {
      const call = (authorization: string) =>
        t.app.inject({
          method: endpoint.method,
          url: endpoint.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
          headers: { host: BACK_OFFICE_HOST, authorization, 'content-type': 'application/json' },
          payload: endpoint.method === 'GET' ? undefined : '{}',
        });
      expect({ name: endpoint.name, status: (await call(admin.headers.authorization)).statusCode }).toEqual({
        name: endpoint.name,
        status: 403,
      });
      // The provider's own session is not refused by the rule: its input is read (here, refused as empty).
      expect((await call(provider.headers.authorization)).statusCode).not.toBe(403);
    }
  });

  it('ends by itself once its time is up: the session is the admin’s again', async () => {
    const provider = await registeredProvider(t);
    let admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    t.clock.advance(IMPERSONATION_MINUTES * MINUTE - MINUTE);
    admin = await renewed(admin);
    expect(bodyOf(await me(admin)).company.id).toBe(provider.providerId);

    t.clock.advance(MINUTE);
    admin = await renewed(admin);
    expect((await me(admin)).status).toBe(403);
    expect((await stop(admin)).status).toBe(403);
    // Another access may start in the same session: the expired one is closed first.
    expect((await impersonate(admin)).status).toBe(200);
    const [closed] = await t.db.query<{ ended_by: string }>(
      'SELECT ended_by FROM impersonations ORDER BY id LIMIT 1',
    );
    expect(closed?.ended_by).toBe('expired');
  });

  it('is stopped only by the admin’s session that started it', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    const otherAdmin = await signedInAdmin('alex.support@example.com', 'Alex');
    const sameAdminElsewhere = await signedInAdmin();

    expect((await stop(otherAdmin)).status).toBe(403);
    expect((await stop(sameAdminElsewhere)).status).toBe(403);
    const byProvider = await stop(provider);
    expect(byProvider.status).toBe(409);
    expect(bodyOf(await me(admin)).impersonation?.adminName).toBe('Sam Support');
    expect((await logOf(provider)).map(({ kind }) => kind)).toEqual(['started']);

    expect((await stop(admin)).status).toBe(200);
  });

  it('ends when its admin is revoked, or is no longer an admin', async () => {
    const provider = await registeredProvider(t);
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    const otherAdmin = await signedInAdmin('alex.support@example.com', 'Alex');
    bodyOf(await impersonate(otherAdmin));

    expect(await revokeAdmin(t.db, admin.email, t.clock.now())).toBe(true);
    expect((await me(admin)).status).toBe(401);
    expect(bodyOf(await me(otherAdmin)).company.id).toBe(provider.providerId);
    expect((await logOf(provider)).map(({ kind, adminName }) => ({ kind, adminName }))).toEqual([
      { kind: 'revoked', adminName: 'Sam Support' },
      { kind: 'started', adminName: 'Alex Support' },
      { kind: 'started', adminName: 'Sam Support' },
    ]);
    expect(await revokeAdmin(t.db, admin.email, t.clock.now())).toBe(false);

    // A role changed by hand, without the command: the access acts no more.
    await t.db.query(
      "UPDATE users SET role = 'couple', phone = '+33699999999' WHERE lower(email) = lower($1)",
      [otherAdmin.email],
    );
    expect((await me(otherAdmin)).status).toBe(403);
  });

  it('is the provider’s to read: another provider’s log stays empty', async () => {
    const provider = await registeredProvider(t);
    const other = await registeredProvider(t, {
      email: 'maison.rivage@example.com',
      companyName: 'Maison Rivage',
    });
    const admin = await signedInAdmin();
    bodyOf(await impersonate(admin));
    expect(await logOf(provider)).toHaveLength(1);
    expect(await logOf(other)).toEqual([]);
    // The admin, acting as the provider, reads the same log.
    expect(
      bodyOf(await callEndpoint(t.app, supportAccessApi.supportAccessLog, {}, { as: admin })).entries,
    ).toEqual(await logOf(provider));
  });
});
