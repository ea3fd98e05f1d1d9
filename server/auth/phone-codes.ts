import { timingSafeEqual } from 'node:crypto';
import { type Language } from '@shared/i18n';
import { mayReceiveSignInCode, siteCountryOfE164 } from '@shared/validation';
import { translate } from '../i18n/translate';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { clientKey, clientNetworkKey } from '../http/client-key';
import { invalidField, tooManyRequests } from '../http/http-error';
import type { SmsTransport } from '../sms/sms-transport';
import { hashCode, newOtpCode } from './secrets';
import { OTP_RULES } from './otp-rules';
import type { SmsBudgetGuard } from './sms-budget';

export interface SendCodeRequest {
  phone: string;
  /** The client's address, kept with the code; the caps count its `clientKey` and `clientNetworkKey`. */
  ip: string;
  /** The configured host of the site the couple is on, for the WebOTP line (`webOtpHost`). */
  webOtpHost: string;
  /** The language of the couple's page, for the message text. */
  language: Language;
}

/** The last line is the WebOTP format (`@host #code`), so a browser that has the API can fill the code in. */
export function smsText(code: string, host: string, language: Language): string {
  return `${translate(language, 'server.smsCode', { code })}\n\n@${host} #${code}`;
}

export interface SendCodeDependencies {
  db: Database;
  sms: SmsTransport;
  clock: Clock;
  secret: Uint8Array;
  budget: SmsBudgetGuard;
  /** Codes one client may ask for in the send window (`OTP_RULES.maxSendsPerIpPerWindow` unless configured). */
  maxSendsPerAddress?: number;
  /** The prefix an IPv6 client is counted by (`CLIENT_IPV6_PREFIX`). */
  clientIpv6Prefix: number;
  /** Whether the numbers of the ranges reserved for fiction may sign in (`Config.fictionPhoneNumbers`). */
  fictionNumbers: boolean;
}

/**
 * Sends a new code unless a rule forbids it: only to mobile numbers of the site countries, and within the
 * per-number, per-client and hourly budgets (and one network's share of them). The rules are checked and the
 * code recorded under a per-number advisory lock, so two simultaneous requests cannot both slip through the
 * cooldown, then under one lock for the per-client cap and the budgets, which count across numbers. The SMS
 * goes out after the commit (no lock held during a slow provider call); if it cannot be sent, the code is
 * deleted again.
 */
export async function sendPhoneCode(
  {
    db,
    sms,
    clock,
    secret,
    budget,
    maxSendsPerAddress = OTP_RULES.maxSendsPerIpPerWindow,
    clientIpv6Prefix,
    fictionNumbers,
  }: SendCodeDependencies,
  { phone, ip, webOtpHost, language }: SendCodeRequest,
): Promise<void> {
  const country = siteCountryOfE164(phone);
  if (!country || !mayReceiveSignInCode(phone, { fictionNumbers })) {
    throw invalidField('phone', 'server.phoneNotMobile');
  }
  const client = clientKey(ip, clientIpv6Prefix);
  const network = clientNetworkKey(ip, clientIpv6Prefix);
  const code = newOtpCode();
  const codeId = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${phone}`]);
    const now = clock.now();
    const windowStart = new Date(now.getTime() - OTP_RULES.sendWindowMs);
    const [byPhone] = await tx.query<{ sends: number; latest: Date | null; oldest: Date | null }>(
      `SELECT count(*)::int AS sends, max(sent_at) AS latest, min(sent_at) AS oldest
       FROM phone_codes WHERE phone = $1 AND sent_at > $2`,
      [phone, windowStart],
    );
    const secondsUntil = (date: Date) => (date.getTime() - now.getTime()) / 1000;
    if (byPhone?.latest && now.getTime() - byPhone.latest.getTime() < OTP_RULES.cooldownMs) {
      const wait = secondsUntil(new Date(byPhone.latest.getTime() + OTP_RULES.cooldownMs));
      throw tooManyRequests('server.codeCooldown', wait);
    }
    if (byPhone && byPhone.sends >= OTP_RULES.maxSendsPerWindow && byPhone.oldest) {
      const wait = secondsUntil(new Date(byPhone.oldest.getTime() + OTP_RULES.sendWindowMs));
      throw tooManyRequests('server.tooManyCodesForPhone', wait);
    }
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['otp:budget']);
    const [byClient] = await tx.query<{ sends: number; oldest: Date | null }>(
      `SELECT count(*)::int AS sends, min(sent_at) AS oldest
       FROM phone_codes WHERE client_key = $1 AND sent_at > $2`,
      [client, windowStart],
    );
    if (byClient && byClient.sends >= maxSendsPerAddress && byClient.oldest) {
      const wait = secondsUntil(new Date(byClient.oldest.getTime() + OTP_RULES.sendWindowMs));
      throw tooManyRequests('server.tooManyCodesFromAddress', wait);
    }
    await budget.assertRoom(tx, { country, network }, now);
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO phone_codes (phone, code_hash, sent_at, expires_at, ip, client_key, network_key, country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        phone,
        hashCode(code, phone, secret),
        now,
        new Date(now.getTime() + OTP_RULES.validityMs),
        ip,
        client,
        network,
        country,
      ],
    );
    return inserted?.id;
  });
  try {
    await sms.send({ to: phone, text: smsText(code, webOtpHost, language) });
  } catch (error) {
    await db.query('DELETE FROM phone_codes WHERE id = $1', [codeId ?? null]);
    throw error;
  }
}

/**
 * Checks a code against the newest live code of the number. An attempt is counted before comparing, in one
 * statement, so parallel guesses cannot get more than five tries between them.
 */
export async function verifyPhoneCode(
  db: Database,
  clock: Clock,
  secret: Uint8Array,
  { phone, code }: { phone: string; code: string },
): Promise<void> {
  const now = clock.now();
  const [attempt] = await db.query<{ id: number; code_hash: string }>(
    `UPDATE phone_codes SET failed_attempts = failed_attempts + 1
     WHERE id = (
       SELECT id FROM phone_codes
       WHERE phone = $1 AND consumed_at IS NULL AND expires_at > $2
       ORDER BY sent_at DESC, id DESC LIMIT 1
     ) AND failed_attempts < $3
     RETURNING id, code_hash`,
    [phone, now, OTP_RULES.maxFailedAttempts],
  );
  const expected = attempt ? Buffer.from(attempt.code_hash) : null;
  const given = Buffer.from(hashCode(code, phone, secret));
  if (!attempt || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw invalidField('code', 'validation.codeInvalid');
  }
  const consumed = await db.query(
    `UPDATE phone_codes SET consumed_at = $2, failed_attempts = failed_attempts - 1
     WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
    [attempt.id, now],
  );
  if (consumed.length === 0) throw invalidField('code', 'validation.codeInvalid');
}
