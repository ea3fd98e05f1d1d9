import type { ElementDefinition, HostProps, PropTypes } from './define-element';

export interface ManifestEvent {
  description: string;
  /** The TypeScript type of `event.detail`, as integrators read it. */
  detail: string;
}

export interface ManifestCssProperty {
  description: string;
  default?: string;
}

/**
 * An element's definition and its documentation in one object: `defineElement` reads its `tag` and `props`,
 * and `custom-elements.json` is generated from all of it, so the documented attributes are the defined ones.
 * An element written without React (no `host`) reads the same object for its tag and attributes.
 */
export interface ElementManifest<Props extends object> extends ElementDefinition<Props> {
  tag: `pp-${string}`;
  summary: string;
  /** One sentence per prop, shown for both its `data-*` attribute and its property. */
  propDocs: { readonly [Name in keyof PropTypes<Props>]: string };
  events: Readonly<Record<`pp-${string}`, ManifestEvent>>;
  cssProperties: Readonly<Record<`--pp-${string}`, ManifestCssProperty>>;
  /** The module (relative to the repository) that defines the element. */
  module: string;
}

/** What the manifest builder needs of any element, whatever its props. */
export type AnyElementManifest = Omit<ElementManifest<HostProps>, 'props' | 'propDocs'> & {
  props: Readonly<Record<string, string>>;
  propDocs: Readonly<Record<string, string>>;
};
