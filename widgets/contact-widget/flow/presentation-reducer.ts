import type { ContactAction, SendOutcome } from './contact-actions';
import {
  canSendTo,
  initialPresentation,
  MESSAGE_MAX_LENGTH,
  type ContactState,
  type PresentationState,
  type SendState,
} from './contact-state';
import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';
import { upcomingProjects } from '@shared/features/upcoming-projects/upcoming-projects';
import type { ActionOf } from './state-updates';

type PresentationAction = Exclude<ContactAction, SignInAction | ActionOf<'started'>>;

function withPresentation(state: ContactState, changes: Partial<PresentationState>): ContactState {
  return { ...state, presentation: { ...state.presentation, ...changes } };
}

/**
 * What a project change clears: every message, the message dialog and the suggestions
 * (docs/product/projects-and-requests.md#changing-project).
 */
function clearedMessages(): Partial<PresentationState> {
  const { sends, messageFor, messageDraft, messageInvalid, suggestions } = initialPresentation();
  return { sends, messageFor, messageDraft, messageInvalid, suggestions };
}

function sendStateOf(outcome: Exclude<SendOutcome, { kind: 'no-message' }>, serial: number): SendState {
  switch (outcome.kind) {
    case 'sent':
      return { status: 'sent', serial };
    case 'already-sent':
      return { status: 'already-sent', serial };
    case 'failed':
      return { status: 'failed', cause: outcome.cause, serial };
  }
}

/**
 * The presentation page: projects, sending, the message dialog and the suggestions
 * (docs/product/projects-and-requests.md#send-request).
 */
export function presentationReducer(state: ContactState, action: PresentationAction): ContactState {
  if (state.page !== 'presentation') return state;
  const presentation = state.presentation;
  switch (action.type) {
    case 'projectsRequested':
      if (presentation.projectsLoading) return state;
      return withPresentation(state, { projectsLoading: true, projectsFailure: null });

    case 'projectsLoaded': {
      if (!presentation.projectsLoading) return state;
      const projects = upcomingProjects(action.projects, action.today);
      const known = new Set(presentation.projects?.map((project) => project.id));
      // A reload (back from the new-project tab) selects the project created meanwhile.
      const created =
        presentation.projects === null ? undefined : projects.find((project) => !known.has(project.id));
      const kept = projects.some((project) => project.id === presentation.selectedProjectId)
        ? presentation.selectedProjectId
        : null;
      const selectedProjectId = created?.id ?? kept ?? projects[0]?.id ?? null;
      return withPresentation(state, {
        projects,
        projectsLoading: false,
        selectedProjectId,
        ...(selectedProjectId === presentation.selectedProjectId ? {} : clearedMessages()),
      });
    }

    case 'projectsFailed': {
      if (!presentation.projectsLoading) return state;
      const serial = state.serial + 1;
      return withPresentation(
        { ...state, serial },
        { projectsLoading: false, projectsFailure: { cause: action.cause, serial } },
      );
    }

    case 'projectSelected':
      if (
        action.projectId === presentation.selectedProjectId ||
        !presentation.projects?.some((project) => project.id === action.projectId)
      ) {
        return state;
      }
      return withPresentation(state, { selectedProjectId: action.projectId, ...clearedMessages() });

    case 'sendRequested': {
      if (presentation.selectedProjectId === null) return state;
      if (!canSendTo(presentation.sends[action.providerId])) return state;
      const message = presentation.messageDraft.trim() || null;
      return withPresentation(state, {
        sends: { ...presentation.sends, [action.providerId]: { status: 'sending', message } },
      });
    }

    case 'sendAnswered': {
      const { providerId, projectId, outcome } = action;
      if (projectId !== presentation.selectedProjectId) return state;
      if (presentation.sends[providerId]?.status !== 'sending') return state;
      if (outcome.kind === 'no-message') {
        const sends = Object.fromEntries(
          Object.entries(presentation.sends).filter(([id]) => Number(id) !== providerId),
        );
        return withPresentation(state, { sends, messageFor: providerId, messageInvalid: false });
      }
      const serial = state.serial + 1;
      const sends = { ...presentation.sends, [providerId]: sendStateOf(outcome, serial) };
      // Success and already-sent on the page's provider bring the other suggestions
      // (docs/product/projects-and-requests.md#suggested-providers).
      const reload = providerId === state.providerId && outcome.kind !== 'failed';
      return withPresentation(
        { ...state, serial },
        {
          sends,
          suggestions: reload
            ? { loading: true, providers: [], open: false, failure: null }
            : presentation.suggestions,
        },
      );
    }

    case 'messageChanged':
      return withPresentation(state, {
        messageDraft: action.text,
        messageInvalid: presentation.messageInvalid && action.text.trim() === '',
      });

    case 'messageSubmitted': {
      const providerId = presentation.messageFor;
      if (providerId === null) return state;
      const message = presentation.messageDraft.trim();
      if (message === '' || message.length > MESSAGE_MAX_LENGTH) {
        return withPresentation(state, { messageInvalid: true });
      }
      return withPresentation(state, {
        messageFor: null,
        messageInvalid: false,
        sends: { ...presentation.sends, [providerId]: { status: 'sending', message } },
      });
    }

    case 'messageCancelled':
      // A cancelled text was never confirmed: it must not ride along with the next send.
      return withPresentation(state, { messageFor: null, messageInvalid: false, messageDraft: '' });

    case 'suggestionsLoaded':
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      return withPresentation(state, {
        suggestions: {
          loading: false,
          providers: action.providers,
          // Offered below the confirmation, opened by the couple: a dialog would hide what the send became.
          open: false,
          failure: null,
        },
      });

    case 'suggestionsCityNotFound':
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      return withPresentation(state, {
        suggestions: { loading: false, providers: [], open: false, failure: null },
      });

    case 'suggestionsFailed': {
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      const serial = state.serial + 1;
      return withPresentation(
        { ...state, serial },
        {
          suggestions: {
            loading: false,
            providers: [],
            open: false,
            failure: { cause: action.cause, serial },
          },
        },
      );
    }

    case 'suggestionsOpened':
      return withPresentation(state, {
        suggestions: { ...presentation.suggestions, open: presentation.suggestions.providers.length > 0 },
      });

    case 'suggestionsClosed':
      if (!presentation.suggestions.open) return state;
      return withPresentation(state, { suggestions: { ...presentation.suggestions, open: false } });
  }
}
