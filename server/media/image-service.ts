import { ConcurrencyLimit } from './concurrency-limit';
import { isValidImageKey } from './image-key';
import type { ImageStorage } from './image-storage';
import { renderVariant, type RenderVariant } from './render-variant';
import { renderSeedPlaceholder, SEED_KEY_PREFIX } from './seed-placeholder';
import { SingleFlight } from './single-flight';
import type { VariantCache } from './variant-cache';
import { variantName, type VariantOptions } from './variant-options';

export interface ImageServiceOptions {
  storage: ImageStorage;
  cache: VariantCache;
  /**
   * How many sharp pipelines may run at once. sharp works on libuv's thread pool (4 threads by default), which
   * file reads share: a burst of slow AVIF encodes holding every thread would make cache hits and static files
   * wait behind them. Two leaves half the pool free; further renders queue here.
   */
  maxConcurrentRenders?: number;
  /** The pipeline, replaceable so that tests can count its runs. */
  render?: RenderVariant;
}

/** Originals from the storage, turned into cached variants. */
export class ImageService {
  private readonly storage: ImageStorage;
  private readonly cache: VariantCache;
  private readonly render: RenderVariant;
  private readonly renders: ConcurrencyLimit;
  private readonly variantsInFlight = new SingleFlight<Buffer | null>();
  private readonly originalsInFlight = new SingleFlight<Buffer | null>();

  constructor({ storage, cache, maxConcurrentRenders = 2, render = renderVariant }: ImageServiceOptions) {
    this.storage = storage;
    this.cache = cache;
    this.render = render;
    this.renders = new ConcurrencyLimit(maxConcurrentRenders);
  }

  /**
   * The variant's bytes, null when there is no original under `key` (or `key` is not a valid key). Each variant
   * is rendered once: later calls read the cache, and calls made while it renders wait for that same render.
   */
  async variant(key: string, options: VariantOptions): Promise<Buffer | null> {
    if (!isValidImageKey(key)) return null;
    const name = variantName(options);
    return this.variantsInFlight.run(`${key}\n${name}`, async () => {
      const cached = await this.cache.get(key, name);
      if (cached) return cached;
      const original = await this.original(key);
      if (!original) return null;
      const rendered = await this.renders.run(() => this.render(original, options));
      await this.cache.put(key, name, rendered);
      return rendered;
    });
  }

  /** Removes the original and every cached variant of it. */
  async delete(key: string): Promise<void> {
    await this.storage.delete(key);
    await this.cache.forget(key);
  }

  /**
   * The stored original; for a `seed/` key with none, a generated placeholder, stored so that it is drawn once
   * and then served like any upload.
   */
  private original(key: string): Promise<Buffer | null> {
    return this.originalsInFlight.run(key, async () => {
      const stored = await this.storage.get(key);
      if (stored || !key.startsWith(SEED_KEY_PREFIX)) return stored;
      const placeholder = await this.renders.run(() => renderSeedPlaceholder(key));
      await this.storage.put(key, placeholder);
      return placeholder;
    });
  }
}
