/**
 * How a `data-*` attribute becomes a prop. Booleans are presence-only, as in HTML: `data-open` and
 * `data-open="false"` both mean true, and only removing the attribute means false.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The attribute type that matches a prop's value type; anything that is not a primitive travels as JSON. */
export type AttributeTypeOf<Value> = [Value] extends [string]
  ? 'string'
  : [Value] extends [number]
    ? 'number'
    : [Value] extends [boolean]
      ? 'boolean'
      : 'json';

/** `providerId` is read from `data-provider-id`. */
export function attributeNameOf(prop: string): string {
  return `data-${prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The prop value of an attribute value (`null` when the attribute is absent). An absent, empty or unreadable
 * value gives `undefined`, so the component's default applies, except for booleans where absence means false.
 */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  switch (type) {
    case 'string':
      return value;
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isNaN(number) ? undefined : number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
  }
}
