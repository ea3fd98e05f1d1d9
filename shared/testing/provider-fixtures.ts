import type { DirectoryCard } from '@shared/api/contract/directory';
import type { ProviderCard } from '@shared/api/contract/providers';

/** What every card of the example planner says, whichever endpoint answers it: Atelier Lumière in Lyon. */
const ATELIER_LUMIERE = {
  name: 'Atelier Lumière',
  city: 'Lyon',
  cp: '69',
  profileUrl: '/wedding-planner/atelier-lumiere',
  profileImage: null,
  isPremium: false,
  hasLoggedInTheLastDays: false,
  langues: [],
} satisfies Partial<ProviderCard & DirectoryCard>;

/** The example planner as the suggestion endpoints answer it, without photo or marks. */
export function exampleProviderCard(overrides: Partial<ProviderCard> = {}): ProviderCard {
  return { ...ATELIER_LUMIERE, id: 41, portrait: '<p>Des mariages lumineux.</p>', ...overrides };
}

/** The example planner as the directory and the favourites list it, known by its public id. */
export function exampleDirectoryCard(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    ...ATELIER_LUMIERE,
    id: 42,
    publicId: '0b6c5a0e-0000-4000-8000-000000000001',
    excerpt: 'Des mariages lumineux…',
    ...overrides,
  };
}
