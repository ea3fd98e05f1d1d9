import { batch, signal } from '@preact/signals-react';
import type { smsOutbox } from '@shared/api/contract/dev';
import type { ResponseOf } from '@shared/api/endpoint';

export type OutboxMessage = ResponseOf<typeof smsOutbox>['messages'][number];
export type FetchMessages = (signal: AbortSignal) => Promise<readonly OutboxMessage[]>;

export type CopyOutcome = 'copied' | 'failed' | 'unavailable';

/** The latest thing worth telling a screen-reader user about, for the element's live region. */
export type OutboxNotice =
  | { kind: 'arrivals'; messages: readonly OutboxMessage[] }
  | { kind: 'copy'; code: string; outcome: CopyOutcome };

export interface OutboxFeedOptions {
  fetchMessages: FetchMessages;
  /** Delay between the end of a load and the next one; 0 loads only on demand. */
  refreshMs: number;
}

function keyOf(message: OutboxMessage): string {
  return `${message.sentAt}\n${message.phone}\n${message.text}`;
}

/**
 * The outbox as one element instance sees it: loads on start, then every `refreshMs` and on demand. A load
 * started while another is in flight cancels it, so an older answer never overwrites a newer one.
 */
export class OutboxFeed {
  /** Newest first; undefined until the first answer. */
  readonly messages = signal<readonly OutboxMessage[] | undefined>(undefined);
  readonly loading = signal(false);
  /** Why the last load failed; undefined after a success. */
  readonly failure = signal<unknown>(undefined);
  /** The messages that were not there at the previous load (never set by the first load), or a copy outcome. */
  readonly notice = signal<OutboxNotice | undefined>(undefined);

  readonly #options: OutboxFeedOptions;
  #inFlight: AbortController | undefined;
  #nextLoad: ReturnType<typeof setTimeout> | undefined;
  #running = false;

  constructor(options: OutboxFeedOptions) {
    this.#options = options;
  }

  start(): void {
    this.#running = true;
    void this.refresh();
  }

  stop(): void {
    this.#running = false;
    this.#inFlight?.abort();
    clearTimeout(this.#nextLoad);
  }

  reportCopy(code: string, outcome: CopyOutcome): void {
    this.notice.value = { kind: 'copy', code, outcome };
  }

  readonly refresh = async (): Promise<void> => {
    this.#inFlight?.abort();
    clearTimeout(this.#nextLoad);
    const request = new AbortController();
    this.#inFlight = request;
    this.loading.value = true;
    try {
      const messages = await this.#options.fetchMessages(request.signal);
      if (request.signal.aborted) return;
      this.#receive(messages);
    } catch (error) {
      if (request.signal.aborted) return;
      this.failure.value = error;
    } finally {
      if (!request.signal.aborted) {
        this.loading.value = false;
        this.#scheduleNextLoad();
      }
    }
  };

  #receive(messages: readonly OutboxMessage[]): void {
    const previous = this.messages.value;
    batch(() => {
      this.messages.value = messages;
      this.failure.value = undefined;
    });
    if (previous === undefined) return;
    const known = new Set(previous.map(keyOf));
    const arrivals = messages.filter((message) => !known.has(keyOf(message)));
    if (arrivals.length > 0) this.notice.value = { kind: 'arrivals', messages: arrivals };
  }

  #scheduleNextLoad(): void {
    if (this.#running && this.#options.refreshMs > 0) {
      this.#nextLoad = setTimeout(() => void this.refresh(), this.#options.refreshMs);
    }
  }
}
