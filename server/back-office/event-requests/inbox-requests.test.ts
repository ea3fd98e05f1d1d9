import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { confirmationTokenSentTo } from '@server/test-support/email-links';
import { signedInCouple, type SignedInCouple } from '@server/test-support/signed-in-couple';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { nextStatus } from './inbox-requests';

const t = freshAppForEachTest(seedCatalog);

/** A couple's project sent to `providerId`: the request's uuid. */
async function requestTo(
  couple: SignedInCouple,
  providerId: number,
): Promise<{ uuid: string; project: number }> {
  const project = bodyOf(
    await callEndpoint(
      t.app,
      projectsApi.saveProject,
      { eventType: 'wedding', eventDate: '2031-06-14', eventLocation: 'Lyon', message: 'Bonjour !' },
      { as: couple },
    ),
  ).project.id;
  bodyOf(
    await callEndpoint(
      t.app,
      providersApi.sendToProvider,
      { project, prestataire: providerId },
      { as: couple },
    ),
  );
  const view = bodyOf(
    await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
  );
  return { uuid: view.requests[0]?.id ?? '', project };
}

describe('nextStatus', () => {
  it('reads an unread request only, and keeps an answer once given', () => {
    expect(nextStatus('sent', 'open')).toBe('read');
    expect(nextStatus('accepted', 'open')).toBeNull();
    expect(nextStatus('read', 'accept')).toBe('accepted');
    expect(nextStatus('sent', 'decline')).toBe('declined');
    expect(nextStatus('accepted', 'accept')).toBeNull();
    expect(nextStatus('accepted', 'decline')).toBe('conflict');
    expect(nextStatus('declined', 'accept')).toBe('conflict');
  });
});

describe('the provider inbox', () => {
  it('marks a request read when opened, shares the contact once accepted, and the couple sees both', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const couple = await signedInCouple(t);
    const { uuid, project } = await requestTo(couple, provider.providerId);
    const params = { uuid };

    const opened = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params }),
    );
    expect(opened.request).toMatchObject({ id: uuid, status: 'read', contact: null, answeredAt: null });
    const readAt = opened.request.readAt;
    t.clock.advance(60_000);
    bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params }));

    const accepted = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params }),
    );
    expect(accepted.request).toMatchObject({
      status: 'accepted',
      readAt,
      answeredAt: t.clock.now().toISOString(),
      contact: { firstname: 'Camille', phone: '+33612345678' },
    });
    const view = bodyOf(
      await callEndpoint(t.app, projectViewApi.getProject, {}, { as: couple, params: { id: project } }),
    );
    expect(view.requests[0]).toMatchObject({
      status: 'accepted',
      readAt,
      answeredAt: t.clock.now().toISOString(),
    });

    const declined = await callEndpoint(
      t.app,
      eventRequestsApi.rejectEventRequest,
      {},
      { as: provider, params },
    );
    expect(declined.status).toBe(409);
  });

  it('declines a request unread, and answers another provider’s request 404 without touching it', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const other = await signedInProvider(t, 'Maison Rivage', '+33622222222');
    const couple = await signedInCouple(t);
    const { uuid } = await requestTo(couple, provider.providerId);
    const params = { uuid };

    const stranger = await callEndpoint(
      t.app,
      eventRequestsApi.rejectEventRequest,
      {},
      { as: other, params },
    );
    expect(stranger.status).toBe(404);
    expect(stranger.ok ? '' : stranger.body.message).toBe('Cette demande est introuvable.');

    const declined = bodyOf(
      await callEndpoint(t.app, eventRequestsApi.rejectEventRequest, {}, { as: provider, params }),
    );
    expect(declined.request).toMatchObject({ status: 'declined', contact: null });
    expect(declined.request.readAt).toBe(declined.request.answeredAt);
  });

  it('shares the couple’s confirmed email: a new address reaches the provider only once confirmed', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const couple = await signedInCouple(t);
    const { uuid } = await requestTo(couple, provider.providerId);
    const params = { uuid };
    bodyOf(await callEndpoint(t.app, eventRequestsApi.unlockEventRequest, {}, { as: provider, params }));
    const contact = async () =>
      bodyOf(await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: provider, params })).request
        .contact;

    const changed = 'camille.nouvelle@example.fr';
    bodyOf(await callEndpoint(t.app, accountApi.updateProfile, { email: changed }, { as: couple }));
    expect(await contact()).toMatchObject({ email: 'camille.martin@example.fr' });

    const token = await confirmationTokenSentTo(t.db, changed);
    bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token }));
    expect(await contact()).toMatchObject({ email: changed });
  });

  it('refuses a couple (403) and a malformed uuid (400)', async () => {
    const couple = await signedInCouple(t);
    const params = { uuid: '0b0e6a3c-8d1f-4c7e-9a2b-3c4d5e6f7a8b' };
    expect(
      (await callEndpoint(t.app, eventRequestsApi.eventRequest, {}, { as: couple, params })).status,
    ).toBe(403);
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const bad = await callEndpoint(
      t.app,
      eventRequestsApi.eventRequest,
      {},
      {
        as: provider,
        params: { uuid: 'not-a-uuid' },
      },
    );
    expect(bad.status).toBe(400);
  });
});
