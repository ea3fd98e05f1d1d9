import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '@server/db/database';
import { findOwnedProject } from '@server/projects/projects';
import { publishedProviderCountry } from '@server/providers/published-provider';
import { databaseIdTextSchema } from '@shared/api/contract/primitives';
import { toCountryCode } from '@shared/sites';
import {
  readAlreadySent,
  readWizardAddress,
  SENT_PATH,
  WIZARD_PATH,
  wizardStartPath,
  type WizardAddress,
} from '@shared/features/project-wizard/wizard-url';
import type { HostPages, PageCall } from '../host-pages';
import { pageCaller } from '../project-site/page-caller';
import type { ProjectPageLanguage } from '../project-site/project-layout';
import { LOCALE_PARAM } from '../visitor-locale';
import { sentPage } from './sent-page';
import { wizardPage } from './wizard-page';

/**
 * The wizard's page for the couple's wedding: in the country of the planner the address names (its city
 * search, its phone's default country), whatever the language; an unknown planner leaves the page's country.
 */
async function wizardFor(
  db: Database,
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
 * is the not-found page), the page of a project it sent (`/projects/{id}/sent`: another couple's project, or
 * none, is the not-found page, as on the project's own page), and the contact widget's link,
 * `/?project=new&prestataire={id}`, sent on to the wizard with that planner and the locale the link names. Register before the home: the
 * redirect is a hook of this host's routes.
 */
export function registerProjectWizard(
  app: FastifyInstance,
  pages: HostPages<ProjectPageLanguage>,
  db: Database,
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
  pages.get<{ Params: { id: string } }>(SENT_PATH, async (call) => {
    const id = v.safeParse(databaseIdTextSchema, call.request.params.id);
    if (!id.success) return call.notFound();
    const caller = await pageCaller(app, call.request);
    const project = caller && (await findOwnedProject(db, caller.userId, id.output));
    if (caller && !project) return call.notFound();
    const { search } = new URL(call.request.url, 'http://project.invalid');
    const page = { ...call, country: toCountryCode(project?.country) ?? call.country };
    return sentPage(page, pages.urls, id.output, readAlreadySent(search));
  });
}
