import { afterEach, describe, expect, it } from 'vitest';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import { LEAD_ANSWER_DAYS } from '@shared/api/contract/back-office/event-requests';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint, hostHeaderOf } from '@server/test-support/call-endpoint';
import { queuedEmails } from '@server/test-support/email-links';
import { signedInCouple, signIn, type SignedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { ledgerDisagreements, recordCreditMovement } from '../credits/credit-ledger';
import { unlockLead } from './lead-unlock';

const t = freshAppForEachTest(seedCatalog);
const DAY_MS = 86_400_000;

// Every scenario leaves books that add up: each balance the sum of its ledger, each row following the last.
afterEach(async () => {
  expect(await ledgerDisagreements(t.db)).toEqual([]);
});

const rangeId = async (kind: string, min: number | null) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT id FROM project_ranges WHERE kind = $1 AND min IS NOT DISTINCT FROM $2',
      [kind, min],
    )
  )[0]?.id ?? null;

/** A couple's project with a full brief, sent to `providerId` through the API: the request's uuid. */
async function fullLead(couple: SignedInCouple, ...providerIds: number[]) {
  const project = bodyOf(
    await callEndpoint(
      t.app,
      projectsApi.saveProject,
      {
        eventType: 'wedding',
        eventDate: '2027-06-12',
        eventLocation: 'Lyon',
        latitude: 45.76,
        longitude: 4.84,
        serviceType: 'full-service',
        guestRange: await rangeId('guest', 100),
        budgetRange: await rangeId('budget', 20_000),
        plannerBudgetRange: await rangeId('planner-budget', 5_000),
        languages: ['fr', 'en'],
        message:
          'Nous préparons un mariage champêtre pour 120 invités près de Lyon et cherchons une organisation complète.',
      },
      { as: couple },
    ),
  ).project.id;
  for (const prestataire of providerIds) {
    bodyOf(await callEndpoint(t.app, providersApi.sendToProvider, { project, prestataire }, { as: couple }));
  }
  const view = bodyOf(
    await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
  );
  const uuidFor = async (providerId: number) =>
    (
      await t.db.query<{ id: string }>(
        'SELECT id FROM event_requests WHERE project_id = $1 AND provider_id = $2',
        [project, providerId],
      )
    )[0]?.id ?? '';
  return { project, uuid: await uuidFor(providerIds[0] ?? 0), uuidFor, view };
}

/**
 * `count` bare leads for `providerId` (a wedding, no service type: 3 credits each), written straight into the
 * database, one project each, the newest last; `sentAgo` how long before the clock's now the first was sent.
 */
