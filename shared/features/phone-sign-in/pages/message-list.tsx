import { LiveRegion } from '@shared/ui/live-region';
import type { ShownMessage } from '../sign-in-messages';
import '../phone-sign-in.css';

export interface MessageListProps {
  messages: readonly ShownMessage[];
  className?: string;
}

/**
 * Messages shown and announced: news in a polite region, errors in an assertive one. Both regions are always
 * there (a region inserted with its text is often not announced); each message is keyed by its serial so
 * that the same text shown again is announced again.
 */
export function MessageList({ messages, className = 'pp-contact-widget__messages' }: MessageListProps) {
  const render = (message: ShownMessage) => (
    <p
      key={message.serial}
      className={`pp-contact-widget__message pp-contact-widget__message--${message.tone}`}
    >
      {message.text}
    </p>
  );
  return (
    <div className={className}>
      <LiveRegion politeness="polite">
        {messages.filter((message) => message.tone !== 'error').map(render)}
      </LiveRegion>
      <LiveRegion politeness="assertive">
        {messages.filter((message) => message.tone === 'error').map(render)}
      </LiveRegion>
    </div>
  );
}
