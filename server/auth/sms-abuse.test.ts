import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import * as authApi from '@shared/api/contract/auth';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { SMS_BUDGET_WINDOW_MS } from './sms-budget';

/*
 * What an attacker tried against check-phone: writing into the SMS through the Host header, sending codes to
 * premium-rate and landline numbers (SMS pumping), and sending more than anyone should pay for in an hour.
 */

let db: Database;
let t: TestApp;
let logged: Record<string, unknown>[];

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => t.close());

/** A fresh app on the emptied database, its error log collected in `logged`. */
async function start(env: NodeJS.ProcessEnv = {}) {
  await resetDatabase(db);
  logged = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  t = await startTestApp({ db, env, logger: { level: 'error', stream } });
}

/** Every request from its own address, so the per-address caps never answer in the budgets' place. */
let address = 0;
const checkPhone = (phone: string, headers: Record<string, string> = {}) =>
  callEndpoint(
    t.app,
    authApi.checkPhone,
    { phone },
    { headers, remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}` },
  );

async function outbox(phone: string): Promise<string[]> {
  const rows = await t.db.query<{ text: string }>('SELECT text FROM sms_outbox WHERE phone = $1', [phone]);
  return rows.map((row) => row.text);
}

describe('the SMS text', () => {
  beforeEach(() => start());

  it('names a configured host in its WebOTP line, never the request’s Host header', async () => {
    for (const host of [
      'Appelez le 08 99 00 00 00 pour valider',
      'attacker.example',
      `${'x'.repeat(3_000)}.example`,
    ]) {
      const phone = `+3361234${String(address).padStart(4, '0')}`;
      expect((await checkPhone(phone, { host })).status).toBe(200);
      const [text] = await outbox(phone);
      expect(text).toMatch(/^Votre code de vérification : (\d{6})\n\n@localhost #\1$/);
    }
  });

  it('names the site the couple is on: a country site, or the project site', async () => {
    await checkPhone('+33612340001', { host: 'be.localhost' });
    await checkPhone('+33612340002', { host: 'www.be.localhost:3000' });
    await checkPhone('+33612340003', { host: 'projet.localhost' });
    expect((await outbox('+33612340001'))[0]).toMatch(/\n@be\.localhost #\d{6}$/);
    expect((await outbox('+33612340002'))[0]).toMatch(/\n@be\.localhost #\d{6}$/);
    expect((await outbox('+33612340003'))[0]).toMatch(/\n@projet\.localhost #\d{6}$/);
  });
});

describe('who receives codes', () => {
  beforeEach(() => start());

  it.each([
    ['France, premium rate 0899', '+33899000000'],
    ['France, shared cost 0810', '+33810123456'],
    ['France, toll free 0800', '+33800123456'],
    ['France, landline 01', '+33112345678'],
    ['France, VoIP 09', '+33912345678'],
    ['UK, premium rate 0909', '+449091234567'],
    ['UK, personal number 070', '+447012345678'],
    ['UK, toll free 0800', '+448001234567'],
    ['Italy, premium rate 899', '+39899123456'],
    ['Spain, premium rate 803', '+34803123456'],
    ['Portugal, premium rate 760', '+351760123456'],
    ['Germany, landline', '+4930123456'],
  ])('refuses %s with a 400 and sends nothing', async (_kind, phone) => {
    const { status, body } = await checkPhone(phone);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Ce numéro ne peut pas recevoir de SMS : indiquez un numéro de mobile.',
    });
    expect(await outbox(phone)).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM phone_codes')).toEqual([]);
  });

  it('sends to the mobile numbers of every site country', async () => {
    for (const phone of ['+33612345678', '+32470123456', '+4915123456789', '+393123456789']) {
      expect((await checkPhone(phone)).status, phone).toBe(200);
    }
  });
});

describe('the hourly budgets', () => {
  const frenchMobile = (n: number) => `+336123${String(n).padStart(5, '0')}`;

  it('stops a country’s codes at its budget, with 429 and Retry-After, and leaves other countries alone', async () => {
    await start({ SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'FR=3' });
    for (let n = 0; n < 3; n++) expect((await checkPhone(frenchMobile(n))).status).toBe(200);
    const refused = await checkPhone(frenchMobile(3));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/momentanément suspendu/) });
    expect(await outbox(frenchMobile(3))).toEqual([]);
    expect((await checkPhone('+32470123456')).status).toBe(200);

    t.clock.advance(SMS_BUDGET_WINDOW_MS);
    expect((await checkPhone(frenchMobile(4))).status).toBe(200);
  });

  it('stops every country at the overall budget', async () => {
    await start({ SMS_BUDGET_PER_HOUR: '2' });
    expect((await checkPhone(frenchMobile(0))).status).toBe(200);
    expect((await checkPhone('+32470123456')).status).toBe(200);
    expect((await checkPhone('+393123456789')).status).toBe(429);
    expect((await checkPhone(frenchMobile(1))).status).toBe(429);
  });

  it('alerts the operators once per budget and window, not once per refused request', async () => {
    await start({ SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'FR=1' });
    await checkPhone(frenchMobile(0));
    for (let n = 1; n <= 5; n++) expect((await checkPhone(frenchMobile(n))).status).toBe(429);
    const alerts = logged.filter((line) => line.alert === 'sms-budget-exceeded');
    expect(alerts).toEqual([expect.objectContaining({ scope: 'country', country: 'FR', budget: 1 })]);
  });
});

/*
 * Behind the proxy (TRUST_PROXY=1), an attacker rotated addresses inside one IPv6 /64 to pass the per-address
 * cap, then spent a country's whole hourly budget from many /64s of one network.
 */
describe('one client, one network', () => {
  const belgianMobile = (n: number) => `+324701${String(n).padStart(5, '0')}`;
  let number = 0;
  const fromClient = (clientAddress: string, phone = belgianMobile(++number)) =>
    callEndpoint(t.app, authApi.checkPhone, { phone }, { headers: { 'x-forwarded-for': clientAddress } });

  async function statusesOf(addresses: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const each of addresses) statuses.push((await fromClient(each)).status);
    return statuses;
  }

  it('caps a client rotating addresses inside one IPv6 /64 at the per-address cap, not its neighbours', async () => {
    await start({ TRUST_PROXY: '1' });
    const cap = t.config.smsBudget.perAddressPerHour;
    const rotating = Array.from({ length: cap }, (_, n) => `2001:db8:5:1:${n.toString(16)}::${n + 1}`);
    expect(await statusesOf(rotating)).toEqual(rotating.map(() => 200));
    const refused = await fromClient('2001:db8:5:1:ffff:ffff:ffff:fffe');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      message: 'Trop de codes demandés depuis cette adresse. Réessayez plus tard.',
    });
    expect((await fromClient('2001:db8:5:2::1')).status).toBe(200);
  });

  it('keeps one IPv6 /48 to its share of a country’s budget: the next Belgian of another network gets a code', async () => {
    await start({
      TRUST_PROXY: '1',
      SMS_CODES_PER_ADDRESS_PER_HOUR: '1',
      SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'BE=30',
    });
    const manySixtyFours = Array.from({ length: 30 }, (_, n) => `2001:db8:66:${n.toString(16)}::1`);
    const statuses = await statusesOf(manySixtyFours);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    const refused = await fromClient('2001:db8:66:ff::1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      message: 'Trop de codes demandés depuis votre réseau. Réessayez plus tard.',
    });

    expect((await fromClient('2001:db8:77:1::1')).status).toBe(200);
    expect((await fromClient('198.51.100.20')).status).toBe(200);
    t.clock.advance(SMS_BUDGET_WINDOW_MS);
    expect((await fromClient('2001:db8:66:ff::1')).status).toBe(200);
  });

  it('keeps one IPv4 /24 to its share of a country’s budget and of the overall budget', async () => {
    await start({
      TRUST_PROXY: '1',
      SMS_CODES_PER_ADDRESS_PER_HOUR: '1',
      SMS_BUDGET_PER_HOUR: '40',
      SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'BE=30',
    });
    const oneSlash24 = Array.from({ length: 30 }, (_, n) => `203.0.113.${n + 1}`);
    expect((await statusesOf(oneSlash24)).filter((status) => status === 200)).toHaveLength(3);
    expect((await fromClient('203.0.114.1')).status).toBe(200);

    // Its share of the overall budget (4 of 40) holds across countries: one code left, to any country.
    expect((await fromClient('203.0.113.200', '+33612300001')).status).toBe(200);
    expect((await fromClient('203.0.113.201', '+4915123400001')).status).toBe(429);
    expect((await fromClient('198.51.100.7', '+4915123400002')).status).toBe(200);
  });

  it('still sends a number at most five codes an hour, whatever network asks', async () => {
    await start({ TRUST_PROXY: '1' });
    const phone = belgianMobile(99_999);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await fromClient(`2001:db8:${n + 100}::1`, phone)).status);
      t.clock.advance(60_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
