import { describe, expect, it } from 'vitest';
import * as providersApi from '@shared/api/contract/providers';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { registeredProvider } from '../test-support/registered-provider';
import { saveExampleProject } from '../test-support/saved-project';
import { signedInCouple } from '../test-support/signed-in-couple';
import { freshAppForEachTest } from '../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

/** The emails queued with a lead's link (the sign-up's confirmation is not one). */
const leadEmails = () =>
  t.db.query<{ recipient: string; subject: string; text: string; html: string; sent: boolean }>(
    `SELECT recipient, subject, text, html, sent_at IS NOT NULL AS sent FROM email_queue
     WHERE text LIKE '%/leads?lead=%' ORDER BY id`,
  );

/** A published planner with an account whose language is `locale`. */
async function plannerWithAccount(locale: string) {
  const provider = await registeredProvider(t, { email: 'atelier@example.com', locale });
  await t.db.query(
    'UPDATE providers SET published = true, latitude = 45.76, longitude = 4.84 WHERE id = $1',
    [provider.providerId],
  );
  return provider;
}

describe('the new lead’s email to the provider', () => {
  it('is queued with the request, in the account’s language, with the lead’s link and none of the couple’s details', async () => {
    const planner = await plannerWithAccount('en');
    const couple = await signedInCouple(t, '+33622222222');
    const project = await saveExampleProject(t.app, couple, { message: 'Appelez Camille au 06 22 22 22 22' });
    const sent = bodyOf(
      await callEndpoint(
        t.app,
        providersApi.sendToProvider,
        { project, prestataire: planner.providerId },
        {
          as: couple,
        },
      ),
    );
    if (!sent.success) throw new Error('the request was not sent');
    const [email, ...others] = await leadEmails();
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      recipient: 'atelier@example.com',
      subject: 'New request: Wedding, on June 14, 2031',
      sent: false,
    });
    expect(email?.text).toContain(`http://pro.localhost:3000/leads?lead=${sent.eventRequest.id}`);
    for (const detail of ['Camille', 'Martin', 'camille.martin@example.fr', '22 22', '+3362', 'Appelez']) {
      expect(email?.text).not.toContain(detail);
      expect(email?.html).not.toContain(detail);
    }
    // Delivered after the commit, once.
    expect((await t.app.mailWorker.deliverDue()).sent).toBeGreaterThanOrEqual(1);
    expect(await t.app.mailWorker.deliverDue()).toEqual({ sent: 0, retrying: 0, abandoned: 0 });
    const delivered = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM email_outbox WHERE subject LIKE 'New request%'`,
    );
    expect(delivered).toEqual([{ count: 1 }]);
  });

  it('goes to each chosen planner with an account, and to none without one', async () => {
    const planner = await plannerWithAccount('fr');
    const withoutAccount = await insertCraftedProvider(t.db, {
      name: 'Sans Compte',
      latitude: 45.76,
      longitude: 4.84,
    });
    const couple = await signedInCouple(t, '+33622222222');
    const project = await saveExampleProject(t.app, couple, { message: 'Bonjour' });
    const chosen = bodyOf(
      await callEndpoint(
        t.app,
        providersApi.chooseProviders,
        { project, prestataires: [planner.providerId, withoutAccount] },
        { as: couple },
      ),
    );
    expect(chosen).toMatchObject({ success: true, sent: [planner.providerId, withoutAccount] });
    expect(await leadEmails()).toEqual([
      expect.objectContaining({
        recipient: 'atelier@example.com',
        subject: 'Nouvelle demande : Mariage, le 14 juin 2031',
      }),
    ]);
  });

  it('is not queued when the send writes nothing', async () => {
    const planner = await plannerWithAccount('fr');
    const couple = await signedInCouple(t, '+33622222222');
    const project = await saveExampleProject(t.app, couple, { message: 'Bonjour' });
    const send = () =>
      callEndpoint(
        t.app,
        providersApi.sendToProvider,
        { project, prestataire: planner.providerId },
        { as: couple },
      );
    bodyOf(await send());
    expect(bodyOf(await send())).toMatchObject({ success: false, error: 'already-sent' });
    expect(await leadEmails()).toHaveLength(1);
  });
});
