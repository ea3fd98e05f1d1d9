/**
 * The design system's tokens, the one source of every value the product draws with: the server pages' style
 * sheet, the elements and the islands all read them from here, through CSS files that tests hold equal to
 * this module (`tokens.test.ts`), and the elements' manifests document the public ones from here.
 *
 * Three layers:
 * - `THEME_TOKENS`, the public `--pp-*` custom properties integrators set to theme the elements, each with
 *   its default and the private `--_ui-*` token `theme.css` resolves it into (class `pp-ui-theme`);
 * - `SCALE_TOKENS`, the private scales every themed root draws with (space, type, radii, shadows, motion),
 *   which integrators do not set;
 * - `SITE_PROPERTIES`, what our own pages set on top of the defaults (server/pages/styles/base.css): the web
 *   fonts and the page's background. Elements on our pages take our fonts through the public properties,
 *   like an integrator's theme would; on an integrator's page they inherit the page's font.
 */

interface ThemeToken {
  default: string;
  description: string;
  /** The private token `theme.css` resolves the property into. */
  ui: `--_ui-${string}`;
}

export const THEME_TOKENS = {
  '--pp-font-family': { default: 'inherit', description: 'Font family.', ui: '--_ui-font-family' },
  '--pp-heading-font-family': {
    default: 'inherit',
    description: 'Font family of headings and dialog titles.',
    ui: '--_ui-font-heading',
  },
  '--pp-text-color': { default: '#1f1a1d', description: 'Text colour.', ui: '--_ui-text' },
  '--pp-muted-color': {
    default: '#5e5559',
    description: 'Secondary text: intros, hints, dates.',
    ui: '--_ui-muted',
  },
  '--pp-surface-color': {
    default: '#ffffff',
    description: 'Background of the element, its fields and dialogs.',
    ui: '--_ui-surface',
  },
  '--pp-surface-alt-color': {
    default: '#f7f3f4',
    description: 'Background of notes, badges, hovered and active options.',
    ui: '--_ui-surface-alt',
  },
  '--pp-border-color': {
    default: '#8c8387',
    description: 'Borders of fields and cards.',
    ui: '--_ui-border',
  },
  '--pp-accent-color': {
    default: '#9b2c55',
    description: 'Buttons, links and the selected marks.',
    ui: '--_ui-accent',
  },
  '--pp-accent-contrast-color': {
    default: '#ffffff',
    description: 'Text on the accent colour.',
    ui: '--_ui-accent-contrast',
  },
  '--pp-error-color': { default: '#b00020', description: 'Errors and invalid fields.', ui: '--_ui-error' },
  '--pp-success-color': {
    default: '#1e6b3a',
    description: 'Success messages and the "recently active" mark.',
    ui: '--_ui-success',
  },
  '--pp-focus-color': { default: '#1a5fb4', description: 'Focus rings.', ui: '--_ui-focus' },
  '--pp-radius': {
    default: '0.5rem',
    description: 'Corner radius of fields, cards and dialogs.',
    ui: '--_ui-radius',
  },
} as const satisfies Record<`--pp-${string}`, ThemeToken>;

export type ThemeProperty = keyof typeof THEME_TOKENS;

export const THEME_PROPERTIES = Object.keys(THEME_TOKENS) as ThemeProperty[];

export function isThemeProperty(name: string): name is ThemeProperty {
  return Object.hasOwn(THEME_TOKENS, name);
}

/**
 * The private scales of a themed root. Type sizes from `--_ui-text-2xl` up grow with the viewport between a
 * 390 px phone and a 1280 px screen, so that headings need no breakpoints.
 */
export const SCALE_TOKENS = {
  '--_ui-control-height': '2.75rem',
  '--_ui-space-1': '0.25rem',
  '--_ui-space-2': '0.5rem',
  '--_ui-space-3': '0.75rem',
  '--_ui-space-4': '1rem',
  '--_ui-space-5': '1.5rem',
  '--_ui-space-6': '2rem',
  '--_ui-space-7': '3rem',
  '--_ui-space-8': '4rem',
  '--_ui-text-xs': '0.75rem',
  '--_ui-text-sm': '0.875rem',
  '--_ui-text-base': '1rem',
  '--_ui-text-lg': '1.125rem',
  '--_ui-text-xl': '1.25rem',
  '--_ui-text-2xl': 'clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)',
  '--_ui-text-3xl': 'clamp(1.625rem, 1.3rem + 1.4vw, 2.25rem)',
  '--_ui-text-4xl': 'clamp(2rem, 1.45rem + 2.3vw, 3.25rem)',
  '--_ui-leading-tight': '1.2',
  '--_ui-leading': '1.55',
  '--_ui-radius-sm': '0.25rem',
  '--_ui-radius-lg': '1rem',
  '--_ui-radius-pill': '999px',
  '--_ui-shadow-sm': '0 1px 2px rgb(31 26 29 / 0.08)',
  '--_ui-shadow-md': '0 2px 4px rgb(31 26 29 / 0.06), 0 8px 24px rgb(31 26 29 / 0.1)',
  '--_ui-shadow-lg': '0 24px 64px rgb(31 26 29 / 0.3)',
  '--_ui-duration-fast': '120ms',
  '--_ui-duration': '200ms',
  '--_ui-ease': 'cubic-bezier(0.2, 0, 0, 1)',
} as const satisfies Record<`--_ui-${string}`, string>;

