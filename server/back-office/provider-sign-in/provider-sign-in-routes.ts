import type { FastifyInstance } from 'fastify';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { requestAddressConfirmation } from '@server/auth/email-changes';
import { checkPassword, hashNewPassword } from '@server/auth/passwords';
import { revokeAccountSessions, startSession } from '@server/auth/sessions';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { perClientPerMinute } from '@server/http/per-client-limit';
import { enqueueEmail } from '@server/mail/email-queue';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { createLoginLockout } from './login-lockout';
import { issuePasswordReset, spendPasswordReset } from './password-resets';
import { existingAccountEmail, passwordResetEmail, welcomeEmail } from './provider-mails';
import { createProviderAccount, findBackOfficeAccount, findProviderAccount } from './provider-registration';

/**
 * How a provider gets in (docs/product/back-office.md#accounts): sign-up, sign-in, a forgotten password. None
 * tells whether an address has an account: the same answer, and the same argon2 work, either way.
 */
export function registerProviderSignInRoutes(
  app: FastifyInstance,
  { config, db, clock, wakeMailWorker, urls, redis }: BackOfficeDependencies,
): void {
  const keys = { secret: config.tokenSecret, clock };
  const lockout = createLoginLockout(redis);

  registerEndpoint(
    app,
    signInApi.registerProvider,
    async ({ input, request }) => {
      const { password, ...registration } = input;
      // Hashed whether or not the address has an account: the answer takes as long either way.
      const passwordHash = await hashNewPassword(password, 'password');
      const now = clock.now();
      const language = requestLanguage(request);
      await db.transaction(async (tx) => {
        const created = await createProviderAccount(tx, registration, passwordHash);
        if (created) {
          const link = await requestAddressConfirmation(tx, created.userId, registration.email, now);
          await enqueueEmail(tx, welcomeEmail(registration, link.token, urls, language), now);
          return;
        }
        const existing = await findProviderAccount(tx, registration.email);
        if (existing) await enqueueEmail(tx, existingAccountEmail(existing, urls, language), now);
      });
      wakeMailWorker();
      return { success: true as const };
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    signInApi.login,
    async ({ input, request }) => {
      const attempt = await lockout.attempt(
        { email: input.email, clientKey: request.clientKey },
        clock.now(),
      );
      const account = await findBackOfficeAccount(db, input.email);
      // One argon2 check either way: against a hash nobody's password matches when there is no account.
      const matches = await checkPassword(account?.password_hash ?? null, input.password);
      if (!account || !matches) {
        await attempt.failed(clock.now());
        throw new HttpError(401, 'server.wrongCredentials');
      }
      await attempt.succeeded();
      return db.transaction(async (tx) => {
        await tx.query('UPDATE providers SET last_login_at = $2 WHERE owner_user_id = $1', [
          account.id,
          clock.now(),
        ]);
        return startSession(tx, keys, account.id);
      });
    },
    perClientPerMinute(30),
  );

  registerEndpoint(
    app,
    signInApi.requestPasswordReset,
    async ({ input, request }) => {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const account = await findProviderAccount(tx, input.email);
        const token = account ? await issuePasswordReset(tx, account.id, now) : null;
        if (account && token) {
          await enqueueEmail(tx, passwordResetEmail(account, token, urls, requestLanguage(request)), now);
        }
      });
      wakeMailWorker();
      return { success: true as const };
    },
    perClientPerMinute(10),
  );

  registerEndpoint(
    app,
    signInApi.resetPassword,
    async ({ input }) => {
      const passwordHash = await hashNewPassword(input.password, 'password');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const userId = await spendPasswordReset(tx, input.token, now);
        // The link reached the address: it is confirmed, if it was not yet.
        await tx.query(
          `UPDATE users SET password_hash = $2, email_confirmed_at = coalesce(email_confirmed_at, $3)
           WHERE id = $1`,
          [userId, passwordHash, now],
        );
        await revokeAccountSessions(tx, now, userId, 'password-reset');
      });
      return { success: true as const };
    },
    perClientPerMinute(10),
  );
}
