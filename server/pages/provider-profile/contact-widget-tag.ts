import type { EventType } from '@shared/api/contract/reference';
import { html, type SafeHtml } from '@server/html/html';

export interface ContactWidgetAttributes {
  /** The project site's base URL, ending with `/`. */
  baseUrl: string;
  providerId: number;
  eventTypes: readonly EventType[];
  country: string;
  locale: string;
}

/**
 * `<pp-contact-widget>` exactly as the Twig template writes it: the event types as JSON in a single-quoted
 * attribute. Every value goes through `html`, which escapes both quote kinds, so a `'` in an event type's
 * name cannot end the attribute.
 */
export function contactWidgetTag({
  baseUrl,
  providerId,
  eventTypes,
  country,
  locale,
}: ContactWidgetAttributes): SafeHtml {
  const types = JSON.stringify(eventTypes.map(({ slug, name }) => ({ slug, name })));
  // Prettier formats `html` templates as HTML and would turn the single quotes into double ones.
  // prettier-ignore
  return html`<pp-contact-widget data-base-url="${baseUrl}" data-provider-id="${providerId}" data-event-types='${types}' data-country="${country}" data-locale="${locale}"></pp-contact-widget>`;
}
