import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATABASE_INTEGER_MAX } from './primitives';
import type { Endpoint } from '../endpoint';
import { CONTRACT } from './index';

/*
 * The rules every request of the contract keeps, checked on the schemas themselves so that an endpoint added
 * later is held to them without a test of its own: every string is bounded before any costly rule runs and the
 * pipe stops there, every number is bounded to what the database stores, every list has a maximum length.
 */

interface Action {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
}

/** The part of valibot's schema objects the walk reads. */
interface SchemaNode extends Action {
  readonly pipe?: readonly SchemaNode[];
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly wrapped?: SchemaNode;
  readonly options?: readonly (SchemaNode | unknown)[];
  readonly item?: SchemaNode;
}

/** What breaks a rule: the field's path and what is wrong with it. */
type Finding = string;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'exact_optional',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const SELF_BOUNDED = new Set(['never', 'picklist', 'literal', 'boolean', 'null', 'undefined', 'enum']);

function isSchema(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && (value as SchemaNode).kind === 'schema';
}

/**
 * The rules of one field. `after` holds the actions that follow the schema in the pipes around it (outermost
 * last), so a union's options are judged with the bound written after the union.
 */
function findings(schema: SchemaNode, path: string, after: readonly Action[] = []): Finding[] {
  if (schema.pipe && schema.pipe[0] !== schema) {
    const [root, ...actions] = schema.pipe;
    return root ? findings(root, path, [...actions, ...after]) : [`${path}: empty pipe`];
  }
  if (WRAPPERS.has(schema.type) && schema.wrapped) return findings(schema.wrapped, path, after);
  if (SELF_BOUNDED.has(schema.type)) return [];
  switch (schema.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) =>
        findings(entry, path ? `${path}.${key}` : key),
      );
    case 'union':
    case 'variant':
      return (schema.options ?? []).filter(isSchema).flatMap((option) => findings(option, path, after));
    case 'array': {
      const bounded = after.some((action) => action.type === 'max_length' || action.type === 'length');
      const item = schema.item ? findings(schema.item, `${path}[]`) : [];
      return bounded ? item : [`${path}: a list without a maximum length`, ...item];
    }
    case 'string':
      return stringFindings(path, after);
    case 'number':
      return numberFindings(path, after);
    default:
      return [`${path}: a ${schema.type} is not a bounded input type`];
  }
}

/** The first rule after the string type (trimming aside, which costs no more than reading it) is its bound. */
function stringFindings(path: string, after: readonly Action[]): Finding[] {
  const first = after.find((action) => action.type !== 'trim');
  return first?.type === 'max_length' || first?.type === 'length'
    ? []
    : [`${path}: a string whose first rule is ${first?.type ?? 'nothing'}, not its maximum length`];
}

function numberFindings(path: string, after: readonly Action[]): Finding[] {
  const bound = (type: string) => after.find((action) => action.type === type)?.requirement;
  const [min, max] = [bound('min_value'), bound('max_value')];
  return typeof min === 'number' &&
    typeof max === 'number' &&
    min >= -DATABASE_INTEGER_MAX &&
    max <= DATABASE_INTEGER_MAX
    ? []
    : [`${path}: a number not bounded to what the database stores (${String(min)}…${String(max)})`];
}

const endpoints: Endpoint[] = Object.values(CONTRACT).flat();
const inputsOf = (endpoint: Endpoint) =>
  Object.entries({ request: endpoint.request, params: endpoint.params }).filter(
    (entry): entry is [string, v.GenericSchema] => entry[1] !== undefined,
  );

describe('every request of the contract is bounded', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      for (const [part, schema] of inputsOf(endpoint)) {
        expect(findings(schema as unknown as SchemaNode, ''), part).toEqual([]);
      }
    },
  );

  it('stops at the bound: a megabyte in any text field gives one issue, not every rule run over it', () => {
    for (const endpoint of endpoints) {
      for (const [part, schema] of inputsOf(endpoint)) {
        const entries = (schema as unknown as SchemaNode).entries ?? {};
        for (const [field, entry] of Object.entries(entries)) {
          for (const huge of ['a'.repeat(1_000_000), '\u0000'.repeat(1_000_000)]) {
            const issues = v.safeParse(entry as unknown as v.GenericSchema, huge).issues ?? [];
            expect(issues.length, `${endpoint.path} ${part}.${field}`).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});

describe('the audit itself', () => {
  const audit = (schema: v.GenericSchema) => findings(schema as unknown as SchemaNode, 'field');

  it('flags a string checked before it is bounded, and one never bounded', () => {
    expect(audit(v.pipe(v.string(), v.minGraphemes(3), v.maxLength(100)))).toHaveLength(1);
    expect(audit(v.pipe(v.string(), v.regex(/^a+$/)))).toHaveLength(1);
    expect(audit(v.string())).toHaveLength(1);
    expect(audit(v.pipe(v.string(), v.trim(), v.maxLength(9), v.regex(/^a+$/)))).toEqual([]);
  });

  it('flags numbers beyond a database integer, and lists without a maximum', () => {
    expect(audit(v.pipe(v.number(), v.integer(), v.minValue(1)))).toHaveLength(1);
    expect(audit(v.pipe(v.number(), v.minValue(1), v.maxValue(2 ** 31)))).toHaveLength(1);
    expect(audit(v.array(v.picklist(['a'])))).toHaveLength(1);
    expect(audit(v.pipe(v.array(v.picklist(['a'])), v.maxLength(3)))).toEqual([]);
  });

  it('judges the options of a union with the bound written after it', () => {
    const page = v.pipe(v.union([v.number(), v.literal('1')]), v.minValue(1), v.maxValue(500));
    expect(audit(page)).toEqual([]);
    expect(audit(v.union([v.number(), v.literal('1')]))).toHaveLength(1);
  });
});
