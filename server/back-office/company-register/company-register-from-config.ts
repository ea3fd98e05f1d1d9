import type { Config } from '@server/config';
import type { CompanyRegister } from './company-register';
import { fictionalRegister } from './fictional-register';
import { rechercheEntreprisesRegister } from './recherche-entreprises-register';

/** The register `COMPANY_REGISTER` names: the state's company search, or the fictional companies. */
export function companyRegisterFromConfig({
  companyRegister,
}: Pick<Config, 'companyRegister'>): CompanyRegister {
  return companyRegister.kind === 'recherche-entreprises'
    ? rechercheEntreprisesRegister(companyRegister)
    : fictionalRegister();
}
