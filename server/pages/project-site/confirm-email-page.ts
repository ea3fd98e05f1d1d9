import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { emailConfirmationTokenSchema } from '@shared/api/contract/account';
import { buttonClassName } from '@shared/ui/button/button-class';
import {
  confirmEmailChange,
  EMAIL_CONFIRMATION_PATH,
  EmailLinkRefusal,
  inspectEmailLink,
  type RefusedLinkState,
} from '@server/auth/email-changes';
import type { Database } from '@server/db/database';
import type { Clock } from '@server/http/clock';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import type { HostPages, PageCall } from '../host-pages';
import { html, type SafeHtml } from '@server/html/html';
import { PROJECT_SITE_SECTIONS, type ProjectPageLanguage } from './project-layout';
import { titledProjectPage } from './titled-project-page';

/** What the page shows: the button that confirms, the swap done, or why the link no longer works. */
type ConfirmationView =
  | { kind: 'ask'; email: string; token: string }
  | { kind: 'confirmed'; email: string }
  | { kind: 'refused'; state: RefusedLinkState };

/** The token as a link or the form gives it; anything else reads as a link nobody sent. */
function tokenOf(value: unknown): string | null {
  const parsed = v.safeParse(emailConfirmationTokenSchema, value);
  return parsed.success ? parsed.output : null;
}

function viewBody({ language }: ProjectPageLanguage, view: ConfirmationView): SafeHtml {
  const t = (key: ServerTranslationKey, values?: Record<string, string>) => translate(language, key, values);
  const toAccount = html`<p>
    <a class="${buttonClassName('secondary')}" href="${PROJECT_SITE_SECTIONS.account}"
      >${t('emailChange.toAccount')}</a
    >
  </p>`;
  switch (view.kind) {
    case 'ask':
      // A POST, not the link itself: mail scanners that open every link of a message confirm nothing.
      return html`<p>${t('emailChange.pageLead')}</p>
        <p class="confirm-email__address"><strong>${view.email}</strong></p>
        <form method="post" action="${EMAIL_CONFIRMATION_PATH}">
          <input type="hidden" name="token" value="${view.token}" />
          <button class="${buttonClassName('primary')}" type="submit">${t('emailChange.confirm')}</button>
        </form>`;
    case 'confirmed':
      return html`<p class="notice notice--success" role="status">
          ${t('emailChange.confirmed', { email: view.email })}
        </p>
        ${toAccount}`;
    case 'refused':
      return html`<p class="notice notice--error" role="alert">
          ${new EmailLinkRefusal(view.state).messageIn(language)}
        </p>
        ${view.state === 'unknown' || view.state === 'used' ? null : html`<p>${t('emailChange.newLink')}</p>`}
        ${toAccount}`;
  }
}

function statusOf(view: ConfirmationView): number {
  return view.kind === 'refused' ? new EmailLinkRefusal(view.state).statusCode : 200;
}

/**
 * Answers the page for `view`. Never kept by a cache, and the address, which carries the link's secret, is
 * never sent on as a referrer.
 */
function renderView(
  call: PageCall<object, ProjectPageLanguage>,
  pages: HostPages<ProjectPageLanguage>,
  view: ConfirmationView,
) {
  call.reply.header('referrer-policy', 'no-referrer');
  const title = translate(call.language, 'emailChange.pageTitle');
  return call.render(
    titledProjectPage({
      page: call,
      urls: pages.urls,
      title,
      section: 'account',
      body: viewBody(call, view),
    }),
    { status: statusOf(view), cacheControl: 'no-store' },
  );
}

export interface ConfirmEmailPageDependencies {
  db: Database;
  clock: Clock;
}

/**
 * The page a confirmation link opens (docs/product/project-site.md#email-confirmation). Opening it changes
 * nothing: it shows the address and a button, whose form posts the token back; the post swaps the address
 * (the same `confirmEmailChange` as `POST /api/confirm-email`) and says so. A dead link says why, on both.
 * Works without JavaScript; the post's urlencoded body is read by this plugin only.
 */
export function confirmEmailPages(
  pages: HostPages<ProjectPageLanguage>,
  { db, clock }: ConfirmEmailPageDependencies,
) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    const own = pages.within(app);

    own.get<{ Querystring: { token?: unknown } }>(EMAIL_CONFIRMATION_PATH, async (call) => {
      const token = tokenOf(call.request.query.token);
      if (!token) return renderView(call, pages, { kind: 'refused', state: 'unknown' });
      const link = await inspectEmailLink(db, token, clock.now());
      return renderView(
        call,
        pages,
        link.state === 'live'
          ? { kind: 'ask', email: link.email, token }
          : { kind: 'refused', state: link.state },
      );
    });

    own.post(EMAIL_CONFIRMATION_PATH, async (call) => {
      const form = call.request.body instanceof URLSearchParams ? call.request.body : new URLSearchParams();
      const token = tokenOf(form.get('token'));
      if (!token) return renderView(call, pages, { kind: 'refused', state: 'unknown' });
      try {
        const { email } = await confirmEmailChange(db, token, clock.now());
        return renderView(call, pages, { kind: 'confirmed', email });
      } catch (error) {
        if (!(error instanceof EmailLinkRefusal)) throw error;
        return renderView(call, pages, { kind: 'refused', state: error.state });
      }
    });
  };
}
