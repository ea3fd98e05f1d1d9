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
 * which `GET /api/me` answers) once the address is confirmed and the checklist's required parts are done.
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
    const [finished] = await db.query(
      `UPDATE users SET has_finished_onboarding = true
       WHERE id = $1 AND email_confirmed_at IS NOT NULL RETURNING id`,
      [caller.userId],
    );
    if (!finished) throw new HttpError(409, 'server.emailNotConfirmed');
    return { user: (await providerProfile(db, caller, clock.now())).user };
  });
}
