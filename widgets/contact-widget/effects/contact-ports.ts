import type { SignInPorts, SignInSessionPort } from '@shared/features/phone-sign-in/sign-in-ports';
import type { ElementEventDetail } from '@widgets/define';
import type { ContactWidgetEventName } from '../contact-widget-events';

/** The session as the widget uses it; shared by every widget of the page. */
export interface SessionPort extends SignInSessionPort {
  /**
   * Whether the visitor is signed in and done with onboarding, after checking a stored token with GET /api/me
   * (a failure counts as signed out and is not reported).
   */
  restore(): Promise<boolean>;
}

export type EmitEvent = <Name extends ContactWidgetEventName>(
  name: Name,
  detail: ElementEventDetail<Name>,
) => void;

/** Everything the flow does to the outside world goes through these: the sign-in's ports, and the widget's. */
export interface ContactPorts extends SignInPorts {
  session: SessionPort;
  emit: EmitEvent;
  /** Calls `listener` each time the page comes back into view (the visitor returns from another tab). */
  onPageShown: (listener: () => void) => () => void;
}
