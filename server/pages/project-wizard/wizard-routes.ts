import type { FastifyInstance } from 'fastify';
import { readWizardAddress, wizardStartPath } from '@shared/features/project-wizard/wizard-url';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';
import type { HostPages } from '../host-pages';
import type { ProjectPageLanguage } from '../project-site/project-layout';
import { wizardPage } from './wizard-page';

/**
 * The project wizard's pages on the project site: `/projects/new` and one address per step (an unknown step
 * is the not-found page), and the contact widget's link, `/?project=new&prestataire={id}`, sent on to the
 * wizard with that planner. Register before the home: the redirect is a hook of this host's routes.
 */
export function registerProjectWizard(app: FastifyInstance, pages: HostPages<ProjectPageLanguage>): void {
  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    if (pathname !== '/' || request.method !== 'GET') return;
    const address = readWizardAddress(pathname, `?${search}`);
    if (address) return reply.redirect(wizardStartPath(address.prestataire), 302);
  });
  pages.get(WIZARD_PATH, async (call) => wizardPage(call, pages.urls));
  pages.get<{ Params: { step: string } }>(`${WIZARD_PATH}/:step`, async (call) => {
    const { pathname, search } = new URL(call.request.url, 'http://project.invalid');
    return readWizardAddress(pathname, search)?.step ? wizardPage(call, pages.urls) : call.notFound();
  });
}
