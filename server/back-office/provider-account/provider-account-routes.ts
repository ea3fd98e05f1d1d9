import type { FastifyInstance } from 'fastify';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import { mayReceiveSignInCode, siteCountryOfE164 } from '@shared/validation';
import { confirmationEmail } from '@server/auth/email-confirmation-mail';
import { requestAddressConfirmation, requestEmailChange } from '@server/auth/email-changes';
import { hashNewPassword } from '@server/auth/passwords';
import { sendPhoneCode, verifyPhoneCode } from '@server/auth/phone-codes';
import { revokeAccountSessions } from '@server/auth/sessions';
import { createSmsBudget } from '@server/auth/sms-budget';
import { webOtpHost } from '@server/auth/web-otp-host';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint, type ProviderCaller } from '@server/http/register-endpoint';
import { perClientPerMinute } from '@server/http/per-client-limit';
import { enqueueEmail } from '@server/mail/email-queue';
import { SmsDeliveryError } from '@server/sms/sms-transport';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { backOfficePage, existingAccountEmail } from '../provider-sign-in/provider-mails';
import { findProviderAccount } from '../provider-sign-in/provider-registration';
import { assertAccountPassword, assertPhoneFree, closeProviderAccount } from './account-changes';
import { providerProfile } from './provider-profile';

