import { lazy, Suspense, type LazyExoticComponent } from 'react';
import type { Language } from '@shared/i18n';
import { loadTexts } from '@shared/i18n/element-texts';
import type AddToProjectComponent from './add-to-project';
import type { AddToProjectProps } from './add-to-project';

const loaded = new Map<Language, LazyExoticComponent<typeof AddToProjectComponent>>();

/**
 * "Add to a project" is the project site's alone: its code and its texts (the `project-site` namespace, in the
 * search's language) are fetched only by a search that offers it, never by the public sites' searches.
 */
function addToProjectIn(language: Language) {
  let component = loaded.get(language);
  if (!component) {
    component = lazy(async () => {
      const [module] = await Promise.all([import('./add-to-project'), loadTexts(language, ['project-site'])]);
      return module;
    });
    loaded.set(language, component);
  }
  return component;
}

export function AddToProjectSlot(props: AddToProjectProps) {
  const AddToProject = addToProjectIn(props.language);
  return (
    <Suspense fallback={null}>
      <AddToProject {...props} />
    </Suspense>
  );
}
