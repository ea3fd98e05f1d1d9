import { useTranslation } from 'react-i18next';
import { isSignInError, wordSignInNotice } from '../sign-in-messages';
import type { SignInState } from '../sign-in-state';
import { MessageList } from './message-list';

/** The sign-in's message on show (a code sent, a failure), announced; for a host with no messages of its own. */
export function SignInMessages({ signIn }: { signIn: SignInState }) {
  const { t } = useTranslation();
  const { notice } = signIn;
  const messages = notice
    ? [
        {
          serial: notice.serial,
          tone: isSignInError(notice) ? 'error' : 'info',
          text: wordSignInNotice(notice, t),
        } as const,
      ]
    : [];
  return <MessageList messages={messages} />;
}
