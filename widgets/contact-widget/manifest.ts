import { themeCssProperties } from '@shared/ui/theme/tokens';
import type { ElementManifest } from '../define/element-manifest';
import type { ContactWidgetProps } from './contact-widget';
import { contactWidgetDefinition } from './definition';

export const contactWidgetManifest: ElementManifest<ContactWidgetProps> = {
  ...contactWidgetDefinition,
  module: 'widgets/contact-widget/element.ts',
  summary:
    "The provider contact flow on a provider's profile page: verify a phone number by SMS, create a small profile, pick an upcoming project (or start one) and send it to the provider, then contact other suggested providers.",
  propDocs: {
    baseUrl:
      'URL of the project-creation app; the new-project button opens it in a new tab with project=new&prestataire={provider id}&locale={language}-{country} added to its query.',
    providerId:
      "Id of the page's provider, whom the request goes to (required: without it the widget shows nothing).",
    eventTypes:
      'JSON list of event types, [{"slug":"wedding","name":"Mariage"}]: the project selector shows each project\'s event type by name.',
    country:
      'Country of the site (FR, BE, GB, DE, IT, ES, PT; any case, UK reads as GB): default phone country, city search, registration country and form languages. Default: from the host name, else France.',
    locale:
      "Language or locale of the widget (fr-FR, en, nl-BE…). Default: the locale cookie, else the browser's languages, else the site's default language.",
  },
  events: {
    'pp-contact-widget-step': {
      description: 'The widget shows a page (account, inscription or presentation), the first one included.',
      detail: "{ step: 'account' | 'inscription' | 'presentation' }",
    },
    'pp-contact-widget-sent': {
      description: "A request went to a provider: the page's, or a suggested one.",
      detail: '{ providerId: number; projectId: number }',
    },
    'pp-contact-widget-error': {
      description:
        "The widget shows an error message; message is its text in the widget's language. A field's own rule (an invalid number, a refused code) is shown on the field only.",
      detail: "{ message: string; step: 'account' | 'inscription' | 'presentation' }",
    },
  },
  cssProperties: themeCssProperties(),
};
