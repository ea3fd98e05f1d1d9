import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '@shared/i18n/element-texts';
import { toLanguage } from '@shared/i18n/languages';
import { backOfficeScreenPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { LoadingState } from '@shared/ui/query-state';
import { defineBackOfficeIsland } from '../back-office-island';
import { SignedInProvider } from '../signed-in-provider';
import { screenLoader } from './screens';

/**
 * `data-island="back-office-screen"`: the page of one of the back-office's resources, for a signed-in
 * provider. Its screen's code and texts come together, the back-office's skeleton meanwhile.
 */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.screen,
  backOfficeScreenPropsSchema,
  function BackOfficeScreenIsland({ language, screen, texts, goTo, currentPath }) {
    const { t } = useTranslation();
    const Screen = useMemo(() => {
      const load = screenLoader(screen);
      if (!load) throw new Error(`The back-office has no screen named "${screen}".`);
      const spoken = toLanguage(language) ?? 'fr';
      return lazy(async () => (await Promise.all([load(), loadTexts(spoken, texts)]))[0]);
    }, [screen, texts, language]);
    return (
      <SignedInProvider goTo={goTo} currentPath={currentPath}>
        {() => (
          <Suspense fallback={<LoadingState>{t('backOfficeShell.frame.loading')}</LoadingState>}>
            <Screen language={language} />
          </Suspense>
        )}
      </SignedInProvider>
    );
  },
);
