import type { Project } from '@shared/api/contract/projects';
import type { ProviderCard } from '@shared/api/contract/providers';
import { exampleProject } from '@shared/testing/project-fixtures';
import type { ContactAction } from './contact-actions';
import { contactReducer } from './contact-reducer';
import { initialState, type ContactState } from './contact-state';

/** States and data the flow's unit tests start from, reached through the reducer itself. */
export const PROVIDER_ID = 123;
export const NOW = Date.UTC(2030, 0, 15, 10, 0, 0);
export const TODAY = '2030-01-15';
export const PHONE = '+33612345678';

export function run(state: ContactState, ...actions: ContactAction[]): ContactState {
  return actions.reduce(contactReducer, state);
}

export function freshState(): ContactState {
  return initialState({ providerId: PROVIDER_ID, siteCountry: 'FR', language: 'fr' });
}

export function onAccount(): ContactState {
  return run(freshState(), { type: 'started', loggedIn: false });
}

export function onCodeStep(): ContactState {
  return run(
    onAccount(),
    { type: 'phoneChanged', input: '06 12 34 56 78' },
    { type: 'phoneSubmitted' },
    { type: 'codeSent', now: NOW },
  );
}

export function onInscription(): ContactState {
  return run(
    onCodeStep(),
    { type: 'codeChanged', digits: [...'123456'] },
    { type: 'codeVerified' },
    { type: 'accountChecked', hasAccount: false },
  );
}

export function project(id: number, eventDate: string, eventType = 'wedding'): Project {
  return exampleProject({ id, eventDate, eventType, eventLocation: 'Lyon', status: 'open' });
}

export const PROJECTS = [
  project(4, '2029-06-01'),
  project(7, '2030-09-12'),
  project(9, '2031-05-20'),
  project(8, '2030-01-15'),
];

export function onPresentation(projects: readonly Project[] = PROJECTS): ContactState {
  return run(
    freshState(),
    { type: 'started', loggedIn: true },
    { type: 'projectsLoaded', projects, today: TODAY },
  );
}

export function provider(id: number, name = `Planner ${id}`): ProviderCard {
  return {
    id,
    name,
    city: 'Lyon',
    cp: '69',
    portrait: '<p>Bonjour</p>',
    profileUrl: `/wedding-planner/planner-${id}`,
    profileImage: `/images/providers/${id}.jpg`,
    isPremium: id % 2 === 0,
    hasLoggedInTheLastDays: true,
    langues: [{ iso: 'fr', label: 'Français' }],
  };
}
