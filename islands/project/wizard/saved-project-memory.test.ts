import { describe, expect, it } from 'vitest';
import { savedProjectMemory } from './saved-project-memory';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the project a send saved', () => {
  it('is reused for the same answers only, until forgotten', () => {
    const storage = memoryStorage();
    const memory = savedProjectMemory(() => storage);
    expect(memory.recall('{"eventType":"wedding"}')).toBeNull();
    memory.remember({ id: 41, answers: '{"eventType":"wedding"}' });
    // A reload reads the same tab storage.
    expect(savedProjectMemory(() => storage).recall('{"eventType":"wedding"}')).toBe(41);
    expect(memory.recall('{"eventType":"birthday"}')).toBeNull();
    memory.forget();
    expect(memory.recall('{"eventType":"wedding"}')).toBeNull();
  });

  it('reads a corrupt entry or no storage as nothing saved', () => {
    const storage = memoryStorage();
    storage.setItem('pp.project-wizard.saved-project', '{not json');
    expect(savedProjectMemory(() => storage).recall('x')).toBeNull();
    const none = savedProjectMemory(() => null);
    none.remember({ id: 1, answers: 'x' });
    expect(none.recall('x')).toBeNull();
  });
});
