/**
 * Where original images live, addressed by key (see `isValidImageKey`). The local folder is the default; an
 * S3-compatible bucket fits the same four calls (GetObject, PutObject, DeleteObject, HeadObject) so that several
 * server instances share the images. Keys are immutable by convention: new content gets a new key, which is
 * what lets the image route answer with year-long `immutable` caching.
 *
 * Every method rejects an invalid key with `InvalidImageKeyError` before reaching its backend.
 */
export interface ImageStorage {
  /** The original's bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Stores `data` under `key`, replacing whatever was there; readers never see a half-written image. */
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the image; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
