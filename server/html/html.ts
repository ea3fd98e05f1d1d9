/** HTML that is already safe to emit (escaped or built by `html`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const SPECIAL = /[&<>"']/;

function escapeOf(code: number): string | undefined {
  switch (code) {
    case 38:
      return '&amp;';
    case 60:
      return '&lt;';
    case 62:
      return '&gt;';
    case 34:
      return '&quot;';
    case 39:
      return '&#39;';
    default:
      return undefined;
  }
}

/**
 * `&<>"'` as entities. A page escapes thousands of texts and most have nothing to escape: those are returned
 * as they are, and the others copied once, in slices between the characters replaced.
 */
export function escapeHtml(text: string): string {
  const first = text.search(SPECIAL);
  if (first === -1) return text;
  let escaped = '';
  let copied = 0;
  for (let index = first; index < text.length; index++) {
    const entity = escapeOf(text.charCodeAt(index));
    if (entity === undefined) continue;
    escaped += text.slice(copied, index) + entity;
    copied = index + 1;
  }
  return escaped + text.slice(copied);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (typeof value === 'string') return escapeHtml(value);
  if (value instanceof SafeHtml) return value.value;
  // A number's digits, sign, point and exponent need no escaping.
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined || value === false) return '';
  let rendered = '';
  for (const item of value) rendered += render(item);
  return rendered;
}

/** Template literal tag: every interpolated value is escaped unless it is SafeHtml, like Twig's autoescape. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let rendered = strings[0] ?? '';
  for (let index = 0; index < values.length; index++) {
    rendered += render(values[index]) + (strings[index + 1] ?? '');
  }
  return new SafeHtml(rendered);
}
