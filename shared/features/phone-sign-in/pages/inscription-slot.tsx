import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOnDemand } from '@shared/loading/code-on-demand';
import type { InscriptionPageProps } from './inscription-page';

/**
 * The inscription page's code (its form block, react-hook-form with it): a phone without an account needs it,
 * a returning couple never does, so the account page does not carry it.
 */
const inscriptionPage = codeOnDemand(() => import('./inscription-page'));
export const loadInscriptionPage = inscriptionPage.load;

const LazyInscriptionPage = lazy(() =>
  inscriptionPage.load().then((module) => ({ default: module.InscriptionPage })),
);

/**
 * The inscription page, loaded on demand. The sign-in loads it before it shows the page
 * (`SignInPorts.prepareInscription`), so that the page renders whole at once and its title can take the
 * focus; the loading text covers a page reached some other way.
 */
export function InscriptionSlot(props: InscriptionPageProps) {
  const { t } = useTranslation();
  // Chosen once: switching from the lazy component to the loaded one would start the form again.
  const [Page] = useState(() => inscriptionPage.loaded()?.InscriptionPage ?? LazyInscriptionPage);
  return (
    <Suspense fallback={<p className="pp-contact-widget__loading">{t('contactWidget.loading')}</p>}>
      <Page {...props} />
    </Suspense>
  );
}
