import type { FastifyInstance } from 'fastify';
import * as accountApi from '@shared/api/contract/account';
import type { User } from '@shared/api/contract/session';
import type { Language } from '@shared/i18n';
import type { Database, Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { enqueueEmail } from '../mail/email-queue';
import { confirmationEmail } from './email-confirmation-mail';
import {
  cancelEmailChange,
  confirmEmailChange,
  EMAIL_CONFIRMATION_PATH,
  findPendingEmail,
  pendingEmailOf,
  requestEmailChange,
  resendEmailLink,
  type EmailLink,
} from './email-changes';
import { findUserById, updateUserProfile } from './users';

export interface AccountDependencies {
  db: Database;
  clock: Clock;
  /** Tells the mail worker a confirmation email was queued and committed. */
  wakeMailWorker: () => void;
  /** The project site's base URL, which confirmation links open. */
  projectUrl: string;
}

/**
 * The account settings of a signed-in couple (docs/product/project-site.md#account-settings), and the
 * confirmation of a new email address (#email-confirmation): its link is queued in the transaction that
 * records it, and the worker is woken once that transaction has committed.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  { db, clock, wakeMailWorker, projectUrl }: AccountDependencies,
): void {
  const pageUrl = new URL(EMAIL_CONFIRMATION_PATH, projectUrl).href;
  const queueLink = async (tx: Queryable, link: EmailLink, user: User, language: Language, now: Date) =>
    enqueueEmail(tx, confirmationEmail(link, user, { pageUrl, requestLanguage: language }), now);

  registerEndpoint(app, accountApi.updateProfile, async ({ input, caller, request }) => {
    const { email, ...changes } = input;
    const now = clock.now();
    const answer = await db.transaction(async (tx) => {
      const user = await updateUserProfile(tx, caller.userId, changes);
      if (!user) throw new HttpError(401, 'server.authenticationRequired');
      const link = email === undefined ? null : await requestEmailChange(tx, user.id, email, now);
      if (link) await queueLink(tx, link, user, requestLanguage(request), now);
      return { success: true as const, user, pendingEmail: await findPendingEmail(tx, user.id, now) };
    });
    wakeMailWorker();
    return answer;
  });

  registerEndpoint(app, accountApi.emailChange, async ({ caller }) => ({
    success: true as const,
    pendingEmail: await findPendingEmail(db, caller.userId, clock.now()),
  }));

  registerEndpoint(app, accountApi.resendEmailConfirmation, async ({ caller, request }) => {
    const now = clock.now();
    const link = await db.transaction(async (tx) => {
      const sent = await resendEmailLink(tx, caller.userId, now);
      const user = await findUserById(tx, caller.userId);
      if (!user) throw new HttpError(401, 'server.authenticationRequired');
      await queueLink(tx, sent, user, requestLanguage(request), now);
      return sent;
    });
    wakeMailWorker();
    return { success: true as const, pendingEmail: pendingEmailOf(link) };
  });

  registerEndpoint(app, accountApi.cancelEmailChange, async ({ caller }) => {
    await cancelEmailChange(db, caller.userId, clock.now());
    return { success: true as const };
  });

  registerEndpoint(app, accountApi.confirmEmail, async ({ input }) => ({
    success: true as const,
    ...(await confirmEmailChange(db, input.token, clock.now())),
  }));
}
