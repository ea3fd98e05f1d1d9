import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as CodeStepCode from './code-step';
import type { CodeStepProps } from './code-step';

type CodeStepModule = typeof CodeStepCode;

let loaded: CodeStepModule | undefined;
let loading: Promise<CodeStepModule> | undefined;

/**
 * Fetches the code step's code (the code boxes, the resend clock, the number's display with the phone
 * metadata), once. The phone step asks for it as soon as the visitor turns to the number, so that it is
 * there long before the SMS is sent.
 */
export function loadCodeStep(): Promise<CodeStepModule> {
  loading ??= import('./code-step').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download may succeed later: the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyCodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));

/** The code step, drawn at once when its code is there (it nearly always is); the loading text otherwise. */
export function CodeStepSlot(props: CodeStepProps) {
  const { t } = useTranslation();
  // Chosen once: switching from the lazy component to the loaded one would draw the boxes again.
  const [Step] = useState(() => loaded?.CodeStep ?? LazyCodeStep);
  return (
    <Suspense fallback={<p className="pp-contact-widget__loading">{t('contactWidget.loading')}</p>}>
      <Step {...props} />
    </Suspense>
  );
}
