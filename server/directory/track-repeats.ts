/**
 * Who clicked which link lately, so that a visitor clicking the same link again (or a double click) counts
 * once within `windowMs`. Per process and bounded: when full, the oldest entries go first.
 */
export class RecentClicks {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = 30 * 60_000,
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

/** Crawlers, link previews and scripts follow links too; their visits are not clicks. */
const AUTOMATED_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|headless|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|lighthouse/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED_AGENT.test(userAgent);
}
