import { useTranslation } from 'react-i18next';
import { MessageList } from '@shared/features/phone-sign-in/pages/message-list';
import { isError, wordMessage, type FlowMessage } from '../flow/flow-messages';

const NEWS_TONE: Readonly<Partial<Record<FlowMessage['kind'], 'info' | 'success'>>> = {
  'request-sent': 'success',
};

interface FlowMessageListProps {
  messages: readonly FlowMessage[];
  className?: string;
}

/** The widget's messages (or a suggested provider's card's), worded and announced. */
export function FlowMessageList({ messages, className }: FlowMessageListProps) {
  const { t } = useTranslation();
  const shown = messages.map((message) => ({
    serial: message.serial,
    tone: isError(message) ? ('error' as const) : (NEWS_TONE[message.kind] ?? 'info'),
    text: wordMessage(message, t),
  }));
  return <MessageList messages={shown} className={className} />;
}
