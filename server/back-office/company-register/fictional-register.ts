import type { RegisteredCompany } from '@shared/api/contract/back-office/company';
import type { CompanyRegister } from './company-register';

/**
 * Companies that exist nowhere, with SIRETs of the 90… range no real company has and valid keys, for the demo,
 * development and the page tests: the company page's lookup works without the network.
 */
export const FICTIONAL_COMPANIES: readonly RegisteredCompany[] = [
  {
    siret: '90100000100015',
    name: 'Atelier Lumière Mariages',
    street: '12 rue de la République',
    postalCode: '69001',
    city: 'Lyon',
    legalForm: 'SARL',
  },
  {
    siret: '90200000200011',
    name: 'Les Noces de Camille',
    street: '3 quai de la Fosse',
    postalCode: '44000',
    city: 'Nantes',
    legalForm: 'Entrepreneur individuel',
  },
  {
    siret: '90300000300017',
    name: 'Maison Fiction Événements',
    street: '48 avenue Jean Médecin',
    postalCode: '06000',
    city: 'Nice',
    legalForm: 'SAS',
  },
];

export function fictionalRegister(): CompanyRegister {
  return {
    lookUp: async (siret) => FICTIONAL_COMPANIES.find((company) => company.siret === siret) ?? null,
  };
}
