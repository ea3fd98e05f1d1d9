import { useTranslation } from 'react-i18next';
import { LiveRegion } from '@shared/ui/live-region';
import { isError, wordMessage, type FlowMessage } from '../flow/flow-messages';

const TONE: Readonly<Record<FlowMessage['kind'], 'info' | 'success' | 'error'>> = {
  'code-sent': 'info',
  'request-sent': 'success',
  'already-sent': 'info',
  'session-expired': 'error',
  failed: 'error',
  'register-failed': 'error',
  'send-failed': 'error',
  'suggestions-failed': 'error',
};

interface FlowMessageListProps {
  messages: readonly FlowMessage[];
  className?: string;
}

/**
 * Messages shown and announced: news in a polite region, errors in an assertive one. Both regions are always
 * there (a region inserted with its text is often not announced); each message is keyed by its serial so
 * that the same text shown again is announced again.
 */
export function FlowMessageList({
  messages,
  className = 'pp-contact-widget__messages',
}: FlowMessageListProps) {
  const { t } = useTranslation();
  const render = (message: FlowMessage) => (
    <p
      key={message.serial}
      className={`pp-contact-widget__message pp-contact-widget__message--${TONE[message.kind]}`}
    >
      {wordMessage(message, t)}
    </p>
  );
  return (
    <div className={className}>
      <LiveRegion politeness="polite">
        {messages.filter((message) => !isError(message)).map(render)}
      </LiveRegion>
      <LiveRegion politeness="assertive">{messages.filter(isError).map(render)}</LiveRegion>
    </div>
  );
}
