/**
 * `npx tsx scripts/lead-disputes.ts`: support's side of the providers' claims about unlocked leads
 * (docs/product/back-office.md#fair-charge), on the database of the configuration (DATABASE_URL, else PGlite in
 * DATA_DIR). Without arguments it lists the claims waiting for a decision; `decide <id> refund|refuse` decides
 * one: a refund is a ledger entry pointing at the claim's unlock. Run by support staff on the server, like the
 * other operations commands: the decision needs no endpoint a session could reach.
 */
import { loadConfig } from '@server/config';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { systemClock } from '@server/http/clock';
import {
  decideDispute,
  openDisputes,
  type DisputeDecision,
} from '@server/back-office/lead-disputes/lead-disputes';

const DECISIONS: readonly DisputeDecision[] = ['refund', 'refuse'];

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const [command, id, decision] = process.argv.slice(2);
  if (command === undefined) {
    const waiting = await openDisputes(db);
    if (waiting.length === 0) console.log('No claim is waiting for a decision.');
    for (const claim of waiting) {
      console.log(
        `#${claim.id}  provider ${claim.providerId}  request ${claim.eventRequestId ?? '(deleted)'}  ${claim.credits} credits  opened ${claim.openedAt.toISOString()}\n    ${claim.reason}`,
      );
    }
  } else if (
    command === 'decide' &&
    /^\d+$/.test(id ?? '') &&
    DECISIONS.includes(decision as DisputeDecision)
  ) {
    const decided = await decideDispute(db, {
      disputeId: Number(id),
      decision: decision as DisputeDecision,
      now: systemClock.now(),
    });
    if (!decided) {
      console.error(`No claim #${id}.`);
      process.exitCode = 1;
    } else {
      console.log(`Claim #${decided.id}: ${decided.status} (${decided.decidedAt ?? 'undecided'}).`);
    }
  } else {
    console.error('Usage: lead-disputes.ts [decide <id> refund|refuse]');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
