/**
 * A provider counts as recently active when it logged in within this many days
 * (docs/product/provider-card.md#recently-active).
 */
export const RECENT_ACTIVITY_DAYS = 90;

const DAY_MS = 86_400_000;

/** The earliest last login that still counts as recently active at `now`. */
export function recentActivitySince(now: Date): Date {
  return new Date(now.getTime() - RECENT_ACTIVITY_DAYS * DAY_MS);
}

/** When a provider who last logged in at `lastLogin` stops counting as recently active. */
export function recentActivityEndsAt(lastLogin: Date): Date {
  return new Date(lastLogin.getTime() + RECENT_ACTIVITY_DAYS * DAY_MS);
}
