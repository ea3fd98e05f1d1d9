import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER } from './page-number';
import {
  DATABASE_INTEGER_MAX,
  databaseIdSchema,
  databaseIdTextSchema,
  latitudeSchema,
  pageNumberSchema,
  queryIntegerSchema,
} from './primitives';

const accepts = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('database ids', () => {
  it('are whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(accepts(databaseIdSchema, DATABASE_INTEGER_MAX)).toBe(true);
    for (const bad of [0, -1, 1.5, DATABASE_INTEGER_MAX + 1, 2 ** 53, '1', null]) {
      expect(accepts(databaseIdSchema, bad), String(bad)).toBe(false);
    }
  });

  it('read from a path segment: plain digits only', () => {
    expect(v.parse(databaseIdTextSchema, '2147483647')).toBe(DATABASE_INTEGER_MAX);
    for (const bad of ['2147483648', '0', '01', '-1', '1e3', ' 1', '1'.repeat(1000), '']) {
      expect(accepts(databaseIdTextSchema, bad), bad).toBe(false);
    }
  });
});

describe('numbers from a query string', () => {
  const limit = queryIntegerSchema({ min: 1, max: 20 });

  it('are numbers whether the query wrote digits or the body a JSON number', () => {
    expect(v.parse(limit, '7')).toBe(7);
    expect(v.parse(limit, 7)).toBe(7);
    expect(v.parse(limit, '020')).toBe(20);
  });

  it('refuse what is not a whole number in bounds, long texts before reading them', () => {
    for (const bad of ['0', '21', '-1', '1.5', '1e1', ' 7', '', '0020', 1.5, 21, null]) {
      expect(accepts(limit, bad), String(bad)).toBe(false);
    }
    expect(v.safeParse(limit, '9'.repeat(100_000)).issues).toHaveLength(1);
  });

  it('bound page numbers at the deepest page a list shows', () => {
    expect(v.parse(pageNumberSchema, String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
    expect(accepts(pageNumberSchema, MAX_PAGE_NUMBER + 1)).toBe(false);
  });
});

describe('coordinates', () => {
  it('are degrees within the globe', () => {
    expect([-90, 0, 45.76, 90].every((value) => accepts(latitudeSchema, value))).toBe(true);
    expect([-90.1, 90.1, '45'].some((value) => accepts(latitudeSchema, value))).toBe(false);
  });
});
