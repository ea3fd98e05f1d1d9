import { translate } from '../i18n/translate';
import { sessionConfiguration } from './configuration';

export const SESSION_EXPIRED_EVENT = 'pp-session-expired';

export interface SessionExpiredDetail {
  /** "Votre session a expiré. Veuillez vous reconnecter." in the configured language. */
  message: string;
}

declare global {
  interface WindowEventMap {
    [SESSION_EXPIRED_EVENT]: CustomEvent<SessionExpiredDetail>;
  }
}

export function sessionExpiredMessage(): string {
  return translate(sessionConfiguration().language, 'session.expired');
}

export function broadcastSessionExpired(message: string = sessionExpiredMessage()): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message } }));
}

/** Returns the function that stops listening. */
export function onSessionExpired(listener: (detail: SessionExpiredDetail) => void): () => void {
  const handle = (event: CustomEvent<SessionExpiredDetail>) => listener(event.detail);
  window.addEventListener(SESSION_EXPIRED_EVENT, handle);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handle);
}
