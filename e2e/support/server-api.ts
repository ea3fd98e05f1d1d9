import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The reference server's API as the tests use it to arrange what a scenario starts from (a couple with an
 * account, a project) and to check what the widget did there. Every code sent counts against the server's
 * per-address limit of 20 codes an hour, which the whole run shares (every test calls from 127.0.0.1): the
 * functions that send one say so.
 */

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

export interface Couple extends SessionTokens {
  phone: string;
  userId: number;
}

export interface NewProject {
  eventType?: string;
  /** `YYYY-MM-DD`, in the future. */
  eventDate: string;
  eventLocation?: string;
  zipCode?: string;
  /** Where the autocomplete placed it; null for a place typed by hand, which the server then looks up. */
  latitude?: number | null;
  longitude?: number | null;
  message?: string;
}

export interface Project {
  id: number;
  eventDate: string;
  eventType: string;
  eventLocation: string | null;
  message: string | null;
}

export interface Planner {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  country: string;
}

/** The couple the demo seed creates, with an account and an upcoming wedding that has its message. */
export const SEEDED_COUPLE_PHONE = '+33612345678';

/** A French mobile number no other test uses: the server and its database are shared by the whole run. */
export function freshPhone(): string {
  return `+3376${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** `+33612345678` as a French visitor types it: `06 12 34 56 78`. */
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
        const outbox = await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
        expect(outbox.ok()).toBe(true);
        const { messages } = (await outbox.json()) as { messages: { text: string }[] };
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a six-digit code in the newest SMS to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** How many SMS the outbox holds for `phone`. */
export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  const outbox = await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(outbox.ok()).toBe(true);
  return ((await outbox.json()) as { messages: unknown[] }).messages.length;
}

/**
 * A couple that verified its phone and created its profile through the API, signed in. Sends one code.
 * `request` must not be shared with a test that verifies another phone at the same time (it keeps the
 * phone-proof cookie).
 */
export async function registerCouple(request: APIRequestContext, phone = freshPhone()): Promise<Couple> {
  expect((await request.post('/api/check-phone', { data: { phone } })).status(), 'code sent').toBe(200);
  const code = await smsCode(request, phone);
  expect((await request.post('/api/verify-phone', { data: { phone, code } })).status(), 'code verified').toBe(
    200,
  );
  const registered = await request.post('/api/register', {
    data: {
      email: `couple${phone.slice(-7)}@example.fr`,
      lastname: 'Martin',
      firstname: 'Camille',
      phone,
      city: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      latitude: 45.76,
      longitude: 4.83,
      locale: 'fr-FR',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { user, token, refresh_token } = (await registered.json()) as SessionTokens & {
    user: { id: number };
  };
  return { phone, userId: user.id, token, refresh_token };
}

/** A new pair of tokens for the session of `refresh_token`, which is spent by this call. */
export async function refreshTokens(
  request: APIRequestContext,
  refresh_token: string,
): Promise<SessionTokens> {
  const refreshed = await request.post('/api/token/refresh', { data: { refresh_token } });
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  return (await refreshed.json()) as SessionTokens;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A project for the couple of `token`, in Lyon unless `project` says otherwise. */
export async function saveProject(
  request: APIRequestContext,
  token: string,
  project: NewProject,
): Promise<Project> {
  const saved = await request.post('/api/save-project', {
    headers: bearer(token),
    data: {
      eventType: 'wedding',
      eventLocation: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      latitude: 45.76,
      longitude: 4.83,
      ...project,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { project: Project }).project;
}

export async function projectsOf(request: APIRequestContext, token: string): Promise<Project[]> {
  const answer = await request.get('/api/get-projects', { headers: bearer(token) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { projects: Project[] }).projects;
}

/** What the server answers when the couple of `token` sends `project` to `provider`. */
export async function sendToProvider(
  request: APIRequestContext,
  token: string,
  project: number,
  provider: number,
): Promise<{ success: boolean; error?: string }> {
  const answer = await request.post('/api/send-to-prestataire', {
    headers: bearer(token),
    data: { project, prestataire: provider },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { success: boolean; error?: string };
}

/** The published wedding planners of a country site, by name (every page). */
export async function planners(request: APIRequestContext, country = 'FR'): Promise<Planner[]> {
  const found: Planner[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const answer = await request.get(`/api/get-all-planners?country=${country}&page=${page}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { planners: Planner[]; pageCount: number };
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
