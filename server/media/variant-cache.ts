/**
 * Rendered variants, kept so that each is computed once. A variant is addressed by its original's key and its
 * `variantName`; `forget` drops every variant of one original (an S3 implementation: a prefix delete).
 */
export interface VariantCache {
  get(key: string, name: string): Promise<Buffer | null>;
  put(key: string, name: string, data: Buffer): Promise<void>;
  forget(key: string): Promise<void>;
}
