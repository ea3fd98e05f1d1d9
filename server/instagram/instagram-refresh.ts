import type { Clock } from '@server/http/clock';
import { refreshDueInstagram, type InstagramWork } from './instagram-connections';

/** How often the refresh looks for connections due: each is due every few hours, or later after a failure. */
export const INSTAGRAM_REFRESH_CHECK_MS = 5 * 60_000;

export interface InstagramRefresh {
  /** One pass at `now`: the connections due refreshed (tests call it with the time they choose). */
  run(now: Date): Promise<number[]>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The background work that keeps the copied posts and the tokens up to date, started with the app's other
 * background work (server/app.ts), on a timer: a pass at a time, its failures logged and recorded on each
 * connection, never thrown at a page. Null work (no Instagram app in production) runs nothing.
 */
export function instagramRefresh({
  work,
  clock,
  log,
}: {
  work: InstagramWork | null;
  clock: Clock;
  log: { error(fields: object, message: string): void };
}): InstagramRefresh {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | null = null;
  const run = async (now: Date) => (work ? refreshDueInstagram(work, now) : []);
  const tick = () => {
    if (running) return;
    running = run(clock.now())
      .catch((error: unknown) => log.error({ err: error }, 'the Instagram posts could not be refreshed'))
      .finally(() => (running = null));
  };
  return {
    run,
    start() {
      if (timer || !work) return;
      timer = setInterval(tick, INSTAGRAM_REFRESH_CHECK_MS);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
