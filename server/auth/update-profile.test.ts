import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as sessionApi from '@shared/api/contract/session';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { signedInCoupleForEachTest } from '../test-support/signed-in-couple';
import { callJson, freshAppForEachTest } from '../test-support/test-app';

const CITY_NOT_PICKED = 'Choisissez une ville dans la liste proposée.';

const t = freshAppForEachTest();
const couple = signedInCoupleForEachTest(t);

const update = (changes: accountApi.ProfileChanges, headers: Record<string, string> = couple.headers) =>
  callEndpoint(t.app, accountApi.updateProfile, changes, { headers });
/** What the contract refuses, sent as is. */
const updateRaw = (json: unknown, headers: Record<string, string> = {}) =>
  callJson(t.app, {
    method: 'POST',
    url: accountApi.updateProfile.path,
    json,
    headers: { ...couple.headers, ...headers },
  });
const me = async () => bodyOf(await callEndpoint(t.app, sessionApi.me, {}, { as: couple })).user;

describe('update-profile', () => {
  it('changes the language, keeps the confirmed email while the new one is pending, and answers the user as /api/me shows it', async () => {
    const before = await me();
    const { status, body } = await update({ email: '  new.address@example.be ', locale: 'nl_be' });
    expect(status).toBe(200);
    const after = { ...before, locale: 'nl-BE' };
    expect(body).toMatchObject({
      success: true,
      user: after,
      pendingEmail: { email: 'new.address@example.be', linkExpired: false },
    });
    expect(await me()).toEqual(after);
    const [account] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      couple.userId,
    ]);
    expect(account?.email).toBe(before.email);
  });

  it('replaces the whole location with a new city, clearing the details it lacks', async () => {
    const { user } = bodyOf(
      await update({ city: 'Bruxelles', country: 'be', latitude: 50.85, longitude: 4.35 }),
    );
    expect(user).toMatchObject({
      city: 'Bruxelles',
      country: 'BE',
      zipCode: null,
      latitude: 50.85,
      longitude: 4.35,
    });
    const picked = bodyOf(
      await update({ city: 'Gand', zipCode: '9000', country: 'BE', latitude: 51.05, longitude: 3.72 }),
    ).user;
    expect(picked).toMatchObject({ city: 'Gand', zipCode: '9000', latitude: 51.05, longitude: 3.72 });
  });

  it('changes nothing for an empty request', async () => {
    const before = await me();
    expect(bodyOf(await update({})).user).toEqual(before);
  });

  it('refuses names and phone, naming the field, and changes nothing', async () => {
    const before = await me();
    const names = await updateRaw({ email: 'other@example.fr', lastname: 'Dupont', firstname: 'Jean' });
    expect(names.status).toBe(400);
    expect(names.body.fields).toEqual({
      lastname: 'Votre nom et votre prénom ne peuvent pas être modifiés.',
      firstname: 'Votre nom et votre prénom ne peuvent pas être modifiés.',
    });
    const phone = await updateRaw({ phone: '+33611111111' }, { 'accept-language': 'en' });
    expect(phone).toMatchObject({
      status: 400,
      body: { fields: { phone: 'To change your phone number, write to our team.' } },
    });
    expect((await updateRaw({ firstname: null })).status).toBe(400);
    expect(await me()).toEqual(before);
  });

  it('refuses an invalid email, city, country or language with the forms’ messages', async () => {
    const before = await me();
    const cases: [unknown, Record<string, string>][] = [
      [{ email: 'camille@example.paris' }, { email: 'Email invalide' }],
      [{ email: 'x'.repeat(300) }, { email: 'Email invalide' }],
      [{ city: 'Ly', country: 'FR' }, { city: 'Ville invalide' }],
      [{ city: 'Lyon', country: 'US', latitude: 45.76, longitude: 4.84 }, { country: 'Pays invalide' }],
      [{ locale: 'ja' }, { locale: 'Langue invalide' }],
    ];
    for (const [json, fields] of cases) {
      const answer = await updateRaw(json);
      expect(answer.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(answer.body.fields).toEqual(fields);
    }
    expect(await me()).toEqual(before);
  });

  it('takes a location only whole: a city with its country, details with their city, both coordinates', async () => {
    const before = await me();
    const cases: [unknown, Record<string, string>][] = [
      [{ zipCode: '69002' }, { city: 'Ville invalide' }],
      [{ latitude: 45, longitude: 4 }, { city: 'Ville invalide' }],
      [{ city: 'Lyon', latitude: 45.76, longitude: 4.84 }, { country: 'Pays invalide' }],
      [
        { city: 'Lyon', country: 'FR', latitude: 45 },
        { city: CITY_NOT_PICKED, longitude: 'Valeur invalide' },
      ],
    ];
    for (const [json, fields] of cases) {
      const answer = await updateRaw(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.fields).toEqual(fields);
    }
    expect(await me()).toEqual(before);
  });

  it('refuses a typed city without the place a pick brings, as the wizard does, on the city', async () => {
    const before = await me();
    for (const json of [
      { city: 'Oyonnax', country: 'FR' },
      { city: 'Oyonnax', country: 'FR', zipCode: '01100', latitude: null, longitude: null },
    ]) {
      const answer = await updateRaw(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.fields).toEqual({ city: CITY_NOT_PICKED });
    }
    expect(await me()).toEqual(before);
  });

  it('needs a signed-in couple', async () => {
    expect((await update({ locale: 'en' }, {})).status).toBe(401);
    await t.db.query(`UPDATE users SET role = 'provider' WHERE id = $1`, [couple.userId]);
    expect((await update({ locale: 'en' })).status).toBe(403);
  });
});
