import type { Language } from '@shared/i18n';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { EMAIL_LINK_MS } from '@server/auth/email-changes';
import { translate } from '@server/i18n/translate';
import { composeEmail, voiceOf } from '@server/mail/compose-email';
import type { QueuedEmail } from '@server/mail/email-queue';
import type { SiteUrls } from '@server/pages/seo/public-site';

/** How long a password reset link works. */
export const PASSWORD_RESET_LINK_MS = 60 * 60_000;

/** The provider an email goes to: their language, and their country's brand. */
export interface Recipient {
  email: string;
  locale: string | null;
  country: string | null;
}

/** A back-office page's absolute address, with the link's token when it carries one. */
export function backOfficePage(
  urls: Pick<SiteUrls, 'backOffice'>,
  page: 'login' | 'forgotPassword' | 'resetPassword' | 'confirmEmail',
  token?: string,
): string {
  const url = new URL(BACK_OFFICE_PATHS[page], urls.backOffice);
  if (token !== undefined) url.searchParams.set('token', token);
  return url.href;
}

/**
 * An email to a provider in their language (else the request's), under their country's brand: catalog texts,
 * links and the brand only, never text someone typed.
 */
function providerEmail(
  recipient: Recipient,
  requestLanguage: Language,
  texts: {
    subject: 'welcomeSubject' | 'existingSubject' | 'resetSubject';
    body: 'welcomeBody' | 'existingBody' | 'resetBody';
  },
  values: Record<string, string | number>,
): QueuedEmail {
  const { language, brand } = voiceOf(recipient, requestLanguage);
  return composeEmail({
    to: recipient.email,
    subject: translate(language, `providerAccount.${texts.subject}`),
    text: translate(language, `providerAccount.${texts.body}`, { brand, ...values }),
    language,
  });
}

/** The sign-up's email: the link that confirms the account's address. */
export function welcomeEmail(
  recipient: Recipient,
  token: string,
  urls: Pick<SiteUrls, 'backOffice'>,
  requestLanguage: Language,
): QueuedEmail {
  return providerEmail(
    recipient,
    requestLanguage,
    { subject: 'welcomeSubject', body: 'welcomeBody' },
    { link: backOfficePage(urls, 'confirmEmail', token), hours: EMAIL_LINK_MS / 3_600_000 },
  );
}

/**
 * What a sign-up with an address that has an account already sends instead of a link: where to sign in, and
 * where to reset a forgotten password. Only the address's owner learns that it has an account.
 */
export function existingAccountEmail(
  recipient: Recipient,
  urls: Pick<SiteUrls, 'backOffice'>,
  requestLanguage: Language,
): QueuedEmail {
  return providerEmail(
    recipient,
    requestLanguage,
    { subject: 'existingSubject', body: 'existingBody' },
    { signInLink: backOfficePage(urls, 'login'), resetLink: backOfficePage(urls, 'forgotPassword') },
  );
}

/** The link to choose a new password. */
export function passwordResetEmail(
  recipient: Recipient,
  token: string,
  urls: Pick<SiteUrls, 'backOffice'>,
  requestLanguage: Language,
): QueuedEmail {
  return providerEmail(
    recipient,
    requestLanguage,
    { subject: 'resetSubject', body: 'resetBody' },
    { link: backOfficePage(urls, 'resetPassword', token), hours: PASSWORD_RESET_LINK_MS / 3_600_000 },
  );
}
