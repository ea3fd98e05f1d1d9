import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOnDemand } from '@shared/loading/code-on-demand';
import type { CodeStepProps } from './code-step';

/**
 * The code step's code (the code boxes, the resend clock, the number's display with the phone metadata). The
 * phone step asks for it as soon as the visitor turns to the number, so that it is there long before the SMS
 * is sent.
 */
const codeStep = codeOnDemand(() => import('./code-step'));
export const loadCodeStep = codeStep.load;

const LazyCodeStep = lazy(() => codeStep.load().then((module) => ({ default: module.CodeStep })));

/** The code step, drawn at once when its code is there (it nearly always is); the loading text otherwise. */
export function CodeStepSlot(props: CodeStepProps) {
  const { t } = useTranslation();
  // Chosen once: switching from the lazy component to the loaded one would draw the boxes again.
  const [Step] = useState(() => codeStep.loaded()?.CodeStep ?? LazyCodeStep);
  return (
    <Suspense fallback={<p className="pp-contact-widget__loading">{t('contactWidget.loading')}</p>}>
      <Step {...props} />
    </Suspense>
  );
}
