import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxFeed, type FetchMessages, type OutboxMessage } from './outbox-feed';

const first: OutboxMessage = {
  phone: '+33612345678',
  text: 'Code 111111',
  sentAt: '2026-11-21T10:00:00.000Z',
};
const second: OutboxMessage = {
  phone: '+33612345678',
  text: 'Code 222222',
  sentAt: '2026-11-21T10:01:00.000Z',
};

/** A fetcher whose answers the test settles one by one, in any order. */
function controlledFetcher() {
  const pending: {
    resolve(messages: OutboxMessage[]): void;
    reject(error: unknown): void;
    signal: AbortSignal;
  }[] = [];
  const fetchMessages: FetchMessages = (signal) =>
    new Promise((resolve, reject) => pending.push({ resolve, reject, signal }));
  return { fetchMessages, pending };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OutboxFeed', () => {
  it('loads on start and shows it is loading until the answer', async () => {
    const { fetchMessages, pending } = controlledFetcher();
    const feed = new OutboxFeed({ fetchMessages, refreshMs: 0 });
    feed.start();
    expect(feed.loading.value).toBe(true);
    expect(feed.messages.value).toBeUndefined();
    pending[0]?.resolve([first]);
    await vi.runAllTimersAsync();
    expect(feed.loading.value).toBe(false);
    expect(feed.messages.value).toEqual([first]);
  });

  it('reloads every refreshMs after the previous load, until stopped', async () => {
    const { fetchMessages, pending } = controlledFetcher();
    const feed = new OutboxFeed({ fetchMessages, refreshMs: 3000 });
    feed.start();
    pending[0]?.resolve([first]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(2);
    feed.stop();
    expect(pending[1]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(2);
  });

  it('notes the messages that arrived since the previous load, not the first ones', async () => {
    const { fetchMessages, pending } = controlledFetcher();
    const feed = new OutboxFeed({ fetchMessages, refreshMs: 0 });
    feed.start();
    pending[0]?.resolve([first]);
    await vi.runAllTimersAsync();
    expect(feed.notice.value).toBeUndefined();
    void feed.refresh();
    pending[1]?.resolve([second, first]);
    await vi.runAllTimersAsync();
    expect(feed.notice.value).toEqual({ kind: 'arrivals', messages: [second] });
    void feed.refresh();
    pending[2]?.resolve([second, first]);
    await vi.runAllTimersAsync();
    expect(feed.notice.value).toEqual({ kind: 'arrivals', messages: [second] });
  });

  it('keeps the messages it has when a load fails, and clears the failure on the next success', async () => {
    const { fetchMessages, pending } = controlledFetcher();
    const feed = new OutboxFeed({ fetchMessages, refreshMs: 0 });
    feed.start();
    pending[0]?.resolve([first]);
    await vi.runAllTimersAsync();
    void feed.refresh();
    const failure = new Error('HTTP 500');
    pending[1]?.reject(failure);
    await vi.runAllTimersAsync();
    expect(feed.failure.value).toBe(failure);
    expect(feed.messages.value).toEqual([first]);
    expect(feed.loading.value).toBe(false);
    void feed.refresh();
    pending[2]?.resolve([second, first]);
    await vi.runAllTimersAsync();
    expect(feed.failure.value).toBeUndefined();
  });

  it('cancels the load in flight when asked to refresh, so a late older answer is ignored', async () => {
    const { fetchMessages, pending } = controlledFetcher();
    const feed = new OutboxFeed({ fetchMessages, refreshMs: 0 });
    feed.start();
    void feed.refresh();
    expect(pending[0]?.signal.aborted).toBe(true);
    pending[1]?.resolve([second, first]);
    pending[0]?.resolve([first]);
    await vi.runAllTimersAsync();
    expect(feed.messages.value).toEqual([second, first]);
    expect(feed.loading.value).toBe(false);
  });
});
