import { describe, expect, it } from 'vitest';
import { codeOnDemand } from './code-on-demand';

describe('codeOnDemand', () => {
  it('downloads once for every caller, and has the module at once afterwards', async () => {
    let downloads = 0;
    const code = codeOnDemand(async () => ({ name: `module ${++downloads}` }));
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(await code.load()).toBe(first);
    expect(code.loaded()).toBe(first);
    expect(downloads).toBe(1);
  });

  it('tries again at the next call after a failed download', async () => {
    let attempts = 0;
    const code = codeOnDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { attempt: attempts };
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    expect(await code.load()).toEqual({ attempt: 2 });
    expect(code.loaded()).toEqual({ attempt: 2 });
  });
});
