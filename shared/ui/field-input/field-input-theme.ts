import type { ManifestCssProperty } from '@widgets/define/element-manifest';

/** The custom properties `field-input.css` reads, documented once for the manifests of the elements using it. */
export const FIELD_CSS_PROPERTIES = {
  '--pp-font-family': { description: 'Font family.', default: 'inherit' },
  '--pp-text-color': { description: 'Text colour of the field.', default: '#1a1a1a' },
  '--pp-surface-color': { description: 'Background of the field.', default: '#fff' },
  '--pp-border-color': { description: 'Border of the field.', default: '#8a8a8a' },
  '--pp-radius': { description: 'Corner radius of the field.', default: '4px' },
  '--pp-focus-color': { description: 'Focus outline colour.', default: '#1a5fb4' },
  '--pp-error-color': {
    description: 'Border of an invalid field and colour of its message.',
    default: '#a1001b',
  },
} as const satisfies Record<`--pp-${string}`, ManifestCssProperty>;