/** The signed-in provider's account: who they are, their company, their onboarding, their settings. */
export function registerProviderAccountRoutes(
  app: FastifyInstance,
  { config, db, clock, sms, wakeMailWorker, urls }: BackOfficeDependencies,
): void {
  const userOf = async (caller: ProviderCaller) => ({
    user: (await providerProfile(db, caller, clock.now())).user,
  });
  const budget = createSmsBudget(config.smsBudget, (details) =>
    app.log.error({ alert: 'sms-budget-exceeded', ...details }, 'SMS budget exceeded: codes are refused'),
  );

  registerEndpoint(app, accountApi.me, async ({ caller }) => {
    const profile = await providerProfile(db, caller, clock.now());
    const { impersonation } = caller;
    // The banner of every page while support acts as the provider (docs/product/back-office.md#support-access).
    if (!impersonation) return profile;
    const { adminName, endsAt } = impersonation;
    return { ...profile, impersonation: { adminName, endsAt: endsAt.toISOString() } };
  });

  registerEndpoint(app, accountApi.changeLocale, async ({ input, caller }) => {
    await db.query('UPDATE users SET locale = $2 WHERE id = $1', [caller.userId, input.locale]);
    return userOf(caller);
  });

  registerEndpoint(app, accountApi.updatePersonalInfo, async ({ input, caller }) => {
    await db.query('UPDATE users SET firstname = $2, lastname = $3 WHERE id = $1', [
      caller.userId,
      input.firstname,
      input.lastname,
    ]);
    return userOf(caller);
  });

  registerEndpoint(
    app,
    accountApi.changeEmail,
    async ({ input, caller, request }) => {
      await assertAccountPassword(db, caller.userId, input.password, 'password');
      const now = clock.now();
      const language = requestLanguage(request);
      await db.transaction(async (tx) => {
        const holder = await findProviderAccount(tx, input.email);
        if (holder && holder.id !== caller.userId) {
          // Told to the address's owner only: the answer is the same as for a free address.
          await enqueueEmail(tx, existingAccountEmail(holder, urls, language), now);
          return;
        }
        const [account] = await tx.query<{
          locale: string | null;
          country: string | null;
          confirmed: boolean;
        }>('SELECT locale, country, email_confirmed_at IS NOT NULL AS confirmed FROM users WHERE id = $1', [
          caller.userId,
        ]);
        if (!account) throw new HttpError(401, 'server.authenticationRequired');
        // The sign-in address itself, not confirmed yet: its link is sent again.
        const link =
          holder && !account.confirmed
            ? await requestAddressConfirmation(tx, caller.userId, input.email, now)
            : await requestEmailChange(tx, caller.userId, input.email, now);
        if (link) {
          const pageUrl = backOfficePage(urls, 'confirmEmail');
          await enqueueEmail(
            tx,
            confirmationEmail(link, account, { pageUrl, requestLanguage: language }),
            now,
          );
        }
      });
      wakeMailWorker();
      return userOf(caller);
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    accountApi.resendAddressConfirmation,
    async ({ caller, request }) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [account] = await tx.query<{
          email: string;
          locale: string | null;
          country: string | null;
          confirmed: boolean;
        }>(
          `SELECT email, locale, country, email_confirmed_at IS NOT NULL AS confirmed FROM users
           WHERE id = $1 FOR UPDATE`,
          [caller.userId],
        );
        if (!account) throw new HttpError(401, 'server.authenticationRequired');
        if (account.confirmed) throw new HttpError(409, 'providerAccount.addressConfirmedAlready');
        const link = await requestAddressConfirmation(tx, caller.userId, account.email, now);
        const pageUrl = backOfficePage(urls, 'confirmEmail');
        await enqueueEmail(
          tx,
          confirmationEmail(link, account, { pageUrl, requestLanguage: requestLanguage(request) }),
          now,
        );
      });
      wakeMailWorker();
      return userOf(caller);
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    accountApi.changePassword,
    async ({ input, caller }) => {
      await assertAccountPassword(db, caller.userId, input.currentPassword, 'currentPassword');
      const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [caller.userId, passwordHash]);
        await revokeAccountSessions(tx, now, caller.userId, 'password-change', caller.sessionId);
      });
      return { success: true as const };
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    accountApi.deleteAccount,
    async ({ input, caller }) => {
      await assertAccountPassword(db, caller.userId, input.password, 'password');
      await db.transaction((tx) => closeProviderAccount(tx, caller.userId));
      return { success: true as const };
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    accountApi.changePhone,
    async ({ input, caller, request }) => {
      await assertPhoneFree(db, caller.userId, input.phone);
      try {
        await sendPhoneCode(
          {
            db,
            sms,
            clock,
            secret: config.tokenSecret,
            budget,
            maxSendsPerAddress: config.smsBudget.perAddressPerHour,
            clientIpv6Prefix: config.clientIpv6Prefix,
            fictionNumbers: config.fictionPhoneNumbers,
          },
          {
            phone: input.phone,
            ip: request.ip,
            webOtpHost: webOtpHost(config, request.hostname),
            language: requestLanguage(request),
          },
        );
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        request.log.error({ err: error }, 'SMS delivery failed');
        throw new HttpError(502, 'server.smsNotSent');
      }
      return { success: true as const };
    },
    perClientPerMinute(30),
  );

  registerEndpoint(app, accountApi.checkPhone, async ({ input, caller }) => {
    const mobile =
      siteCountryOfE164(input.phone) !== null &&
      mayReceiveSignInCode(input.phone, { fictionNumbers: config.fictionPhoneNumbers });
    const [holder] = await db.query('SELECT id FROM users WHERE phone = $1 AND id <> $2', [
      input.phone,
      caller.userId,
    ]);
    return { available: mobile && !holder };
  });

  registerEndpoint(
    app,
    accountApi.verifyPhone,
    async ({ input, caller }) => {
      await assertPhoneFree(db, caller.userId, input.phone);
      await verifyPhoneCode(db, clock, config.tokenSecret, input);
      // The number may have become another account’s since the check, while the code was on its way.
      const [changed] = await db.query(
        `UPDATE users SET phone = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM users other WHERE other.phone = $2 AND other.id <> $1) RETURNING id`,
        [caller.userId, input.phone],
      );
      if (!changed) throw new HttpError(409, 'server.phoneTaken');
      return userOf(caller);
    },
    perClientPerMinute(20),
  );
}
