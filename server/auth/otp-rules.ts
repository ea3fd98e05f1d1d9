/*
 * The codes' limits, apart from their sending (phone-codes.ts): the configuration's defaults read them, and
 * the configuration imports nothing that imports it back.
 */

/**
 * A code lives 10 minutes, 5 wrong tries kill it, resends wait 60 s, at most 4 of them
 * (docs/product/phone-sign-in.md#code-limits).
 */
export const OTP_RULES = {
  validityMs: 10 * 60_000,
  maxFailedAttempts: 5,
  cooldownMs: 60_000,
  /** The first send plus four resends, within one window. */
  maxSendsPerWindow: 5,
  sendWindowMs: 60 * 60_000,
  maxSendsPerIpPerWindow: 20,
} as const;
