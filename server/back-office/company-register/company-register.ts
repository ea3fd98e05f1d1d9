import type { RegisteredCompany } from '@shared/api/contract/back-office/company';

/**
 * The public company register the company page looks a SIRET up in: the French state's company search
 * (`recherche-entreprises-register.ts`) or, in development and tests, fictional companies
 * (`fictional-register.ts`), chosen by `COMPANY_REGISTER`.
 */
export interface CompanyRegister {
  /** The establishment of that SIRET, or null when the register has none. */
  lookUp(siret: string): Promise<RegisteredCompany | null>;
}

/** The register did not answer, or answered what it should not (a 5xx, a timeout, a body of another shape). */
export class CompanyRegisterUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`the company register is unavailable: ${reason}`, options);
    this.name = 'CompanyRegisterUnavailable';
  }
}
