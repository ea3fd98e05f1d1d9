import { themeCssProperty } from '../theme/tokens';

/** The custom properties `field-input.css` reads, documented once for the manifests of the elements using it. */
export const FIELD_CSS_PROPERTIES = {
  '--pp-font-family': themeCssProperty('--pp-font-family'),
  '--pp-text-color': themeCssProperty('--pp-text-color', 'Text colour of the field.'),
  '--pp-surface-color': themeCssProperty('--pp-surface-color', 'Background of the field.'),
  '--pp-border-color': themeCssProperty('--pp-border-color', 'Border of the field.'),
  '--pp-radius': themeCssProperty('--pp-radius', 'Corner radius of the field.'),
  '--pp-focus-color': themeCssProperty('--pp-focus-color', 'Focus outline colour.'),
  '--pp-error-color': themeCssProperty(
    '--pp-error-color',
    'Border of an invalid field and colour of its message.',
  ),
};
