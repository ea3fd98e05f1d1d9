import type { Locality } from '@shared/api/contract/locality';
import type { Project } from '@shared/api/contract/projects';
import type { ProviderCard } from '@shared/api/contract/providers';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';

/** What a send request came back with, as the widget reacts to it (SPEC §4 "Send request"). */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'no-message' } | { kind: 'already-sent' } | { kind: 'failed'; cause: unknown };

/**
 * Everything that happens to the widget: what the user does, what the server answers, the clock and the
 * session. Answers carry what they answer (the project, the query) so that a late answer to an old question
 * is recognised and dropped.
 */
export type ContactAction =
  // Session
  | { type: 'started'; loggedIn: boolean }
  | { type: 'sessionChanged'; loggedIn: boolean }
  | { type: 'sessionExpired' }
  // Account: phone
  | { type: 'countryChanged'; country: CountryCode }
  | { type: 'phoneChanged'; input: string }
  | { type: 'phoneLeft' }
  | { type: 'phoneSubmitted' }
  | { type: 'codeSent'; now: number }
  | { type: 'codeSendFailed'; cause: unknown }
  | { type: 'phoneChangeRequested' }
  // Account: code
  | { type: 'codeChanged'; digits: readonly string[] }
  | { type: 'codeSubmitted' }
  | { type: 'codeVerified' }
  | { type: 'codeRejected'; cause: unknown }
  | { type: 'resendRequested' }
  | { type: 'clockTicked'; now: number }
  | { type: 'accountChecked'; hasAccount: false }
  | { type: 'accountChecked'; hasAccount: true; loggedIn: boolean }
  | { type: 'accountCheckFailed'; cause: unknown }
  // Inscription
  | { type: 'inscriptionChanged'; field: 'email' | 'lastname' | 'firstname'; value: string }
  | { type: 'cityTyped'; text: string }
  | { type: 'citySuggestionsLoaded'; query: string; localities: readonly Locality[] }
  | { type: 'cityPicked'; locality: Locality }
  | { type: 'termsChanged'; accepted: boolean }
  | { type: 'languageChosen'; language: Language }
  | { type: 'inscriptionSubmitted' }
  | { type: 'registered'; loggedIn: boolean }
  | { type: 'registrationFailed'; cause: unknown }
  // Presentation
  | { type: 'projectsRequested' }
  | { type: 'projectsLoaded'; projects: readonly Project[]; today: string }
  | { type: 'projectsFailed'; cause: unknown }
  | { type: 'projectSelected'; projectId: number }
  | { type: 'sendRequested'; providerId: number }
  | { type: 'sendAnswered'; providerId: number; projectId: number; outcome: SendOutcome }
  | { type: 'messageChanged'; text: string }
  | { type: 'messageSubmitted' }
  | { type: 'messageCancelled' }
  | { type: 'suggestionsLoaded'; projectId: number; providers: readonly ProviderCard[] }
  | { type: 'suggestionsCityNotFound'; projectId: number }
  | { type: 'suggestionsFailed'; projectId: number; cause: unknown }
  | { type: 'suggestionsOpened' }
  | { type: 'suggestionsClosed' };
