import type { ComponentType } from 'react';

/** What a resource's screen is given: the page's language (the server answers its refusals in it). */
export interface ScreenProps {
  language: string;
}

interface ScreenModule {
  default: ComponentType<ScreenProps>;
}

/**
 * Every resource's screen, found by its place: `islands/back-office/<resource>/<resource>-screen.tsx`, its
 * component the module's default export; each is a chunk of its own. The resource's name in
 * `BACK_OFFICE_AREAS` (`socialNetworks`) is its folder's in kebab case (`social-networks`); a test checks
 * every screen the areas list has its module.
 */
const MODULES = import.meta.glob<ScreenModule>('../*/*-screen.tsx');

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The import of the screen of resource `name`, or undefined when it has none. */
export function screenLoader(name: string): (() => Promise<ScreenModule>) | undefined {
  const folder = kebab(name);
  return MODULES[`../${folder}/${folder}-screen.tsx`];
}
