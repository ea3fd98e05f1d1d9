import type { ImageStorage } from '../media/image-storage';
import { renderSeedPlaceholder } from '../media/seed-placeholder';

/**
 * How many placeholder photos the demo draws. Seeded providers share them (portrait and gallery), so seeding
 * 100 000 providers writes these few files, and the image route only ever serves originals that exist.
 */
export const PLACEHOLDER_COUNT = 48;

/** The key of one placeholder photo; any whole number picks one. */
export function placeholderKey(index: number): string {
  const wrapped = ((index % PLACEHOLDER_COUNT) + PLACEHOLDER_COUNT) % PLACEHOLDER_COUNT;
  return `seed/placeholder-${wrapped + 1}.jpg`;
}

/** The `count` placeholders after `key` (a provider's gallery after its portrait). */
export function placeholdersAfter(key: string, count: number): string[] {
  const index = Number(/placeholder-(\d+)\.jpg$/.exec(key)?.[1] ?? 1) - 1;
  return Array.from({ length: count }, (_, offset) => placeholderKey(index + offset + 1));
}

/** Draws and stores the placeholders the storage does not hold yet; answers how many it wrote. */
export async function storePlaceholders(storage: ImageStorage): Promise<number> {
  let written = 0;
  for (let index = 0; index < PLACEHOLDER_COUNT; index++) {
    const key = placeholderKey(index);
    if (await storage.exists(key)) continue;
    await storage.put(key, await renderSeedPlaceholder(key));
    written += 1;
  }
  return written;
}
