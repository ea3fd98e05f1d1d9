import { expect, type APIRequestContext } from '@playwright/test';
import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import * as referenceApi from '@shared/api/contract/reference';
import * as sessionApi from '@shared/api/contract/session';
import { exampleRegistration } from '@shared/api/contract/examples';
import type { ResponseOf } from '@shared/api/endpoint';
import { LYON } from '@shared/testing/project-fixtures';
import { DEMO_COUPLE_PHONE } from '@server/seed/demo-phones';
import { bodyOf, callEndpoint } from './call-endpoint';

/**
 * The reference server's API as the tests use it to arrange what a scenario starts from (a couple with an
 * account, a project) and to check what the widget did there. Every code sent counts against the server's
 * per-address limit of 20 codes an hour, which the whole run shares (every test calls from 127.0.0.1): the
 * functions that send one say so.
 */

export type SessionTokens = ResponseOf<typeof sessionApi.refreshToken>;

export interface Couple extends SessionTokens {
  phone: string;
  userId: number;
}

/** What a scenario's project says; `saveProject` fills in a wedding in Lyon for the rest. */
export type NewProject = Partial<projectsApi.NewProject> & Pick<projectsApi.NewProject, 'eventDate'>;
export type Project = projectsApi.Project;
export type Planner = referenceApi.PlannerSummary;

/** The couple the demo seed creates, with an account and an upcoming wedding that has its message. */
export const SEEDED_COUPLE_PHONE = DEMO_COUPLE_PHONE;

