/**
 * The theme's public custom properties, each with its default and what it paints: the one source of the
 * defaults. `theme.css` resolves them into the `--_ui-*` tokens with these defaults, every other style sheet
 * that reads one directly falls back to the same value, and the elements' manifests document them from here
 * (`tokens.test.ts` and `widgets/custom-elements-manifest.test.ts` fail on any difference).
 */
export const THEME_TOKENS = {
  '--pp-font-family': { default: 'inherit', description: 'Font family.' },
  '--pp-text-color': { default: '#1f1a1d', description: 'Text colour.' },
  '--pp-muted-color': { default: '#5e5559', description: 'Secondary text: intros, hints, dates.' },
  '--pp-surface-color': {
    default: '#ffffff',
    description: 'Background of the element, its fields and dialogs.',
  },
  '--pp-surface-alt-color': {
    default: '#f7f3f4',
    description: 'Background of notes, badges, hovered and active options.',
  },
  '--pp-border-color': { default: '#8c8387', description: 'Borders of fields and cards.' },
  '--pp-accent-color': { default: '#9b2c55', description: 'Buttons, links and the selected marks.' },
  '--pp-accent-contrast-color': { default: '#ffffff', description: 'Text on the accent colour.' },
  '--pp-error-color': { default: '#b00020', description: 'Errors and invalid fields.' },
  '--pp-success-color': {
    default: '#1e6b3a',
    description: 'Success messages and the "recently active" mark.',
  },
  '--pp-focus-color': { default: '#1a5fb4', description: 'Focus rings.' },
  '--pp-radius': { default: '0.5rem', description: 'Corner radius of fields, cards and dialogs.' },
} as const satisfies Record<`--pp-${string}`, { default: string; description: string }>;

export type ThemeProperty = keyof typeof THEME_TOKENS;

export const THEME_PROPERTIES = Object.keys(THEME_TOKENS) as ThemeProperty[];

export function isThemeProperty(name: string): name is ThemeProperty {
  return Object.hasOwn(THEME_TOKENS, name);
}

/** A custom property as an element's manifest documents it. */
export interface DocumentedCssProperty {
  description: string;
  default: string;
}

/**
 * A theme property as an element's manifest documents it: the theme's default, and what it paints in that
 * element when the theme's general description does not say it.
 */
export function themeCssProperty(name: ThemeProperty, description?: string): DocumentedCssProperty {
  return { description: description ?? THEME_TOKENS[name].description, default: THEME_TOKENS[name].default };
}

/** Every theme property, documented: for the elements whose root takes the whole theme (class `pp-ui-theme`). */
export function themeCssProperties(): Record<ThemeProperty, DocumentedCssProperty> {
  return Object.fromEntries(THEME_PROPERTIES.map((name) => [name, themeCssProperty(name)])) as Record<
    ThemeProperty,
    DocumentedCssProperty
  >;
}
