import type { Locality } from '@shared/api/contract/locality';
import type { Project } from '@shared/api/contract/projects';
import type { ProviderCard } from '@shared/api/contract/providers';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { OTP_CODE_LENGTH, type ValidationMessageKey } from '@shared/validation';

/** The widget's three pages (SPEC §2), switched by state, never by route. */
export type ContactPage = 'account' | 'inscription' | 'presentation';

/** SPEC §9: a new code can be asked for 60 s after the previous one, at most 4 times. */
export const RESEND_DELAY_SECONDS = 60;
export const MAX_RESENDS = 4;
/** The longest message a request can carry (the contract's limit). */
export const MESSAGE_MAX_LENGTH = 5000;
export const CODE_LENGTH = OTP_CODE_LENGTH;

/**
 * Something the widget tells the user outside a form field. Causes are kept as they came (an `ApiError`, a
 * server text): the view words them in its language at render time.
 */
export type Notice =
  | { kind: 'code-sent'; phone: string }
  | { kind: 'session-expired' }
  /** "Une erreur est survenue : {detail}" */
  | { kind: 'failed'; cause: unknown }
  /** "Une erreur est survenue lors de la requête au serveur : {detail}" */
  | { kind: 'register-failed'; cause: unknown };

export interface AccountState {
  step: 'phone' | 'code';
  country: CountryCode;
  phoneInput: string;
  phoneValid: boolean;
  /** The phone rule's message shows once the number was submitted or left, then follows each change. */
  phoneChecked: boolean;
  /** The E.164 number the code goes to, set when it is submitted. */
  phone: string | null;
  sendingCode: boolean;
  digits: readonly string[];
  /** "Code invalide": the code was submitted incomplete, or the server refused it. */
  codeInvalid: boolean;
  verifying: boolean;
  checkingAccount: boolean;
  /** Epoch ms after which a new code can be asked for. */
  resendAvailableAt: number;
  /** Whole seconds left before a resend, 0 when allowed; refreshed by clock ticks. */
  resendSeconds: number;
  /** How many codes were sent again after the first one. */
  resendCount: number;
  /** Increases each time the boxes are emptied for a new try (a code sent, a code refused): the view then
   * puts the focus in the first box. */
  codeRound: number;
}

export type InscriptionField = 'email' | 'lastname' | 'firstname' | 'city' | 'terms' | 'language';

export interface InscriptionState {
  email: string;
  lastname: string;
  firstname: string;
  /** What the city input shows. */
  cityText: string;
  /** The city picked from the suggestions, while the text still names it. */
  cityPick: Locality | null;
  /** The text the suggestions are wanted for (trimmed), empty when none are. */
  cityQuery: string;
  citySuggestions: readonly Locality[];
  termsAccepted: boolean;
  language: Language;
  errors: Readonly<Partial<Record<InscriptionField, ValidationMessageKey>>>;
  /** Errors show after the first submit, then follow each change. */
  submitted: boolean;
  /** Counts refused submits, so that the view moves the focus to the first wrong field each time. */
  refusedSubmits: number;
  registering: boolean;
}

export type SendState =
  | { status: 'sending'; message: string | null }
  | { status: 'sent'; serial: number }
  | { status: 'already-sent'; serial: number }
  | { status: 'failed'; cause: unknown; serial: number };

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
  notice: (Notice & { serial: number }) | null;
  /** Increases with every new message, so that the same text said twice is announced twice. */
  serial: number;
  account: AccountState;
  inscription: InscriptionState;
  presentation: PresentationState;
}

export interface ContactSetup {
  providerId: number;
  siteCountry: CountryCode;
  /** The form's default language: the widget's language when the site offers it, else the site's. */
  language: Language;
}

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

export function initialAccount(country: CountryCode): AccountState {
  return {
    step: 'phone',
    country,
    phoneInput: '',
    phoneValid: false,
    phoneChecked: false,
    phone: null,
    sendingCode: false,
    digits: emptyCode(),
    codeInvalid: false,
    verifying: false,
    checkingAccount: false,
    resendAvailableAt: 0,
    resendSeconds: 0,
    resendCount: 0,
    codeRound: 0,
  };
}

export function initialInscription(language: Language): InscriptionState {
  return {
    email: '',
    lastname: '',
    firstname: '',
    cityText: '',
    cityPick: null,
    cityQuery: '',
    citySuggestions: [],
    termsAccepted: false,
    language,
    errors: {},
    submitted: false,
    refusedSubmits: 0,
    registering: false,
  };
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
    notice: null,
    serial: 0,
    account: initialAccount(siteCountry),
    inscription: initialInscription(language),
    presentation: initialPresentation(),
  };
}
