import { type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import type {
  ContactWidgetErrorDetail,
  ContactWidgetSentDetail,
  ContactWidgetStepDetail,
} from '@widgets/contact-widget/contact-widget-events';
import { planners, type Planner, type SessionTokens } from './server-api';

/**
 * Opens the profile page of the `index`-th French planner (by name), with its widget. Each test takes its
 * own planner, so that no two tests' requests meet.
 */
export async function openProviderProfile(page: Page, index: number): Promise<Planner> {
  const provider = (await planners(page.request))[index];
  if (!provider) throw new Error(`the seed has no French planner number ${index}`);
  await page.goto(`/wedding-planner/${provider.slug}`);
  return provider;
}

/** The calls to the API path `pathname` the page makes from now on. */
export function watchCalls(page: Page, pathname: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) calls.push(request);
  });
  return calls;
}

/** What the host page heard from the widgets, with the `data-provider-id` of the widget that sent it. */
export type HeardEvent = { from: string | null } & (
  | { type: 'pp-contact-widget-step'; detail: ContactWidgetStepDetail }
  | { type: 'pp-contact-widget-sent'; detail: ContactWidgetSentDetail }
  | { type: 'pp-contact-widget-error'; detail: ContactWidgetErrorDetail }
);

const EVENT_NAMES = ['pp-contact-widget-step', 'pp-contact-widget-sent', 'pp-contact-widget-error'] as const;

/**
 * Listens, as a host page would, to the widgets' events on the document from before the page's scripts
 * run, so that the first page shown is heard too. Call before `page.goto`; read with the returned function.
 */
export async function listenToWidgetEvents(page: Page): Promise<() => Promise<HeardEvent[]>> {
  await page.addInitScript((names) => {
    const heard: HeardEvent[] = [];
    Object.assign(window, { heardWidgetEvents: heard });
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const from = event.target instanceof Element ? event.target.getAttribute('data-provider-id') : null;
        heard.push({ type: name, detail: event.detail, from } as HeardEvent);
      });
    }
  }, EVENT_NAMES);
  return () =>
    page.evaluate(() => (window as unknown as { heardWidgetEvents: HeardEvent[] }).heardWidgetEvents);
}

/** The pages the widgets showed, in order. */
export function stepsOf(events: readonly HeardEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'pp-contact-widget-step' ? [event.detail.step] : []));
}

/** The requests the widgets sent, in order. */
export function sentOf(events: readonly HeardEvent[]): (ContactWidgetSentDetail & { from: string | null })[] {
  return events.flatMap((event) =>
    event.type === 'pp-contact-widget-sent' ? [{ ...event.detail, from: event.from }] : [],
  );
}

/** Signs the browser in as a couple: the token cookies the widget keeps, on the site's host. */
export async function signInBrowser(
  context: BrowserContext,
  baseURL: string,
  tokens: SessionTokens,
): Promise<void> {
  await context.addCookies([
    { name: 'token', value: tokens.token, url: baseURL },
    { name: 'refresh_token', value: tokens.refresh_token, url: baseURL },
  ]);
}

/** The token cookies the browser holds for the site, as the widget left them. */
export async function tokenCookies(
  context: BrowserContext,
  baseURL: string,
): Promise<{ token?: string; refresh_token?: string }> {
  const cookies = await context.cookies(baseURL);
  const valueOf = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  return { token: valueOf('token'), refresh_token: valueOf('refresh_token') };
}

/** The widget's page headings, in French. */
export const HEADINGS = {
  account: 'Contactez ce wedding planner',
  inscription: 'Créez votre profil',
  presentation: 'Envoyez votre demande',
} as const;

export function pageHeading(widget: Locator, page: keyof typeof HEADINGS): Locator {
  return widget.getByRole('heading', { level: 2, name: HEADINGS[page], exact: true });
}

/** The widget's news (role=status) and its errors (role=alert), outside its dialogs' own regions. */
export function newsOf(widget: Locator): Locator {
  return widget.locator('.pp-contact-widget__messages').getByRole('status');
}

export function errorsOf(widget: Locator): Locator {
  return widget.locator('.pp-contact-widget__messages').getByRole('alert');
}

/** How the project selector shows a wedding in Lyon on `frenchDate`: its title, then its details. */
export function weddingInLyon(frenchDate: string): RegExp {
  return new RegExp(`^Mariage\\s*${frenchDate} · Lyon$`);
}

/** Types a French number and asks for the code. */
export async function askForCode(widget: Locator, nationalNumber: string): Promise<void> {
  await widget.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(nationalNumber);
  await widget.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
}

export function codeGroup(widget: Locator): Locator {
  return widget.getByRole('group', { name: 'Code de vérification' });
}

export function codeBox(widget: Locator, position: number): Locator {
  return codeGroup(widget).getByRole('textbox', { name: `Chiffre ${position} sur 6`, exact: true });
}

/** What the six boxes hold, in order. */
export async function codeBoxValues(widget: Locator): Promise<string[]> {
  return Promise.all([1, 2, 3, 4, 5, 6].map((position) => codeBox(widget, position).inputValue()));
}

/** Types the code as a person does: in the first box, one key per digit, the focus moving on by itself. */
export async function typeCode(widget: Locator, code: string): Promise<void> {
  await codeBox(widget, 1).click();
  await widget.page().keyboard.type(code);
}

/** A code that is not `code`: each digit moved by one. */
export function wrongCode(code: string): string {
  return [...code].map((digit) => String((Number(digit) + 1) % 10)).join('');
}
