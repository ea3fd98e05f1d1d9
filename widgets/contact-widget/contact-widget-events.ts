import type { ContactPage } from './flow/contact-state';

/** `pp-contact-widget-step`: the widget shows another page. */
export interface ContactWidgetStepDetail {
  step: ContactPage;
}

/** `pp-contact-widget-sent`: a request went to a provider (the page's, or a suggested one). */
export interface ContactWidgetSentDetail {
  providerId: number;
  projectId: number;
}

/** `pp-contact-widget-error`: the widget shows an error, in the widget's language. */
export interface ContactWidgetErrorDetail {
  message: string;
  step: ContactPage;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pp-contact-widget-step': CustomEvent<ContactWidgetStepDetail>;
    'pp-contact-widget-sent': CustomEvent<ContactWidgetSentDetail>;
    'pp-contact-widget-error': CustomEvent<ContactWidgetErrorDetail>;
  }
}

export type ContactWidgetEventName =
  'pp-contact-widget-step' | 'pp-contact-widget-sent' | 'pp-contact-widget-error';
