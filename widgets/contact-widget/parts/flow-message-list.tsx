import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageList } from '@shared/features/phone-sign-in/pages/message-list';
import type { ShownMessage } from '@shared/features/phone-sign-in/sign-in-messages';
import { isError, wordMessage, type FlowMessage } from '../flow/flow-messages';

const NEWS_TONE: Readonly<Partial<Record<FlowMessage['kind'], 'info' | 'success'>>> = {
  'request-sent': 'success',
};

/** The widget's messages, worded, with their tone. */
export function showMessages(messages: readonly FlowMessage[], t: TFunction): ShownMessage[] {
  return messages.map((message) => ({
    serial: message.serial,
    tone: isError(message) ? 'error' : (NEWS_TONE[message.kind] ?? 'info'),
    text: wordMessage(message, t),
  }));
}

interface FlowMessageListProps {
  messages: readonly FlowMessage[];
  className?: string;
}

/** A suggested provider's card's messages, worded and announced. */
export function FlowMessageList({ messages, className }: FlowMessageListProps) {
  const { t } = useTranslation();
  return <MessageList messages={showMessages(messages, t)} className={className} />;
}
