import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Sign in',
      greeting: 'Hello {{name}}',
      logOut: 'Log out',
    },
    home: {
      title: 'Your upcoming projects',
      loading: 'Loading your projects…',
      loadFailed: 'Your projects could not be loaded.',
      empty: 'You have no upcoming project.',
      newProject: 'New project',
      contacted: 'Wedding planners contacted: {{count}}',
      answered: 'Replies received: {{count}}',
      draftTitle: 'A project to finish',
      draftText: 'You started a project without sending it: pick up where you left off.',
      continueDraft: 'Continue my project',
      more: 'Show more projects',
      moreLoading: 'Loading more projects…',
      moreFailed: 'The next projects could not be loaded.',
      closedTitle: 'Closed projects',
      closedIntro: 'They stay here with their requests, but can no longer be changed or sent.',
      closedOn: 'Closed on {{date}}',
      closedLoadFailed: 'Your closed projects could not be loaded.',
      closedMore: 'Show more closed projects',
    },
    signIn: {
      heading: 'Sign in with your phone',
      inscriptionIntro: 'Create your profile to prepare your wedding project.',
      signedIn: 'You are signed in. Taking you to your project…',
    },
    addToProject: {
      open: 'Add {{name}} to a project',
      project: 'Project',
      add: 'Add',
      adding: 'Adding…',
      signInFirst: 'Sign in to add this wedding planner to a project.',
      signInLink: 'Sign in',
      noProject: 'You have no open upcoming project.',
      createProject: 'Create a project',
      sent: 'Request sent to {{name}}.',
      noMessage: 'This project has no message for wedding planners yet: add one from the project.',
      openProject: 'Open the project',
    },
  },
} satisfies typeof french;
