/**
 * The frame of support's decision commands (`scripts/lead-disputes.ts`, `scripts/review-reports.ts`), run by
 * support staff on the server like the other operations commands, on the database of the configuration
 * (DATABASE_URL, else PGlite in DATA_DIR): without arguments a command lists what waits for a decision;
 * `decide <id> <decision>` decides one. The decisions need no endpoint a session could reach.
 */
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { systemClock } from '@server/http/clock';

export interface SupportDecisions<Decision extends string> {
  /** The command's file name, for its usage line. */
  command: string;
  decisions: readonly Decision[];
  /** What waits for a decision, one text per item (several lines allowed). */
  waiting(db: Database): Promise<string[]>;
  /** What `nothing` prints when nothing waits. */
  nothing: string;
  /** Decides item `id`: what to print, or null when there is no such item waiting. */
  decide(db: Database, id: number, decision: Decision, now: Date): Promise<string | null>;
}

export async function runSupportDecisions<Decision extends string>(
  commands: SupportDecisions<Decision>,
  args: readonly string[] = process.argv.slice(2),
): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const [command, id, decision] = args;
    if (command === undefined) {
      const waiting = await commands.waiting(db);
      if (waiting.length === 0) console.log(commands.nothing);
      for (const item of waiting) console.log(item);
    } else if (
      command === 'decide' &&
      /^\d{1,9}$/.test(id ?? '') &&
      commands.decisions.includes(decision as Decision)
    ) {
      const decided = await commands.decide(db, Number(id), decision as Decision, systemClock.now());
      if (decided === null) {
        console.error(`Nothing #${id} waits for a decision.`);
        process.exitCode = 1;
      } else {
        console.log(decided);
      }
    } else {
      console.error(`Usage: ${commands.command} [decide <id> ${commands.decisions.join('|')}]`);
      process.exitCode = 2;
    }
  } finally {
    await db.close();
  }
}
