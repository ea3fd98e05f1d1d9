import { toLanguage, type Language } from '@shared/i18n/languages';
import { DEFAULT_COUNTRY, SITES, toCountryCode } from '@shared/sites';
import { html } from '../html/html';
import { linkedText } from '../html/linked-text';
import type { QueuedEmail } from './email-queue';

/**
 * How an email speaks to its recipient: in their language (else the request's), under the brand of their
 * country's site.
 */
export function voiceOf(
  recipient: { locale: string | null; country: string | null },
  requestLanguage: Language,
): { language: Language; brand: string } {
  return {
    language: toLanguage(recipient.locale) ?? requestLanguage,
    brand: SITES[toCountryCode(recipient.country) ?? DEFAULT_COUNTRY].brand,
  };
}

/**
 * An email in both parts from its plain text, in `language`: the HTML part says exactly what the text says,
 * a paragraph per blank-line-separated block, its line breaks kept and every address a link. One look for
 * every email, and no second wording of it to keep in step with the first.
 */
export function composeEmail({
  to,
  subject,
  text,
  language,
}: {
  to: string;
  subject: string;
  text: string;
  language: Language;
}): QueuedEmail {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) =>
      block.split('\n').map((line, index) => html`${index > 0 ? html`<br />` : ''}${linkedText(line)}`),
    );
  const body = html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.5;color:#1f1a17"
      >
        <div style="max-width:560px;margin:0 auto">
          ${paragraphs.map((paragraph) => html`<p style="margin:0 0 16px">${paragraph}</p>`)}
        </div>
      </body>
    </html>`;
  return { to, subject, text, html: body.value };
}
