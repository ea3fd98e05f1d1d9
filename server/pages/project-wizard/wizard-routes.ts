import type { FastifyInstance } from 'fastify';
import {
  readWizardAddress,
  wizardStartPath,
  type WizardAddress,
} from '@shared/features/project-wizard/wizard-url';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';
import type { Queryable } from '@server/db/database';
import { publishedProviderCountry } from '@server/providers/published-provider';
import type { HostPages, PageCall } from '../host-pages';
import type { ProjectPageLanguage } from '../project-site/project-layout';
import { LOCALE_PARAM } from '../visitor-locale';
import { wizardPage } from './wizard-page';

/**
 * The wizard's page for the couple's wedding: in the country of the planner the address names (its city
 * search, its phone's default country), whatever the language; an unknown planner leaves the page's country.
 */
async function wizardFor(
  db: Queryable,
  call: PageCall<object, ProjectPageLanguage>,
  address: WizardAddress,
  pages: HostPages<ProjectPageLanguage>,
): Promise<string> {
  const planner = typeof address.prestataire === 'number' ? address.prestataire : null;
  const country = (planner !== null && (await publishedProviderCountry(db, planner))) || call.country;
  return wizardPage({ ...call, country }, pages.urls);
}

/**
 * The project wizard's pages on the project site: `/projects/new` and one address per step (an unknown step
 * is the not-found page), and the contact widget's link, `/?project=new&prestataire={id}`, sent on to the
 * wizard with that planner and the locale the link names. Register before the home: the redirect is a hook of
 * this host's routes.
 */
export function registerProjectWizard(
  app: FastifyInstance,
  pages: HostPages<ProjectPageLanguage>,
  db: Queryable,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    if (pathname !== '/' || request.method !== 'GET') return;
    const address = readWizardAddress(pathname, `?${search}`);
    if (!address) return;
    const target = new URL(wizardStartPath(address.prestataire), 'http://project.invalid');
    const locale = new URLSearchParams(search).get(LOCALE_PARAM);
    if (locale !== null) target.searchParams.set(LOCALE_PARAM, locale);
    return reply.redirect(`${target.pathname}${target.search}`, 302);
  });
  const addressOf = (call: PageCall<object, ProjectPageLanguage>) => {
    const { pathname, search } = new URL(call.request.url, 'http://project.invalid');
    return readWizardAddress(pathname, search);
  };
  pages.get(WIZARD_PATH, async (call) =>
    wizardFor(db, call, addressOf(call) ?? { step: null, prestataire: null }, pages),
  );
  pages.get(`${WIZARD_PATH}/:step`, async (call) => {
    const address = addressOf(call);
    return address?.step ? wizardFor(db, call, address, pages) : call.notFound();
  });
}
