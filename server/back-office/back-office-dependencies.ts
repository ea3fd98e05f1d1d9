import type { Database } from '../db/database';
import type { Clock } from '../http/clock';

/** What every back-office resource's routes are given by the back-office's API plugin. */
export interface BackOfficeDependencies {
  db: Database;
  clock: Clock;
}
