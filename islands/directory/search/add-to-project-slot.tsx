import { lazy, Suspense, useEffect, useState } from 'react';
import { loadTexts, textsLoaded } from '@shared/i18n/element-texts';
import type { AddToProjectProps } from './add-to-project';

const AddToProject = lazy(() => import('./add-to-project'));
const TEXTS = ['project-site'] as const;

/**
 * "Add to a project" is the project site's alone: its code and its texts (the `project-site` namespace, in the
 * search's language) are fetched only by a search that offers it, never by the public sites' searches.
 */
export function AddToProjectSlot(props: AddToProjectProps) {
  const { language } = props;
  const [ready, setReady] = useState(() => textsLoaded(language, TEXTS));
  useEffect(() => {
    if (!ready) void loadTexts(language, TEXTS).then(() => setReady(true));
  }, [language, ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AddToProject {...props} />
    </Suspense>
  );
}
