import type { Project } from '@shared/api/contract/projects';
import type { ProviderCard } from '@shared/api/contract/providers';
import { initialSignIn, type SignInState } from '@shared/features/phone-sign-in/sign-in-state';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';

/**
 * The widget's three pages (docs/product/contact-widget.md#three-pages), switched by state, never by route.
 */
export type ContactPage = 'account' | 'inscription' | 'presentation';

/** The longest message a request can carry (the contract's limit). */
export const MESSAGE_MAX_LENGTH = 5000;

export type SendState =
  | { status: 'sending'; message: string | null }
  | { status: 'sent'; serial: number }
  | { status: 'already-sent'; serial: number }
  | { status: 'failed'; cause: unknown; serial: number };

/**
 * Whether a request can go to a provider now: not while one is under way, nor once it arrived (sent, or sent
 * before), until the project changes and clears it; after a failure it can be tried again
 * (docs/product/projects-and-requests.md#send-request).
 */
export function canSendTo(send: SendState | undefined): boolean {
  return send === undefined || send.status === 'failed';
}

export interface SuggestionsState {
  loading: boolean;
  providers: readonly ProviderCard[];
  open: boolean;
  failure: { cause: unknown; serial: number } | null;
}

export interface PresentationState {
  /** Upcoming projects, newest first; null until the list arrives. */
  projects: readonly Project[] | null;
  projectsLoading: boolean;
  projectsFailure: { cause: unknown; serial: number } | null;
  selectedProjectId: number | null;
  /** Per provider: the main one (the page's) and each suggested one. */
  sends: Readonly<Record<number, SendState>>;
  /** The provider whose request waits for a message (SEND_ERRORS.noMessage). */
  messageFor: number | null;
  messageDraft: string;
  messageInvalid: boolean;
  suggestions: SuggestionsState;
}

export interface ContactState {
  /** The provider of the page the widget sits on. */
  providerId: number;
  /** The site's country: default phone country, city search, registration country, form languages. */
  siteCountry: CountryCode;
  /** True until the start decides between account and presentation (a stored token is being checked). */
  starting: boolean;
  page: ContactPage;
  loggedIn: boolean;
  /**
   * Increases with every new message, so that the same text said twice is announced twice; the sign-in's
   * messages are numbered with it too.
   */
  serial: number;
  /** The account and inscription pages: the shared phone sign-in (shared/features/phone-sign-in). */
  signIn: SignInState;
  presentation: PresentationState;
}

export interface ContactSetup {
  providerId: number;
  siteCountry: CountryCode;
  /** The form's default language: the widget's language when the site offers it, else the site's. */
  language: Language;
}

export function initialPresentation(): PresentationState {
  return {
    projects: null,
    projectsLoading: false,
    projectsFailure: null,
    selectedProjectId: null,
    sends: {},
    messageFor: null,
    messageDraft: '',
    messageInvalid: false,
    suggestions: { loading: false, providers: [], open: false, failure: null },
  };
}

export function initialState({ providerId, siteCountry, language }: ContactSetup): ContactState {
  return {
    providerId,
    siteCountry,
    starting: true,
    page: 'account',
    loggedIn: false,
    serial: 0,
    signIn: initialSignIn({ siteCountry, language }),
    presentation: initialPresentation(),
  };
}
