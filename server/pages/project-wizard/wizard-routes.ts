import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Database } from '@server/db/database';
import { findOwnedProject } from '@server/projects/projects';
import { databaseIdTextSchema } from '@shared/api/contract/primitives';
import {
  readAlreadySent,
  readWizardAddress,
  SENT_PATH,
  WIZARD_PATH,
  wizardStartPath,
} from '@shared/features/project-wizard/wizard-url';
import type { HostPages } from '../host-pages';
import { pageCaller } from '../project-site/page-caller';
import type { ProjectPageLanguage } from '../project-site/project-layout';
import { sentPage } from './sent-page';
import { wizardPage } from './wizard-page';

/**
 * The project wizard's pages on the project site: `/projects/new` and one address per step (an unknown step
 * is the not-found page), the page of a project it sent (`/projects/{id}/sent`: another couple's project, or
 * none, is the not-found page, as on the project's own page), and the contact widget's link,
 * `/?project=new&prestataire={id}`, sent on to the wizard with that planner. Register before the home: the
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
    if (address) return reply.redirect(wizardStartPath(address.prestataire), 302);
  });
  pages.get(WIZARD_PATH, async (call) => wizardPage(call, pages.urls));
  pages.get<{ Params: { step: string } }>(`${WIZARD_PATH}/:step`, async (call) => {
    const { pathname, search } = new URL(call.request.url, 'http://project.invalid');
    return readWizardAddress(pathname, search)?.step ? wizardPage(call, pages.urls) : call.notFound();
  });
  pages.get<{ Params: { id: string } }>(SENT_PATH, async (call) => {
    const id = v.safeParse(databaseIdTextSchema, call.request.params.id);
    if (!id.success) return call.notFound();
    const caller = await pageCaller(app, call.request);
    if (caller && !(await findOwnedProject(db, caller.userId, id.output))) return call.notFound();
    const { search } = new URL(call.request.url, 'http://project.invalid');
    return sentPage(call, pages.urls, id.output, readAlreadySent(search));
  });
}
