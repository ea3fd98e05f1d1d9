import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A visitor clicking the same link again within this time (or a double click) counts once. */
export const CLICK_REPEAT_WINDOW_MS = 30 * 60_000;

/** Who clicked which link lately: `firstWithinWindow` is true the first time a key is seen in the window. */
export interface ClickRepeats {
  firstWithinWindow(key: string, now: number): boolean | Promise<boolean>;
}

/**
 * Who clicked which link lately, in this process's memory: enough for one instance. Bounded: when full, the
 * oldest entries go first.
 */
export class RecentClicks implements ClickRepeats {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = CLICK_REPEAT_WINDOW_MS,
    private readonly capacity = 10_000,
  ) {}

  /** True the first time `key` is seen within the window, and remembers it. */
  firstWithinWindow(key: string, now: number): boolean {
    const last = this.seen.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    while (this.seen.size > this.capacity) {
      const oldest = this.seen.keys().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    return true;
  }
}

/**
 * Who clicked which link lately, in the Redis every instance shares (REDIS_URL): behind a load balancer a
 * visitor's second click often reaches another instance, whose memory has not seen the first. A key lives
 * the window (its time-to-live, on Redis's clock) and holds a hash, not the visitor's address. While Redis is
 * away the click is counted: a count a little high is better than a redirect refused or held.
 */
export function sharedRecentClicks(redis: Redis, windowMs = CLICK_REPEAT_WINDOW_MS): ClickRepeats {
  return {
    async firstWithinWindow(key) {
      const hashed = createHash('sha256').update(key).digest('base64url');
      const set = await redis.set(`pp-click:${hashed}`, '1', 'PX', windowMs, 'NX').catch(() => 'OK');
      return set === 'OK';
    },
  };
}

/** Crawlers, link previews and scripts follow links too; their visits are not clicks. */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|headless|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|lighthouse/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}