/** A French mobile number no other test uses: the server and its database are shared by the whole run. */
export function freshPhone(): string {
  return `+3376${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** `+33639981234` as a French visitor types it: `06 39 98 12 34`. */
export function nationalFrenchNumber(phone: string): string {
  const digits = phone.replace(/^\+33/, '0');
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/** The code of the newest SMS sent to `phone`, read from the development outbox. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = bodyOf(await callEndpoint(request, devApi.smsOutbox, { phone }));
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a six-digit code in the newest SMS to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * The newest link to `path` (`/confirm-email`, `/reset-password`) in the emails sent to `address`, read from the
 * development mail outbox, once one that `isNew` accepts has arrived (a link sent before the step is not it).
 */
export async function emailedLink(
  request: APIRequestContext,
  address: string,
  path: string,
  isNew: (link: string) => boolean = () => true,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = bodyOf(await callEndpoint(request, devApi.mailOutbox, { to: address }));
        link = messages.map(({ text }) => pattern.exec(text)?.[0]).find((found) => found !== undefined);
        return link !== undefined && isNew(link);
      },
      { message: `a ${path} link in the newest email to ${address}` },
    )
    .toBe(true);
  return link as string;
}

/** How many SMS the outbox holds for `phone`. */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return bodyOf(await callEndpoint(request, devApi.smsOutbox, { phone })).messages.length;
}

/**
 * The address a couple registered through the API signs in from: one IPv6 /48 of the documentation range per
 * phone number, so that the run's couples are counted by the per-address limits as the different people they
 * stand for, not as one client signing up dozens of accounts a minute.
 */
function addressOf(phone: string): string {
  return `2001:db8:${(Number(phone.slice(-7)) % 0x10000).toString(16)}::1`;
}

/**
 * A couple that verified its phone and created its profile through the API, signed in, speaking `locale`.
 * Sends one code.
 * `request` must not be shared with a test that verifies another phone at the same time (it keeps the
 * phone-proof cookie).
 */
export async function registerCouple(
  request: APIRequestContext,
  phone = freshPhone(),
  locale = 'fr-FR',
): Promise<Couple> {
  const client = addressOf(phone);
  expect((await callEndpoint(request, authApi.checkPhone, { phone }, { client })).status, 'code sent').toBe(
    200,
  );
  const code = await smsCode(request, phone);
  const verified = await callEndpoint(request, authApi.verifyPhone, { phone, code }, { client });
  expect(verified.status, 'code verified').toBe(200);
  const registered = await callEndpoint(
    request,
    authApi.register,
    { ...exampleRegistration(phone), email: `couple${phone.slice(-7)}@example.fr`, locale },
    { client },
  );
  const { user, token, refresh_token } = bodyOf(registered);
  return { phone, userId: user.id, token, refresh_token };
}

/**
 * A couple registered by the first test of a file that asks for it, then the same couple for the file's
 * other tests: one code for the file. Its tests run in order in one worker; a worker started again (after a
 * failure) registers a new one.
 */
export function coupleForFile(locale = 'fr-FR'): (request: APIRequestContext) => Promise<Couple> {
  let couple: Promise<Couple> | undefined;
  return (request) => (couple ??= registerCouple(request, freshPhone(), locale));
}

/** A new pair of tokens for the session of `refresh_token`, which is spent by this call. */
export async function refreshTokens(
  request: APIRequestContext,
  refresh_token: string,
): Promise<SessionTokens> {
  return bodyOf(await callEndpoint(request, sessionApi.refreshToken, { refresh_token }));
}

const HOUR_MS = 60 * 60_000;

/**
 * Whether the couple of `token` may create `count` more projects now, within every one of the project limits
 * (docs/product/projects-and-requests.md#project-limits). The first page of all their projects holds every one
 * created in the last day while the daily limit is not reached.
 */
export async function mayCreateProjects(
  request: APIRequestContext,
  token: string,
  count: number,
): Promise<boolean> {
  const open = bodyOf(await callEndpoint(request, projectsApi.getProjects, { status: 'open' }, { token }));
  const newest = bodyOf(await callEndpoint(request, projectsApi.getProjects, { status: 'all' }, { token }));
  const createdWithin = (ms: number) =>
    newest.projects.filter((project) => Date.now() - Date.parse(project.createdAt) < ms).length;
  return (
    open.total + count <= projectsApi.MAX_OPEN_PROJECTS &&
    createdWithin(HOUR_MS) + count <= projectsApi.MAX_PROJECTS_PER_HOUR &&
    createdWithin(24 * HOUR_MS) + count <= projectsApi.MAX_PROJECTS_PER_DAY
  );
}

/** A project for the couple of `token`, in Lyon unless `project` says otherwise. */
export async function saveProject(
  request: APIRequestContext,
  token: string,
  project: NewProject,
): Promise<Project> {
  const input = { eventType: 'wedding', ...LYON, ...project };
  return bodyOf(await callEndpoint(request, projectsApi.saveProject, input, { token })).project;
}

export async function projectsOf(request: APIRequestContext, token: string): Promise<Project[]> {
  return bodyOf(await callEndpoint(request, projectsApi.getProjects, {}, { token })).projects;
}

/** What the server answers when the couple of `token` sends `project` to `provider`. */
export async function sendToProvider(
  request: APIRequestContext,
  token: string,
  project: number,
  provider: number,
): Promise<ResponseOf<typeof providersApi.sendToProvider>> {
  const input = { project, prestataire: provider };
  return bodyOf(await callEndpoint(request, providersApi.sendToProvider, input, { token }));
}

/** The published wedding planners of a country site, by name (every page). */
export async function planners(request: APIRequestContext, country = 'FR'): Promise<Planner[]> {
  const found: Planner[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const body = bodyOf(await callEndpoint(request, referenceApi.allPlanners, { country, page }));
    found.push(...body.planners);
    pageCount = body.pageCount;
  }
  return found;
}

/** A calendar day `years` years from now and the way a French page writes it ("12 septembre 2031"). */
export function futureEventDate(
  years: number,
  dayOfYear = Math.floor(Math.random() * 360),
): {
  iso: string;
  french: string;
} {
  const date = new Date(Date.UTC(new Date().getUTCFullYear() + years, 0, 1 + dayOfYear));
  const french = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return { iso: date.toISOString().slice(0, 10), french };
}
