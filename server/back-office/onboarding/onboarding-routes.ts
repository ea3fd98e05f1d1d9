import type { FastifyInstance } from 'fastify';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import { SERVER_CATALOGS } from '@server/i18n/catalogs';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { translate } from '@server/i18n/translate';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { providerProfile } from '../provider-account/provider-profile';
import { onboardingChecklist } from './onboarding-checklist';

/**
 * The onboarding: its checklist, and its end, which the provider's account stores (`has_finished_onboarding`,
 * which `GET /api/me` answers) once the address is confirmed and the checklist's required parts are done, and
 * which publishes the company.
 */
export function registerOnboardingRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  registerEndpoint(app, onboardingApi.onboarding, ({ caller }) => onboardingChecklist(db, caller));

  registerEndpoint(app, onboardingApi.finishOnboarding, async ({ caller }) => {
    const { missing } = await onboardingChecklist(db, caller);
    if (missing.length > 0) {
      throw new HttpError(409, (language) =>
        translate(language, 'server.onboardingIncomplete', {
          missing: new Intl.ListFormat(language, { type: 'conjunction' }).format(
            missing.map((part) => SERVER_CATALOGS[language].onboardingParts[part]),
          ),
        }),
      );
    }
    return db.transaction(async (tx) => {
      const [finished] = await tx.query(
        `UPDATE users SET has_finished_onboarding = true
         WHERE id = $1 AND email_confirmed_at IS NOT NULL RETURNING id`,
        [caller.userId],
      );
      if (!finished) throw new HttpError(409, 'server.emailNotConfirmed');
      // The end of the onboarding is the company's entry into its country's directory: its profile and cards
      // show from this commit on (the directory's version moves with the row, migration 012).
      await tx.query('UPDATE providers SET published = true WHERE id = $1', [caller.providerId]);
      return { user: (await providerProfile(tx, caller, clock.now())).user };
    });
  });
}
