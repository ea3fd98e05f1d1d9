/**
 * `npx tsx scripts/lead-disputes.ts`: support's side of the providers' claims about unlocked leads
 * (docs/product/back-office.md#fair-charge). Without arguments it lists the claims waiting for a decision;
 * `decide <id> refund|refuse` decides one: a refund is a ledger entry pointing at the claim's unlock. The
 * command's frame is support's other decisions' (scripts/support-decisions.ts).
 */
import {
  decideDispute,
  openDisputes,
  type DisputeDecision,
} from '@server/back-office/lead-disputes/lead-disputes';
import { runSupportDecisions } from './support-decisions';

await runSupportDecisions<DisputeDecision>({
  command: 'lead-disputes.ts',
  decisions: ['refund', 'refuse'],
  nothing: 'No claim is waiting for a decision.',
  waiting: async (db) =>
    (await openDisputes(db)).map(
      (claim) =>
        `#${claim.id}  provider ${claim.providerId}  request ${claim.eventRequestId ?? '(deleted)'}  ${claim.credits} credits  opened ${claim.openedAt.toISOString()}\n    ${claim.reason}`,
    ),
  decide: async (db, disputeId, decision, now) => {
    const decided = await decideDispute(db, { disputeId, decision, now });
    return decided && `Claim #${decided.id}: ${decided.status} (${decided.decidedAt ?? 'undecided'}).`;
  },
});
