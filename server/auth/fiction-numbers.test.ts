import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { DEMO_IN_PRODUCTION_CONFIRMATION } from '../config';
import type { Database } from '../db/database';
import { DEMO_COUPLE_PHONE } from '../seed/demo-phones';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';

/*
 * The numbers regulators reserve for fiction, which the demo's accounts sign in with: a server where the demo
 * may live sends them codes, production refuses them as it refuses any number no SIM card answers.
 */

const PRODUCTION = { NODE_ENV: 'production', TOKEN_SECRET: 'p'.repeat(32) };
/** Ofcom's drama range, the other fiction range beside the demo's French one. */
const BRITISH_FICTION_NUMBER = '+447700900123';

let db: Database;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => t.close());

async function start(env: NodeJS.ProcessEnv) {
  await resetDatabase(db);
  t = await startTestApp({ db, env });
}

const checkPhone = (phone: string) => callEndpoint(t.app, authApi.checkPhone, { phone });

async function codesSentTo(phone: string): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sms_outbox WHERE phone = $1',
    [phone],
  );
  return row?.count ?? 0;
}

describe('POST /api/check-phone with a number reserved for fiction', () => {
  it('sends the code in development, so the demo couple can sign in', async () => {
    await start({ NODE_ENV: 'development' });
    for (const phone of [DEMO_COUPLE_PHONE, BRITISH_FICTION_NUMBER]) {
      expect((await checkPhone(phone)).status, phone).toBe(200);
      expect(await codesSentTo(phone), phone).toBe(1);
    }
  });

  it('refuses it in production as a number that cannot receive SMS, and sends nothing', async () => {
    await start(PRODUCTION);
    for (const phone of [DEMO_COUPLE_PHONE, BRITISH_FICTION_NUMBER]) {
      const { status, body } = await checkPhone(phone);
      expect({ phone, status, body }).toMatchObject({
        phone,
        status: 400,
        body: { fields: { phone: 'Ce numéro ne peut pas recevoir de SMS : indiquez un numéro de mobile.' } },
      });
      expect(await codesSentTo(phone), phone).toBe(0);
    }
    expect((await checkPhone('+33612345678')).status).toBe(200);
  });

  it('sends it in production where the demo was seeded on purpose (a staging server)', async () => {
    await start({
      ...PRODUCTION,
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: DEMO_IN_PRODUCTION_CONFIRMATION,
    });
    expect((await checkPhone(DEMO_COUPLE_PHONE)).status).toBe(200);
  });
});
