import { browserSignInPorts } from '@shared/features/phone-sign-in/browser-ports';
import { browserSession, onPageShown } from '../effects/browser-ports';
import type { ContactPorts, EmitEvent } from '../effects/contact-ports';

/**
 * The widget's flow and its later pages: fetched on the visitor's intent (a pointer over the widget, the
 * focus in it) or at once when a session is stored, never before the first page is drawn. What it holds
 * is what the phone step does not need to be drawn: the flow (reducers, effects, the API client and its
 * contracts), the phone rules and metadata, the inscription and presentation pages.
 */
export { ContactFlow } from '../effects/contact-flow';
export { readEventTypes } from '../event-types';
export { pageMessages } from '../flow/flow-messages';
export { PresentationPage } from '../pages/presentation-page';
export { showMessages } from '../parts/flow-message-list';
export { SuggestionsOffer } from '../parts/suggestions-offer';
export { InscriptionSlot } from '@shared/features/phone-sign-in/pages/inscription-slot';

/** The flow's ports in a browser page: the page's API client, session and clock; `emit` tells the host page. */
export function browserContactPorts(emit: EmitEvent): ContactPorts {
  return { ...browserSignInPorts(), session: browserSession, emit, onPageShown };
}
