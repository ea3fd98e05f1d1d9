import { defineElement, type ElementInstance } from '../define';
import { ContactWidget, type ContactWidgetProps } from './contact-widget';
import './contact-widget-events';
import { contactWidgetDefinition } from './definition';

/**
 * `<pp-contact-widget>`: on a provider's profile page, a couple verifies a phone number by SMS, creates a
 * small profile, picks one of their upcoming projects (or starts one) and sends it to the provider; then
 * other suggested providers are offered.
 *
 * Attributes (each also a property of the same camelCase name):
 * - `data-base-url` (`baseUrl`): the project-creation app's URL; the new-project button opens it in a new
 *   tab with `project=new&prestataire={provider id}&locale={language}-{country}` added to its query.
 * - `data-provider-id` (`providerId`, number, required): the page's provider.
 * - `data-event-types` (`eventTypes`, JSON `[{"slug":"wedding","name":"Mariage"}]`): names of event types.
 * - `data-country` (`country`): site country code, any case (`UK` reads as GB); else from the host name.
 * - `data-locale` (`locale`): language or locale (`fr-FR`); else the locale cookie, the browser, the site.
 * - `data-load-on` (loader): `visible` (default), `idle` or `load`.
 *
 * Events (bubbling, composed): `pp-contact-widget-step` `{step}` when a page shows,
 * `pp-contact-widget-sent` `{providerId, projectId}` when a request went out, `pp-contact-widget-error`
 * `{message, step}` when an error shows.
 *
 * Theme: `--pp-font-family`, `--pp-text-color`, `--pp-muted-color`, `--pp-surface-color`,
 * `--pp-surface-alt-color`, `--pp-border-color`, `--pp-accent-color`, `--pp-accent-contrast-color`,
 * `--pp-error-color`, `--pp-success-color`, `--pp-focus-color`, `--pp-radius` (see `manifest.ts`).
 */
export type ContactWidgetElement = ElementInstance<ContactWidgetProps>;

declare global {
  interface HTMLElementTagNameMap {
    'pp-contact-widget': ContactWidgetElement;
  }
}

defineElement(contactWidgetDefinition.tag, ContactWidget, contactWidgetDefinition);
