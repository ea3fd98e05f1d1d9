import type { Project } from '@shared/api/contract/projects';
import type { ProviderCard } from '@shared/api/contract/providers';
import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';

/**
 * What a send request came back with, as the widget reacts to it
 * (docs/product/projects-and-requests.md#send-request).
 */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'no-message' } | { kind: 'already-sent' } | { kind: 'failed'; cause: unknown };

/**
 * Everything that happens to the widget: the start, the phone sign-in's actions (account and inscription
 * pages, the session), then what the user does on the presentation page and what the server answers. Answers
 * carry what they answer (the project) so that a late answer to an old question is recognised and dropped.
 */
export type ContactAction =
  | { type: 'started'; loggedIn: boolean }
  | SignInAction
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
