import { HttpError } from '../http/http-error';
import { negotiateFormat } from './negotiate-format';
import {
  IMAGE_FITS,
  IMAGE_FORMATS,
  MAX_DIMENSION,
  QUALITY_RANGE,
  type VariantOptions,
} from './variant-options';

export type ImageQuery = Readonly<Record<string, unknown>>;

export interface ParsedVariant {
  options: VariantOptions;
  /** True when the format came from the Accept header rather than `format=`: the answer then varies by Accept. */
  negotiated: boolean;
}

/**
 * Reads `w`, `h` (pixels, 1…2000), `q` (30…90, default 75), `fit` (`cover` by default, `contain`) and `format`
 * (`avif`, `webp`, `jpeg`; by default the best the Accept header allows). Any other value, a repeated parameter
 * included, is a 400 naming the parameter and what it accepts. Other parameters are ignored.
 */
export function parseVariantQuery(query: ImageQuery, accept: string | undefined): ParsedVariant {
  const forcedFormat = choice(query, 'format', IMAGE_FORMATS);
  return {
    options: {
      width: wholeNumber(query, 'w', 1, MAX_DIMENSION),
      height: wholeNumber(query, 'h', 1, MAX_DIMENSION),
      fit: choice(query, 'fit', IMAGE_FITS) ?? 'cover',
      quality: wholeNumber(query, 'q', QUALITY_RANGE.min, QUALITY_RANGE.max) ?? QUALITY_RANGE.default,
      format: forcedFormat ?? negotiateFormat(accept),
    },
    negotiated: forcedFormat === undefined,
  };
}

function wholeNumber(query: ImageQuery, name: string, min: number, max: number): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  // Plain digits only: no sign, exponent, fraction, spaces or leading zeros, so each size has one spelling.
  const number = typeof value === 'string' && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new HttpError(400, 'server.imageNumberInvalid', { name, min, max });
  }
  return number;
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
