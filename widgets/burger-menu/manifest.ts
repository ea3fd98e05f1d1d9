import type { ElementManifest } from '../define/element-manifest';

/** The element's attributes, as props for the manifest (the element itself is written without React). */
export interface BurgerMenuProps {
  controls?: string;
  label?: string;
}

export const burgerMenuManifest: ElementManifest<BurgerMenuProps> = {
  tag: 'pp-burger-menu',
  module: 'widgets/burger-menu/element.ts',
  summary:
    "Burger menu toggle: its button toggles the menu-open class on <body>, with aria-expanded and aria-controls kept true; Escape and a click outside the menu close it. Enhances the integrator's own <button> (its text is the label); written without React, as it is on every page.",
  props: { controls: 'string', label: 'string' },
  propDocs: {
    controls: "The id of the menu the button opens (its aria-controls); clicks inside it don't close it.",
    label: 'Text of the button the element adds when it has none inside (default "Menu").',
  },
  events: {
    'pp-burger-menu-change': {
      description: 'The user opened or closed the menu (button, Escape, click outside).',
      detail: '{ open: boolean }',
    },
  },
  cssProperties: {},
};
