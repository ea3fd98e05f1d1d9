import type { ElementDefinition } from '../define';
import type { ContactWidgetProps } from './contact-widget';

/**
 * What `defineElement` reads: the tag, the attributes and the texts of the first page (the flow's others come
 * with its code: `FLOW_TEXTS`). Apart from the manifest's documentation (`manifest.ts`, built into
 * `custom-elements.json`), which the page would otherwise download with the element.
 */
export const contactWidgetDefinition = {
  tag: 'pp-contact-widget',
  texts: ['ui', 'contact-widget'],
  props: { baseUrl: 'string', providerId: 'number', eventTypes: 'json', country: 'string', locale: 'string' },
} as const satisfies ElementDefinition<ContactWidgetProps> & { tag: `pp-${string}` };