let couples = 0;
async function bareLeads(providerId: number, count: number, sentAgo = 0): Promise<string[]> {
  couples += 1;
  const couple = await signedInCouple(t, `+336190${String(couples).padStart(5, '0')}`);
  const rows = await t.db.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO projects (user_id, event_type_id, event_date, event_location)
       SELECT $1, (SELECT id FROM event_types WHERE slug = 'wedding'), DATE '2027-06-12', 'Lyon'
       FROM generate_series(1, $2) RETURNING id
     ), numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM made)
     INSERT INTO event_requests (project_id, provider_id, message, created_at)
     SELECT id, $3, 'Bonjour', $4::timestamptz + n * interval '1 minute' FROM numbered
     RETURNING id`,
    [couple.userId, count, providerId, new Date(t.clock.now().getTime() - sentAgo - count * 60_000)],
  );
  return rows.map((row) => row.id);
}

async function grant(providerId: number, credits: number) {
  await t.db.transaction((tx) =>
    recordCreditMovement(tx, { providerId, kind: 'grant', credits, at: t.clock.now() }),
  );
}

const balanceOf = async (providerId: number) =>
  (
    await t.db.query<{ credit_balance: number }>('SELECT credit_balance FROM providers WHERE id = $1', [
      providerId,
    ])
  )[0]?.credit_balance;

const unlocks = (providerId: number) =>
  t.db.query<{ credits: number; event_request_id: string; balance_after: number }>(
    "SELECT credits, event_request_id, balance_after FROM credit_movements WHERE provider_id = $1 AND kind = 'unlock'",
    [providerId],
  );

const requestRow = async (uuid: string) =>
  (await t.db.query<{ status: string }>('SELECT * FROM event_requests WHERE id = $1', [uuid]))[0];

describe('a lead before its unlock', () => {
  it('shows the brief, the quality card and the price, and not one of the couple’s details', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const rival = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    const couple = await signedInCouple(t);
    const { uuid, uuidFor } = await fullLead(couple, provider.providerId, rival.providerId);
    await grant(rival.providerId, 20);
    bodyOf(
      await callEndpoint(
        t.app,
        eventRequestsApi.unlockEventRequest,
        {},
        {
          as: rival,
          params: { uuid: await uuidFor(rival.providerId) },
        },
      ),
    );

    const listed = bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequests, {}, { as: provider }));
    expect(listed.requests.map((lead) => lead.readAt)).toEqual([null]);
    const answer = await callEndpoint(
      t.app,
      eventRequestsApi.eventRequest,
      {},
      { as: provider, params: { uuid } },
    );
    const { request } = bodyOf(answer);
    expect(request).toMatchObject({
      uuid,
      status: 'new',
      price: 8,
      event: {
        type: 'wedding',
        date: '2027-06-12',
        city: 'Lyon',
        distanceKm: 1,
        serviceType: 'full-service',
        languages: ['fr', 'en'],
      },
      contacted: 2,
      unlockedBy: 1,
      quality: { phoneVerified: false, datePlausible: true, completeness: { score: 100, missing: [] } },
      contact: null,
      decline: null,
    });
    expect(request.readAt).toBe(t.clock.now().toISOString());
    expect(listed.requests[0]).toMatchObject({ ...request, readAt: null });
    for (const detail of ['Camille', 'Martin', 'camille.martin@example.fr', '+33612345678', '612345678']) {
      expect(JSON.stringify(listed)).not.toContain(detail);
      expect(JSON.stringify(answer.body)).not.toContain(detail);
    }

    const view = bodyOf(
      await callEndpoint(
        t.app,
        projectViewApi.getProject,
        {},
        {
          as: couple,
          params: {
            id:
              (
                await t.db.query<{ project_id: number }>(
                  'SELECT project_id FROM event_requests WHERE id = $1',
                  [uuid],
                )
              )[0]?.project_id ?? 0,
          },
        },
      ),
    );
    expect(view.requests.find((sent) => sent.id === uuid)).toMatchObject({ status: 'read' });
  });

  it('says the phone is verified once the couple typed a code sent to it, and an absurd date is not plausible', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = ''] = await bareLeads(provider.providerId, 1);
    const lead = async () =>
      bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params: { uuid } }))
        .request;
    expect((await lead()).quality).toEqual({
      phoneVerified: false,
      datePlausible: true,
      completeness: {
        score: 0,
        missing: ['serviceType', 'guests', 'budget', 'plannerBudget', 'languages', 'place', 'message'],
      },
    });

    await t.db.query(
      `INSERT INTO phone_codes (phone, code_hash, sent_at, expires_at, consumed_at)
       SELECT users.phone, 'x', $2, $2, $2 FROM event_requests JOIN projects ON projects.id = project_id
       JOIN users ON users.id = projects.user_id WHERE event_requests.id = $1`,
      [uuid, t.clock.now()],
    );
    await t.db.query("UPDATE projects SET event_date = DATE '2099-06-12'");
    expect((await lead()).quality).toMatchObject({ phoneVerified: true, datePlausible: false });
  });
});

describe('the inbox', () => {
  it('lists the provider’s leads newest first, a page at a time, by status, expired ones computed', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    await bareLeads(other.providerId, 3);
    const old = await bareLeads(provider.providerId, 5, (LEAD_ANSWER_DAYS + 1) * DAY_MS);
    const recent = await bareLeads(provider.providerId, 40);
    await grant(provider.providerId, 100);
    for (const uuid of recent.slice(0, 3)) {
      bodyOf(
        await callEndpoint(
          t.app,
          eventRequestsApi.unlockEventRequest,
          {},
          { as: provider, params: { uuid } },
        ),
      );
    }
    for (const uuid of [...recent.slice(3, 5), old[0] ?? '']) {
      bodyOf(
        await callEndpoint(
          t.app,
          eventRequestsApi.rejectEventRequest,
          {},
          { as: provider, params: { uuid } },
        ),
      );
    }
    let as = provider.headers;
    const list = async (input: { status?: eventRequestsApi.LeadStatus; page?: number }) =>
      bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequests, input, { as: { headers: as } }));

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ page })));
    expect(
      pages.map(({ requests, page, pageCount, total }) => [requests.length, page, pageCount, total]),
    ).toEqual([
      [20, 1, 3, 45],
      [20, 2, 3, 45],
      [5, 3, 3, 45],
      [0, 4, 3, 45],
    ]);
    expect(pages.flatMap(({ requests }) => requests.map((lead) => lead.uuid))).toEqual(
      [...old, ...recent].reverse(),
    );

    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          eventRequestsApi.LEAD_STATUSES.map(
            async (status) => [status, (await list({ status })).total] as const,
          ),
        ),
      );
    expect(await counts()).toEqual({ new: 35, unlocked: 3, declined: 3, expired: 4 });
    const expired = await list({ status: 'expired' });
    expect(expired.requests.map((lead) => lead.uuid)).toEqual(old.slice(1).reverse());
    expect(expired.requests.every((lead) => lead.status === 'expired')).toBe(true);
    expect((await list({ status: 'unlocked' })).requests.map((lead) => lead.uuid)).toEqual(
      recent.slice(0, 3).reverse(),
    );

    t.clock.advance(LEAD_ANSWER_DAYS * DAY_MS);
    as = (await signIn(t, provider.userId)).headers;
    expect(await counts()).toEqual({ new: 0, unlocked: 3, declined: 3, expired: 39 });
  });
});

describe('unlocking a lead', () => {
  it('debits the price it showed, shares the contact, and a second unlock changes nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const couple = await signedInCouple(t);
    const { uuid, project } = await fullLead(couple, provider.providerId);
    await grant(provider.providerId, 20);
    const params = { uuid };
    const shown = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params }),
    ).request.price;

    t.clock.advance(60_000);
    const unlocked = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params }),
    ).request;
    expect(unlocked).toMatchObject({
      status: 'unlocked',
      answeredAt: t.clock.now().toISOString(),
      contact: {
        firstname: 'Camille',
        lastname: 'Martin',
        email: 'camille.martin@example.fr',
        phone: '+33612345678',
      },
    });
    expect(await balanceOf(provider.providerId)).toBe(20 - shown);
    expect(await unlocks(provider.providerId)).toEqual([
      { credits: -shown, event_request_id: uuid, balance_after: 20 - shown },
    ]);

    t.clock.advance(60_000);
    const again = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params }),
    );
    expect(again.request).toEqual({ ...unlocked });
    expect(await balanceOf(provider.providerId)).toBe(20 - shown);
    expect(await unlocks(provider.providerId)).toHaveLength(1);

    const view = bodyOf(
      await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
    );
    expect(view.requests[0]).toMatchObject({ status: 'accepted', answeredAt: unlocked.answeredAt });
    const declined = await callEndpoint(
      t.app,
      eventRequestsApi.rejectEventRequest,
      {},
      { as: provider, params },
    );
    expect(declined.status).toBe(409);
  });

  it('queues the couple’s notice with the unlock, once, and none for a refusal', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = '', unpaid = ''] = await bareLeads(provider.providerId, 2);
    await grant(provider.providerId, 3);
    const notices = async () =>
      (await queuedEmails(t.db)).filter((email) => email.to === 'camille.martin@example.fr').length;
    const unlock = (lead: string) =>
      callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params: { uuid: lead } });

    expect((await unlock(uuid)).status).toBe(200);
    expect(await notices()).toBe(1);
    expect((await unlock(uuid)).status).toBe(200);
    expect((await unlock(unpaid)).status).toBe(402);
    expect(await notices()).toBe(1);
  });

  it('answers 402 without enough credits, and writes nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = ''] = await bareLeads(provider.providerId, 1);
    await grant(provider.providerId, 2);
    const before = await requestRow(uuid);

    const refused = await callEndpoint(
      t.app,
      eventRequestsApi.unlockEventRequest,
      {},
      { as: provider, params: { uuid } },
    );
    expect(refused.status).toBe(402);
    expect(refused.ok ? '' : refused.body.message).toBe(
      'Vous n’avez pas assez de crédits. Achetez un pack de crédits pour continuer.',
    );
    expect(await requestRow(uuid)).toEqual(before);
    expect(await balanceOf(provider.providerId)).toBe(2);
    expect(await unlocks(provider.providerId)).toEqual([]);
  });

  it('refuses an expired lead (409) and charges nothing, though it can still be declined', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = ''] = await bareLeads(provider.providerId, 1, LEAD_ANSWER_DAYS * DAY_MS);
    await grant(provider.providerId, 10);
    const params = { uuid };
    const refused = await callEndpoint(
      t.app,
      eventRequestsApi.unlockEventRequest,
      {},
      { as: provider, params },
    );
    expect(refused.status).toBe(409);
    expect(await balanceOf(provider.providerId)).toBe(10);
    const declined = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.rejectEventRequest, {}, { as: provider, params }),
    );
    expect(declined.request.status).toBe('declined');
  });

  it('calls its seam once, inside the transaction: a failing one undoes the unlock', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = '', second = ''] = await bareLeads(provider.providerId, 2);
    await grant(provider.providerId, 10);
    const calls: string[] = [];
    const unlock = (lead: string, onLeadUnlocked: Parameters<typeof unlockLead>[1]['onLeadUnlocked']) =>
      t.db.transaction((tx) =>
        unlockLead(tx, { uuid: lead, providerId: provider.providerId, now: t.clock.now(), onLeadUnlocked }),
      );

    await unlock(uuid, async (_tx, id) => void calls.push(id));
    await unlock(uuid, async (_tx, id) => void calls.push(id));
    expect(calls).toEqual([uuid]);

    await expect(
      unlock(second, async () => {
        throw new Error('the notice could not be queued');
      }),
    ).rejects.toThrow('the notice could not be queued');
    expect((await requestRow(second))?.status).toBe('sent');
    expect(await balanceOf(provider.providerId)).toBe(7);
  });

  it('debits once for 100 concurrent unlocks of one lead', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = ''] = await bareLeads(provider.providerId, 1);
    await grant(provider.providerId, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params: { uuid } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(await unlocks(provider.providerId)).toHaveLength(1);
    expect(await balanceOf(provider.providerId)).toBe(997);
  });

  it('unlocks exactly 10 of 100 leads unlocked at once with credits for 10', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const uuids = await bareLeads(provider.providerId, 100);
    await grant(provider.providerId, 30);
    const answers = await Promise.all(
      uuids.map((uuid) =>
        callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params: { uuid } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(90);
    expect(await unlocks(provider.providerId)).toHaveLength(10);
    expect(await balanceOf(provider.providerId)).toBe(0);
    const [accepted] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM event_requests WHERE provider_id = $1 AND status = 'accepted'",
      [provider.providerId],
    );
    expect(accepted?.count).toBe(10);
  });
});

describe('declining a lead', () => {
  it('is free, keeps its reason and note, and the couple sees it declined', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const couple = await signedInCouple(t);
    const { uuid, project } = await fullLead(couple, provider.providerId);
    await grant(provider.providerId, 5);
    const params = { uuid };

    const declined = bodyOf(
      await callEndpoint(
        t.app,
        eventRequestsApi.rejectEventRequest,
        { reason: 'unavailable', note: '  Déjà pris ce jour-là.  ' },
        { as: provider, params },
      ),
    ).request;
    expect(declined).toMatchObject({
      status: 'declined',
      answeredAt: t.clock.now().toISOString(),
      readAt: t.clock.now().toISOString(),
      decline: { reason: 'unavailable', note: 'Déjà pris ce jour-là.' },
      contact: null,
    });
    t.clock.advance(60_000);
    const again = bodyOf(
      await callEndpoint(
        t.app,
        eventRequestsApi.rejectEventRequest,
        { reason: 'budget' },
        { as: provider, params },
      ),
    ).request;
    expect(again).toEqual(declined);
    expect(await balanceOf(provider.providerId)).toBe(5);
    const unlocked = await callEndpoint(
      t.app,
      eventRequestsApi.unlockEventRequest,
      {},
      { as: provider, params },
    );
    expect(unlocked.status).toBe(409);
    expect(await balanceOf(provider.providerId)).toBe(5);

    const view = bodyOf(
      await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
    );
    expect(view.requests[0]).toMatchObject({ status: 'declined', answeredAt: declined.answeredAt });
  });

  it('moves the provider’s “responds quickly” mark with the answer that earns it, not an hour later', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const leads = await bareLeads(provider.providerId, 5, 3_600_000);
    const marked = async () =>
      (
        await t.db.query<{ responds_quickly: boolean }>(
          'SELECT responds_quickly FROM providers WHERE id = $1',
          [provider.providerId],
        )
      )[0]?.responds_quickly;
    for (const [index, uuid] of leads.entries()) {
      expect(await marked()).toBe(false);
      const answer = index === 0 ? eventRequestsApi.unlockEventRequest : eventRequestsApi.rejectEventRequest;
      if (index === 0) await grant(provider.providerId, 10);
      bodyOf(await callEndpoint(t.app, answer, {}, { as: provider, params: { uuid } }));
    }
    expect(await marked()).toBe(true);
  });

  it('refuses a reason off the list and a note too long, writing nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const [uuid = ''] = await bareLeads(provider.providerId, 1);
    const before = await requestRow(uuid);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/event-requests/${uuid}/reject`,
      headers: { ...provider.headers, ...hostHeaderOf(eventRequestsApi.rejectEventRequest) },
      payload: { reason: 'bored', note: 'x'.repeat(501) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual(['reason', 'note']);
    expect(await requestRow(uuid)).toEqual(before);
  });
});

describe('another provider’s lead', () => {
  it('answers 404 on each endpoint and changes nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    const [uuid = ''] = await bareLeads(provider.providerId, 1);
    await grant(other.providerId, 10);
    const before = await requestRow(uuid);
    for (const endpoint of [
      eventRequestsApi.eventRequest,
      eventRequestsApi.unlockEventRequest,
      eventRequestsApi.rejectEventRequest,
    ]) {
      const answer = await callEndpoint(t.app, endpoint, {}, { as: other, params: { uuid } });
      expect(answer.status).toBe(404);
      expect(answer.ok ? '' : answer.body.message).toBe('Cette demande est introuvable.');
    }
    expect(bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequests, {}, { as: other })).total).toBe(
      0,
    );
    expect(await requestRow(uuid)).toEqual(before);
    expect(await balanceOf(other.providerId)).toBe(10);
  });
});
