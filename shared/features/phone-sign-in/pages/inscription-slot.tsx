import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as InscriptionPageCode from './inscription-page';
import type { InscriptionPageProps } from './inscription-page';

type InscriptionPageModule = typeof InscriptionPageCode;

let loaded: InscriptionPageModule | undefined;
let loading: Promise<InscriptionPageModule> | undefined;

/**
 * Fetches the inscription page's code (its form block, react-hook-form with it), once: a phone without an
 * account needs it, a returning couple never does, so the account page does not carry it.
 */
export function loadInscriptionPage(): Promise<InscriptionPageModule> {
  loading ??= import('./inscription-page').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download may succeed later: the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyInscriptionPage = lazy(() =>
  loadInscriptionPage().then((module) => ({ default: module.InscriptionPage })),
);

/**
 * The inscription page, loaded on demand. The sign-in loads it before it shows the page
 * (`SignInPorts.prepareInscription`), so that the page renders whole at once and its title can take the
 * focus; the loading text covers a page reached some other way.
 */
export function InscriptionSlot(props: InscriptionPageProps) {
  const { t } = useTranslation();
  // Chosen once: switching from the lazy component to the loaded one would start the form again.
  const [Page] = useState(() => loaded?.InscriptionPage ?? LazyInscriptionPage);
  return (
    <Suspense fallback={<p className="pp-contact-widget__loading">{t('contactWidget.loading')}</p>}>
      <Page {...props} />
    </Suspense>
  );
}
