import { DEFAULT_IMAGE_QUALITY, IMAGE_DIMENSIONS, IMAGE_QUALITIES } from '@shared/api/image-url';
import { HttpError } from '../http/http-error';
import { negotiateFormat } from './negotiate-format';
import { IMAGE_FITS, IMAGE_FORMATS, type VariantOptions } from './variant-options';

export type ImageQuery = Readonly<Record<string, unknown>>;

export interface ParsedVariant {
  options: VariantOptions;
  /** True when the format came from the Accept header rather than `format=`: the answer then varies by Accept. */
  negotiated: boolean;
}

const DIMENSIONS = IMAGE_DIMENSIONS.map(String);
const QUALITIES = IMAGE_QUALITIES.map(String);

/**
 * Reads `w`, `h` (one of IMAGE_DIMENSIONS), `q` (one of IMAGE_QUALITIES, 75 by default), `fit` (`cover` by
 * default, `contain`) and `format` (`avif`, `webp`, `jpeg`; by default the best the Accept header allows). Any
 * other value, a repeated parameter included, is a 400 naming the parameter and what it accepts: a fixed set
 * of variants per original is what bounds the renders and the cache a visitor can cause. Other parameters are
 * ignored.
 */
export function parseVariantQuery(query: ImageQuery, accept: string | undefined): ParsedVariant {
  const forcedFormat = choice(query, 'format', IMAGE_FORMATS);
  return {
    options: {
      width: number(choice(query, 'w', DIMENSIONS)),
      height: number(choice(query, 'h', DIMENSIONS)),
      fit: choice(query, 'fit', IMAGE_FITS) ?? 'cover',
      quality: number(choice(query, 'q', QUALITIES)) ?? DEFAULT_IMAGE_QUALITY,
      format: forcedFormat ?? negotiateFormat(accept),
    },
    negotiated: forcedFormat === undefined,
  };
}

function number(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

function choice<T extends string>(query: ImageQuery, name: string, allowed: readonly T[]): T | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) {
    throw new HttpError(400, 'server.imageChoiceInvalid', { name, allowed: allowed.join(', ') });
  }
  return found;
}
