import { describe, expect, it } from 'vitest';
import { browserDraftStore, DRAFT_STORAGE_KEY, type StorageSource } from './browser-draft-store';
import { serverDraftStore } from './draft-store';
import { DRAFT_VERSION, toDraft } from './wizard-draft';
import { onStep } from './wizard-test-states';

/** A `localStorage` stand-in holding `items`; `full` makes every write fail as a full storage does. */
function memoryStorage(items = new Map<string, string>(), { full = false } = {}) {
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  return { items, source: (() => storage) as StorageSource };
}

const DRAFT = toDraft(onStep('extras'), 1_700_000_000_000);

describe('browserDraftStore', () => {
  it('keeps a draft under a versioned key, and gives it back', async () => {
    const { items, source } = memoryStorage();
    const store = browserDraftStore(source);
    await store.save(DRAFT);
    expect([...items.keys()]).toEqual([DRAFT_STORAGE_KEY]);
    expect(DRAFT_STORAGE_KEY).toContain(`v${DRAFT_VERSION}`);
    expect(await store.load()).toEqual(DRAFT);
  });

  it('has no draft before one is saved, and none once discarded', async () => {
    const store = browserDraftStore(memoryStorage().source);
    expect(await store.load()).toBeNull();
    await store.save(DRAFT);
    await store.discard();
    expect(await store.load()).toBeNull();
  });

  it('reads corrupt or foreign content as no draft', async () => {
    for (const content of ['{"version":1,', 'null', '"text"', '{"version":0,"answers":{}}']) {
      const { source } = memoryStorage(new Map([[DRAFT_STORAGE_KEY, content]]));
      expect(await browserDraftStore(source).load()).toBeNull();
    }
  });

  it('rejects a write the storage refuses (full), keeping the draft it had', async () => {
    const items = new Map([[DRAFT_STORAGE_KEY, JSON.stringify(DRAFT)]]);
    const store = browserDraftStore(memoryStorage(items, { full: true }).source);
    await expect(store.save({ ...DRAFT, updatedAt: 2 })).rejects.toThrow(/quota/);
    expect(await store.load()).toEqual(DRAFT);
  });

  it('works without a storage at all (site data blocked): no draft, writes refused, no error thrown', async () => {
    const throwing: StorageSource = () => {
      throw new DOMException('Blocked', 'SecurityError');
    };
    for (const source of [() => null, throwing]) {
      const store = browserDraftStore(source);
      expect(await store.load()).toBeNull();
      await expect(store.save(DRAFT)).rejects.toThrow();
      await expect(store.discard()).resolves.toBeUndefined();
    }
  });
});

describe('serverDraftStore', () => {
  it('reads what the server sends back as a stored draft, trusting none of it', async () => {
    const saved: unknown[] = [];
    let kept: unknown = null;
    const store = serverDraftStore({
      load: async () => kept,
      save: async (draft) => {
        saved.push(draft);
        kept = JSON.parse(JSON.stringify(draft));
      },
      discard: async () => {
        kept = null;
      },
    });
    expect(await store.load()).toBeNull();
    await store.save(DRAFT);
    expect(saved).toEqual([DRAFT]);
    expect(await store.load()).toEqual(DRAFT);
    kept = { version: DRAFT_VERSION, answers: { eventType: 'Not a slug!', theme: 'Bohème' } };
    expect((await store.load())?.answers).toEqual({ theme: 'Bohème', prestataires: [] });
    await store.discard();
    expect(await store.load()).toBeNull();
  });

  it('lets a failed call reject, for the wizard to keep the draft elsewhere', async () => {
    const store = serverDraftStore({
      load: () => Promise.reject(new Error('offline')),
      save: () => Promise.reject(new Error('offline')),
      discard: () => Promise.reject(new Error('offline')),
    });
    await expect(store.load()).rejects.toThrow('offline');
    await expect(store.save(DRAFT)).rejects.toThrow('offline');
  });
});
