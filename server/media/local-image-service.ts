import type { Config } from '../config';
import { DiskVariantCache } from './disk-variant-cache';
import { ImageService } from './image-service';
import { LocalImageStorage } from './local-image-storage';

/** The default setup: originals in `IMAGES_DIR`, variants in `IMAGE_CACHE_DIR` (at most IMAGE_CACHE_MAX_BYTES). */
export function localImageService(
  config: Pick<Config, 'imagesDir' | 'imageCacheDir' | 'imageCacheMaxBytes'>,
): ImageService {
  return new ImageService({
    storage: new LocalImageStorage(config.imagesDir),
    cache: new DiskVariantCache(config.imageCacheDir, config.imageCacheMaxBytes),
  });
}
