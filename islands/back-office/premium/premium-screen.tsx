import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as premiumApi from '@shared/api/contract/back-office/premium';
import type { PremiumStandingView } from '@shared/api/contract/back-office/premium';
import { useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { browserNavigation, type GoTo } from '../browser-navigation';
import { FailureMessage } from '../failure-message';
import { useShownFailure } from '../use-shown-failure';
import './premium-screen.css';

/** Where the subscription stands, in one sentence: its period's end, or why it is not premium. */
function StandingMessage({ standing, language }: { standing: PremiumStandingView; language: string }) {
  const { t } = useTranslation();
  const date = standing.currentPeriodEnd
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(standing.currentPeriodEnd))
    : '';
  if (standing.premium) {
    return (
      <p className="notice notice--success pp-premium__state">
        <span className="pp-premium__mark">{t('backOfficePremium.mark')}</span>{' '}
        {t(standing.cancelAtPeriodEnd ? 'backOfficePremium.ends' : 'backOfficePremium.renews', { date })}
      </p>
    );
  }
  if (standing.status === 'past_due') {
    return <p className="notice notice--error pp-premium__state">{t('backOfficePremium.pastDue')}</p>;
  }
  return (
    <p className="state state--empty pp-premium__state">
      {t(standing.status === 'canceled' ? 'backOfficePremium.ended' : 'backOfficePremium.none')}
    </p>
  );
}

export interface PremiumScreenProps {
  language: string;
  /** Where the page sends the browser: the gateway's checkout or its management page. */
  navigation?: { goTo: GoTo };
}

/**
 * The back-office's premium page: where the subscription stands, subscribing (the gateway's checkout) and,
 * once subscribed, changing or canceling it (the gateway's page). Nothing here makes the provider premium:
 * the gateway's verified events do, and the page shows them when the provider comes back.
 */
export default function PremiumScreen({ language, navigation = browserNavigation }: PremiumScreenProps) {
  const { t } = useTranslation();
  const standing = useEndpointQuery(premiumApi.premiumStanding, {}, { language });
  const { failure, show, clear } = useShownFailure();
  const leave = { language, onMutate: clear, onError: show };
  const subscribe = useEndpointMutation(premiumApi.subscribePremium, {
    ...leave,
    onSuccess: ({ checkoutUrl }) => navigation.goTo(checkoutUrl),
  });
  const manage = useEndpointMutation(premiumApi.updatePremium, {
    ...leave,
    onSuccess: ({ url }) => navigation.goTo(url),
  });
  const headingId = useId();
  // Once an address is there, the browser is leaving: the buttons stay quiet until it has.
  const busy = subscribe.isPending || subscribe.isSuccess || manage.isPending || manage.isSuccess;
  const data = standing.data;
  const manageable = data && (data.premium || data.status === 'past_due');
  return (
    <div className="pp-back-office-island pp-premium">
      <p>{t('backOfficePremium.intro')}</p>
      <section className="pp-back-office__section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('backOfficePremium.heading')}</h2>
        {standing.isSuccess && data ? (
          <>
            <StandingMessage standing={data} language={language} />
            <p className="pp-premium__price">
              {t('backOfficePremium.price', {
                price: new Intl.NumberFormat(language, { style: 'currency', currency: data.currency }).format(
                  data.price / 100,
                ),
              })}{' '}
              <span className="pp-premium__vat">{t('backOfficePremium.vatIncluded')}</span>
            </p>
            {/* One action, as a form: Enter or the button sends it, once, while the browser has not left. */}
            <form
              className="pp-back-office__actions"
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) (manageable ? manage : subscribe).mutate({});
              }}
            >
              <Button variant="primary" type="submit" aria-disabled={busy}>
                {t(manageable ? 'backOfficePremium.manage' : 'backOfficePremium.subscribe')}
              </Button>
            </form>
          </>
        ) : (
          <QueryState
            query={standing}
            loading={t('backOfficePremium.loading')}
            loadFailed={t('backOfficePremium.loadFailed')}
          />
        )}
        <LiveRegion politeness="polite">
          {(subscribe.isPending || subscribe.isSuccess) && <p>{t('backOfficePremium.subscribing')}</p>}
          {(manage.isPending || manage.isSuccess) && <p>{t('backOfficePremium.managing')}</p>}
        </LiveRegion>
        <FailureMessage failure={failure} />
      </section>
    </div>
  );
}
