import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, useEffect, useId, useMemo } from 'react';
import { apiClient, describeError } from '@shared/api/client';
import * as devApi from '@shared/api/contract/dev';
import { hostElementLanguage, translate } from '@shared/i18n';
import { Button } from '@shared/ui/button';
import { dispatchElementEvent, type HostProps } from '../define';
import { firstCode, splitCodes } from './find-codes';
import { OutboxFeed, type CopyOutcome, type OutboxMessage, type OutboxNotice } from './outbox-feed';
import '@shared/ui/theme/theme.css';
import './sms-outbox.css';

export interface SmsOutboxProps extends HostProps {
  /** The E.164 number whose SMS to show; without it, nothing is loaded (the server never lists every number). */
  phone?: string;
  /** Seconds between the end of a load and the next; 0 loads only on the button. */
  refreshSeconds?: number;
}

const DEFAULT_REFRESH_SECONDS = 5;

const sentAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

function formatSentAt(sentAt: string): string {
  const date = new Date(sentAt);
  return Number.isNaN(date.getTime()) ? sentAt : sentAtFormat.format(date);
}

function describeNotice(notice: OutboxNotice | undefined): string {
  if (notice === undefined) return '';
  if (notice.kind === 'copy') {
    const { code, outcome } = notice;
    if (outcome === 'copied') return `Code ${code} copied.`;
    if (outcome === 'failed') return `Code ${code} could not be copied: select it and copy it.`;
    return `Select the code ${code} to copy it: this page cannot write to the clipboard.`;
  }
  const [newest] = notice.messages;
  const code = newest && firstCode(newest.text);
  const count = notice.messages.length === 1 ? '1 new SMS' : `${notice.messages.length} new SMS`;
  return newest && code ? `${count}; the newest, to ${newest.phone}, has the code ${code}.` : `${count}.`;
}

function keyOf(message: OutboxMessage): string {
  return `${message.sentAt} ${message.phone} ${message.text}`;
}

interface MessageTextProps {
  message: OutboxMessage;
  onCopy: (code: string, phone: string) => void;
}

/** The SMS text with each six-digit code highlighted (selected whole on click) and a button to copy it. */
function MessageText({ message, onCopy }: MessageTextProps) {
  return splitCodes(message.text).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <Fragment key={index}>
        <mark className="pp-sms-outbox__code">{part.text}</mark>{' '}
        <Button
          variant="link"
          className="pp-sms-outbox__copy"
          aria-label={`Copy code ${part.text}`}
          onClick={() => onCopy(part.text, message.phone)}
        >
          Copy
        </Button>
      </Fragment>
    ),
  );
}

/** The clipboard API exists only in secure contexts (https, localhost). */
async function copyToClipboard(code: string): Promise<CopyOutcome> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return 'unavailable';
  try {
    await clipboard.writeText(code);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * A development tool: the SMS the server's outbox transport stored for one number, newest first, to read the
 * codes from.
 */
export function SmsOutbox({ phone, ...props }: SmsOutboxProps) {
  if (!phone) {
    return (
      <section className="pp-ui-theme pp-sms-outbox">
        <p className="pp-sms-outbox__empty">Give a phone number (data-phone) to see the SMS sent to it.</p>
      </section>
    );
  }
  return <PhoneOutbox phone={phone} {...props} />;
}

function PhoneOutbox({
  host,
  phone,
  refreshSeconds = DEFAULT_REFRESH_SECONDS,
}: SmsOutboxProps & { phone: string }) {
  useSignals();
  const headingId = useId();
  // Its own texts are English (a development tool); a failure is told in the page's language.
  const language = hostElementLanguage({});
  const feed = useMemo(
    () =>
      new OutboxFeed({
        fetchMessages: async (signal) =>
          (await apiClient.call(devApi.smsOutbox, { phone }, { signal })).messages,
        refreshMs: Math.max(0, refreshSeconds) * 1000,
      }),
    [phone, refreshSeconds],
  );
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);

  const messages = feed.messages.value;
  const failure = feed.failure.value;
  const firstLoad = messages === undefined && feed.loading.value;

  function copy(code: string, to: string): void {
    dispatchElementEvent(host, 'pp-sms-outbox-copy', { code, phone: to });
    void copyToClipboard(code).then((outcome) => feed.reportCopy(code, outcome));
  }

  return (
    <section className="pp-ui-theme pp-sms-outbox" aria-labelledby={headingId} aria-busy={firstLoad}>
      <div className="pp-sms-outbox__bar">
        <h2 id={headingId} className="pp-sms-outbox__title">
          SMS sent to {phone}
        </h2>
        <Button variant="secondary" className="pp-sms-outbox__refresh" onClick={() => void feed.refresh()}>
          Refresh
        </Button>
      </div>
      <p className="pp-sms-outbox__notice" role="status">
        {describeNotice(feed.notice.value)}
      </p>
      {failure !== undefined && (
        <p className="pp-sms-outbox__error" role="alert">
          The outbox could not be loaded:{' '}
          {describeError(failure, (key, values) => translate(language, key, values))}
        </p>
      )}
      {firstLoad && <p className="pp-sms-outbox__loading">Loading the outbox…</p>}
      {messages?.length === 0 && <p className="pp-sms-outbox__empty">No SMS sent to {phone} yet.</p>}
      {messages !== undefined && messages.length > 0 && (
        <table className="pp-sms-outbox__table">
          <caption className="pp-sms-outbox__caption">Newest first</caption>
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">To</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={keyOf(message)}>
                <td>
                  <time dateTime={message.sentAt}>{formatSentAt(message.sentAt)}</time>
                </td>
                <td>{message.phone}</td>
                <td>
                  <MessageText message={message} onCopy={copy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
