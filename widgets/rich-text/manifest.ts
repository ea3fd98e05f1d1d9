import type { ElementManifest } from '../define/element-manifest';
import type { RichTextProps } from './rich-text';
import { themeCssProperty } from '@shared/ui/theme/tokens';

export const richTextManifest: ElementManifest<RichTextProps> = {
  tag: 'pp-rich-text',
  module: 'widgets/rich-text/element.ts',
  summary:
    'Rich-text field (lexical): bold, underline and bullet lists from its toolbar (pressed state) or Ctrl/Cmd+B and Ctrl/Cmd+U. Form-associated: submits HTML limited to p, strong, u, ul, li and br (no attributes) under its name. Its initial value comes from a child <textarea> (which works without JavaScript; the element hides it and removes its name) or data-value.',
  formAssociated: true,
  texts: ['common', 'rich-text'],
  props: { value: 'string', placeholder: 'string', label: 'string' },
  propDocs: {
    value:
      'Initial value (HTML, sanitised) when there is no child <textarea>; a form reset goes back to it. Changing it replaces the content.',
    placeholder:
      'Text shown while the field is empty (default "Veuillez renseigner ce champs..." in French).',
    label: "Accessible name of the editor (default: the child textarea's <label>).",
  },
  events: {
    'pp-rich-text-change': {
      description:
        'The user changed the text or its formatting (not on reset, restore or a data-value change).',
      detail: '{ value: string }',
    },
  },
  cssProperties: {
    '--pp-text-color': themeCssProperty('--pp-text-color'),
    '--pp-surface-color': themeCssProperty('--pp-surface-color', 'Background of the editable area.'),
    '--pp-font-family': themeCssProperty('--pp-font-family'),
    '--pp-border-color': themeCssProperty(
      '--pp-border-color',
      'Border of the toolbar, the area and pressed buttons.',
    ),
    '--pp-radius': themeCssProperty('--pp-radius', 'Corner radius.'),
    '--pp-toolbar-background': { description: 'Background of the toolbar.', default: '#f4f4f4' },
    '--pp-pressed-background': { description: 'Background of a pressed toolbar button.', default: '#dcdcdc' },
    '--pp-focus-color': themeCssProperty('--pp-focus-color', 'Focus outline colour.'),
    '--pp-placeholder-color': { description: 'Placeholder colour.', default: '#6b6b6b' },
    '--pp-rich-text-min-height': { description: 'Minimum height of the editable area.', default: '8rem' },
  },
};
