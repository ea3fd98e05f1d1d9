import type { Registration } from './auth';
import type { User } from './session';

/**
 * Example payloads of the contract, shared by the test suites and the bench so that a change of shape is made
 * in one place (the type checker then points at every example that no longer fits).
 */
export const EXAMPLE_USER: User = {
  id: 7,
  phone: '+33612345678',
  email: 'camille.martin@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Lyon',
  zipCode: '69001',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
  locale: 'fr',
  has_finished_onboarding: true,
};

/** `EXAMPLE_USER` with `changes`: the account a test needs, its own fields named where its checks read them. */
export function exampleUser(changes: Partial<User> = {}): User {
  return { ...EXAMPLE_USER, ...changes };
}

export function exampleRegistration(phone = EXAMPLE_USER.phone ?? '+33612345678'): Registration {
  return {
    email: 'camille.martin@example.fr',
    lastname: 'Martin',
    firstname: 'Camille',
    phone,
    city: 'Lyon',
    zipCode: '69001',
    country: 'FR',
    latitude: 45.76,
    longitude: 4.83,
    locale: 'fr',
  };
}
