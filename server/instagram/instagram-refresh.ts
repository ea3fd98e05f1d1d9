import type { Clock } from '@server/http/clock';
import { periodicTask, type PeriodicTask, type TaskLog } from '@server/queue/periodic-task';
import { refreshDueInstagram, type InstagramWork } from './instagram-connections';

/** How often the refresh looks for connections due: each is due every few hours, or later after a failure. */
export const INSTAGRAM_REFRESH_CHECK_MS = 5 * 60_000;

export type InstagramRefresh = PeriodicTask<number[]>;

/**
 * The background work that keeps the copied posts and the tokens up to date, started with the app's other
 * background work (server/app.ts), on a timer (`periodicTask`): a pass at a time, its failures logged and
 * recorded on each connection, never thrown at a page. Null work (no Instagram app in production) runs nothing.
 */
export function instagramRefresh({
  work,
  clock,
  log,
}: {
  work: InstagramWork | null;
  clock: Clock;
  log: TaskLog;
}): InstagramRefresh {
  const task = periodicTask({
    everyMs: INSTAGRAM_REFRESH_CHECK_MS,
    work: async (now) => (work ? refreshDueInstagram(work, now) : []),
    clock,
    log,
    failure: 'the Instagram posts could not be refreshed',
  });
  return { ...task, start: () => (work ? task.start() : undefined) };
}