/** What `prefers-reduced-motion: reduce` changes: transitions and animations become instant. */
export const REDUCED_MOTION_TOKENS = {
  '--_ui-duration-fast': '0s',
  '--_ui-duration': '0s',
} as const satisfies Partial<Record<keyof typeof SCALE_TOKENS, string>>;

/** Every declaration of `.pp-ui-theme` in theme.css: the public properties resolved, then the scales. */
export function themeDeclarations(): Record<string, string> {
  return {
    ...Object.fromEntries(
      THEME_PROPERTIES.map((name) => [THEME_TOKENS[name].ui, `var(${name}, ${THEME_TOKENS[name].default})`]),
    ),
    ...SCALE_TOKENS,
  };
}

/**
 * A self-hosted variable web font (latin subset, from @fontsource-variable) and the local font shown when it
 * has not arrived by the first render, reshaped by metric overrides to take the web font's room. The web font
 * is `optional`: preloaded, it is used when it is there in time (always once cached), and never swapped in
 * later, which would move every line whose words it widens a little (a header's menu wrapping: CLS 0.15).
 * The overrides were measured in Chromium on a sample of the sites' languages: `size-adjust` is the ratio of
 * the two fonts' widths, the other overrides the web font's ascent, descent and line gap divided by it.
 */
export interface WebFont {
  family: string;
  /** The woff2 file, as the style sheet imports it. */
  file: string;
  weight: string;
  /** `font-display`: never `swap`, which moves the text when the font arrives after the first render. */
  display: 'optional';
  fallback: {
    family: string;
    /** Local fonts, the first found is used: the metric-compatible Liberation fonts stand in on Linux. */
    local: readonly string[];
    sizeAdjust: string;
    ascentOverride: string;
    descentOverride: string;
    lineGapOverride: string;
  };
  /** The whole `font-family` value: the web font, its reshaped fallback, then a generic family. */
  stack: string;
}

export const WEB_FONTS = {
  text: {
    family: 'Inter Variable',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: '100 900',
    display: 'optional',
    fallback: {
      family: 'Inter fallback',
      local: ['Arial', 'Liberation Sans'],
      sizeAdjust: '106.86%',
      ascentOverride: '90.68%',
      descentOverride: '22.55%',
      lineGapOverride: '0%',
    },
    stack: "'Inter Variable', 'Inter fallback', Arial, sans-serif",
  },
  heading: {
    family: 'Fraunces Variable',
    file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: '100 900',
    display: 'optional',
    fallback: {
      family: 'Fraunces fallback',
      local: ['Times New Roman', 'Liberation Serif'],
      sizeAdjust: '112.3%',
      ascentOverride: '87.09%',
      descentOverride: '22.71%',
      lineGapOverride: '0%',
    },
    stack: "'Fraunces Variable', 'Fraunces fallback', 'Times New Roman', serif",
  },
} as const satisfies Record<'text' | 'heading', WebFont>;

/** The page's background behind cards and fields: a warm white our own pages use, elements do not. */
export const CANVAS_COLOR = '#fbf8f6';

/** What our own pages set on their root (server/pages/styles/base.css), on top of the theme's defaults. */
export const SITE_PROPERTIES = {
  '--pp-font-family': WEB_FONTS.text.stack,
  '--pp-heading-font-family': WEB_FONTS.heading.stack,
  '--_site-canvas': CANVAS_COLOR,
} as const;

/** A colour drawn on a background, and the contrast ratio WCAG 2.2 asks of it. */
export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for text and interactive colours (1.4.3), 3 for the borders of controls (1.4.11). */
  minimum: 4.5 | 3;
}

const color = (name: ThemeProperty) => THEME_TOKENS[name].default;

/** Every colour the product draws on each background it draws it on. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...(
    [
      '--pp-text-color',
      '--pp-muted-color',
      '--pp-accent-color',
      '--pp-error-color',
      '--pp-success-color',
      '--pp-focus-color',
    ] as const
  ).flatMap((foreground) =>
    (
      [
        ['surface', color('--pp-surface-color')],
        ['surface-alt', color('--pp-surface-alt-color')],
        ['canvas', CANVAS_COLOR],
      ] as const
    ).map(([backgroundName, background]) => ({
      name: `${foreground.slice(5, -6)} on ${backgroundName}`,
      foreground: color(foreground),
      background,
      minimum: 4.5 as const,
    })),
  ),
  {
    name: 'accent-contrast on accent',
    foreground: color('--pp-accent-contrast-color'),
    background: color('--pp-accent-color'),
    minimum: 4.5,
  },
  {
    name: 'surface on text (tooltips)',
    foreground: color('--pp-surface-color'),
    background: color('--pp-text-color'),
    minimum: 4.5,
  },
  {
    name: 'border on surface',
    foreground: color('--pp-border-color'),
    background: color('--pp-surface-color'),
    minimum: 3,
  },
  { name: 'border on canvas', foreground: color('--pp-border-color'), background: CANVAS_COLOR, minimum: 3 },
];

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
