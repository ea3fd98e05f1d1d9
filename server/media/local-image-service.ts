import type { Config } from '../config';
import { DiskVariantCache } from './disk-variant-cache';
import { ImageService } from './image-service';
import type { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';

type ImageConfig = Pick<Config, 'imagesDir' | 'imageCacheDir' | 'imageCacheMaxBytes' | 'imagesS3'>;

/** Where originals live: the S3-compatible bucket when one is configured (IMAGES_S3_BUCKET), else IMAGES_DIR. */
export function imageStorageFor(config: Pick<ImageConfig, 'imagesDir' | 'imagesS3'>): ImageStorage {
  return config.imagesS3 ? new S3ImageStorage(config.imagesS3) : new LocalImageStorage(config.imagesDir);
}

/** The configured setup: originals in their storage, variants in `IMAGE_CACHE_DIR` (at most IMAGE_CACHE_MAX_BYTES). */
export function localImageService(config: ImageConfig): ImageService {
  return new ImageService({
    storage: imageStorageFor(config),
    cache: new DiskVariantCache(config.imageCacheDir, config.imageCacheMaxBytes),
  });
}
