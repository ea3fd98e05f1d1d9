import { useTranslation } from 'react-i18next';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import { useEndpointQuery } from '@shared/api/query';
import { routePath } from '@shared/api/routes';
import { isCountryCode, type CountryCode } from '@shared/sites';
import type { BackOfficeNavigation } from '../browser-navigation';
import { FinishOnboardingButton } from '../finish-onboarding-button';
import { ResendConfirmationButton } from '../resend-confirmation-button';
import { PromotionalAlert } from '../marketing/promotional-alert';
import { PromotionalPopup } from '../marketing/promotional-popup';
import { SignedInProvider, type SignedInProviderAnswer } from '../signed-in-provider';
import { ResponseSignalPanel } from './response-signal-panel';

/** The way to the onboarding's checklist, with its score and the parts still to do once known. */
function ChecklistLink() {
  const { t } = useTranslation();
  const checklist = useEndpointQuery(onboardingApi.onboarding, {});
  const toDo = checklist.isSuccess ? checklist.data.parts.filter((part) => !part.done) : [];
  return (
    <>
      <p>
        <a href="/onboarding">{t('backOfficeCompany.onboarding.dashboardLink')}</a>
        {checklist.isSuccess &&
          ` (${t('backOfficeCompany.onboarding.score', { score: checklist.data.score })})`}
      </p>
      {toDo.length > 0 && (
        <ul aria-label={t('backOfficeCompany.onboarding.toDo')}>
          {toDo.map(({ part }) => (
            <li key={part}>{t(`backOfficeCompany.parts.${part}.title`)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export interface DashboardProps extends BackOfficeNavigation {
  language: string;
  /** Each country site's origin: the public profile is on its company's country's. */
  siteOrigins: Readonly<Partial<Record<CountryCode, string>>>;
}

/**
 * `/`: the provider's name, what is next of their onboarding, how fast they answer their leads (with the time
 * left on each waiting one), and their public profile once published.
 */
export function Dashboard({ language, siteOrigins, ...navigation }: DashboardProps) {
  return (
    <SignedInProvider {...navigation}>
      {(provider) => <DashboardContent language={language} siteOrigins={siteOrigins} provider={provider} />}
    </SignedInProvider>
  );
}

function DashboardContent({
  language,
  siteOrigins,
  provider: { user, company, onboarding, impersonation },
}: Omit<DashboardProps, keyof BackOfficeNavigation> & { provider: SignedInProviderAnswer }) {
  const { t } = useTranslation();
  const origin = isCountryCode(company.country) ? siteOrigins[company.country] : undefined;
  const emailToConfirm = onboarding.remaining.includes('confirmEmail');

  return (
    <>
      <p>{t('backOfficeShell.dashboard.greeting', { name: user.firstname ?? company.name })}</p>
      {/* Shown to the provider, never dismissed for them by support acting in their account. */}
      {!impersonation && (
        <>
          <PromotionalAlert language={language} />
          <PromotionalPopup language={language} />
        </>
      )}
      <section className="pp-back-office__section" aria-labelledby="pp-dashboard-next">
        <h2 id="pp-dashboard-next">{t('backOfficeShell.dashboard.nextTitle')}</h2>
        {onboarding.remaining.length === 0 ? (
          <p className="state">{t('backOfficeShell.dashboard.nothingNext')}</p>
        ) : (
          <ol className="pp-back-office__steps">
            {onboarding.remaining.map((step) =>
              step === 'confirmEmail' ? (
                <li key={step}>
                  <h3>{t('backOfficeShell.dashboard.confirmEmailTitle')}</h3>
                  <p>{t('backOfficeShell.dashboard.confirmEmailText', { email: user.email })}</p>
                  <ResendConfirmationButton language={language} email={user.email} />
                </li>
              ) : (
                <li key={step}>
                  <h3>{t('backOfficeShell.dashboard.finishTitle')}</h3>
                  <ChecklistLink />
                  {/* The server refuses to finish before the address is confirmed: the button waits for it. */}
                  {!emailToConfirm && (
                    <>
                      <p>{t('backOfficeShell.dashboard.finishText')}</p>
                      <FinishOnboardingButton language={language} />
                    </>
                  )}
                </li>
              ),
            )}
          </ol>
        )}
      </section>
      <section className="pp-back-office__section" aria-labelledby="pp-dashboard-profile">
        <h2 id="pp-dashboard-profile">{t('backOfficeShell.dashboard.profileTitle')}</h2>
        {company.published && origin ? (
          <p>
            <a href={`${origin}${routePath('front_provider_profile', { slug: company.slug })}`}>
              {t('backOfficeShell.dashboard.profileLink')}
            </a>
          </p>
        ) : (
          <p className="state">{t('backOfficeShell.dashboard.notPublished')}</p>
        )}
      </section>
      <ResponseSignalPanel language={language} />
    </>
  );
}
