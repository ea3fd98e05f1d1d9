import type { User } from '@shared/api/contract/session';
import type { Language } from '@shared/i18n';
import { translate } from '../i18n/translate';
import { composeEmail, voiceOf } from '../mail/compose-email';
import type { QueuedEmail } from '../mail/email-queue';
import { EMAIL_LINK_MS, type EmailLink } from './email-changes';

/**
 * The email that carries a confirmation link, in the account's language (else the request's), under the brand
 * of their country's site. Made of catalog texts, the link and the brand only: nothing the account holder
 * wrote goes into a message sent to an address they chose. `pageUrl` is the page the link opens, on the
 * account's own host: the project site's for a couple (`EMAIL_CONFIRMATION_PATH`), the back-office's for a
 * provider.
 */
export function confirmationEmail(
  link: EmailLink,
  user: Pick<User, 'locale' | 'country'>,
  { pageUrl, requestLanguage }: { pageUrl: string; requestLanguage: Language },
): QueuedEmail {
  const { language, brand } = voiceOf(user, requestLanguage);
  const url = new URL(pageUrl);
  url.searchParams.set('token', link.token);
  return composeEmail({
    to: link.email,
    subject: translate(language, 'emailChange.mailSubject'),
    text: translate(language, 'emailChange.mailBody', {
      brand,
      link: url.href,
      hours: EMAIL_LINK_MS / 3_600_000,
    }),
    language,
  });
}
