import type { User } from '@shared/api/contract/session';

/** A signed-in couple as GET /api/me answers it, in the tests of the project site's islands. */
export function testUser(changes: Partial<User> = {}): User {
  return {
    id: 7,
    phone: '+33612345678',
    email: 'lea@example.fr',
    firstname: 'Léa',
    lastname: 'Moreau',
    city: 'Lyon',
    zipCode: '69001',
    country: 'FR',
    latitude: 45.76,
    longitude: 4.83,
    locale: 'fr-FR',
    has_finished_onboarding: true,
    ...changes,
  };
}
