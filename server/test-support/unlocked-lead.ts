import { recordCreditMovement } from '../back-office/credits/credit-ledger';
import { saveExampleProject } from './saved-project';
import { signedInCouple, type SignedInCouple } from './signed-in-couple';
import type { TestApp } from './test-app';

/** A request a couple sent to a provider, as the tests of what follows a lead need it. */
export interface SentLead {
  uuid: string;
  projectId: number;
  couple: SignedInCouple;
  phone: string;
}

/**
 * A couple (a new one, phone `phone`) whose project sent a request to `providerId` at `at` (the test clock's
 * now by default), written directly: the suites of what follows a lead do not test the sending.
 */
export async function sentLead(
  t: Omit<TestApp, 'close'>,
  providerId: number,
  { phone, at = t.clock.now(), verifiedPhone = true }: { phone: string; at?: Date; verifiedPhone?: boolean },
): Promise<SentLead> {
  const couple = await signedInCouple(t, phone);
  const projectId = await saveExampleProject(t.app, couple);
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, 'Bonjour', $3)
     RETURNING id`,
    [projectId, providerId, at],
  );
  if (!row) throw new Error('the request was not written');
  // A phone is verified once a sign-in code sent to it was typed back.
  if (verifiedPhone) {
    await t.db.query(
      `INSERT INTO phone_codes (phone, code_hash, sent_at, expires_at, consumed_at) VALUES ($1, 'x', $2, $2, $2)`,
      [phone, at],
    );
  }
  return { uuid: row.id, projectId, couple, phone };
}

/**
 * Unlocks `lead` for its provider at the test clock's now, as the unlock will (its endpoint is another part's):
 * `credits` granted then paid in the ledger, the request accepted. Answers the unlock's movement id.
 */
export async function unlockLead(
  t: Omit<TestApp, 'close'>,
  providerId: number,
  lead: Pick<SentLead, 'uuid'>,
  credits = 3,
): Promise<number> {
  const at = t.clock.now();
  return t.db.transaction(async (tx) => {
    await recordCreditMovement(tx, { providerId, kind: 'grant', credits, at });
    const unlock = await recordCreditMovement(tx, {
      providerId,
      kind: 'unlock',
      credits,
      eventRequestId: lead.uuid,
      at,
    });
    await tx.query(
      `UPDATE event_requests SET status = 'accepted', read_at = coalesce(read_at, $2), answered_at = $2
       WHERE id = $1`,
      [lead.uuid, at],
    );
    return unlock.id;
  });
}
