/**
 * What a key does to a select-only combobox (WAI-ARIA APG "select-only combobox"), as a pure function of the
 * key, whether the list is open, the active option and the option count.
 */
export type ListboxCommand =
  | { kind: 'none' }
  | { kind: 'open'; active: number }
  | { kind: 'move'; active: number }
  /** Choose the active option and close. */
  | { kind: 'choose' }
  | { kind: 'close' }
  /** Printable character: type-ahead (opening the list when closed). */
  | { kind: 'type'; character: string };

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const PAGE_SIZE = 10;

function clamp(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

export function listboxCommand(
  press: KeyPress,
  open: boolean,
  active: number,
  count: number,
): ListboxCommand {
  const { key, altKey = false, ctrlKey = false, metaKey = false } = press;
  if (count === 0) return { kind: 'none' };
  if (key.length === 1 && key !== ' ' && !altKey && !ctrlKey && !metaKey)
    return { kind: 'type', character: key };
  if (!open) {
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        return { kind: 'open', active: clamp(active, count) };
      case 'Home':
        return { kind: 'open', active: 0 };
      case 'End':
        return { kind: 'open', active: count - 1 };
      default:
        return { kind: 'none' };
    }
  }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', active: clamp(active + 1, count) };
    case 'ArrowUp':
      return altKey ? { kind: 'choose' } : { kind: 'move', active: clamp(active - 1, count) };
    case 'Home':
      return { kind: 'move', active: 0 };
    case 'End':
      return { kind: 'move', active: count - 1 };
    case 'PageDown':
      return { kind: 'move', active: clamp(active + PAGE_SIZE, count) };
    case 'PageUp':
      return { kind: 'move', active: clamp(active - PAGE_SIZE, count) };
    case 'Enter':
    case ' ':
    case 'Tab':
      return { kind: 'choose' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}

/**
 * Type-ahead: the option whose text starts with what was typed (case- and accent-insensitive), searching from
 * the one after `active` so that pressing one letter again cycles through the options starting with it.
 * -1 when none matches.
 */
export function typeAheadMatch(texts: readonly string[], active: number, typed: string): number {
  const query = fold(typed);
  if (query === '') return -1;
  const repeated = [...query].every((character) => character === query[0]);
  const start = repeated ? active + 1 : active;
  for (let offset = 0; offset < texts.length; offset++) {
    const index = (((start + offset) % texts.length) + texts.length) % texts.length;
    const text = fold(texts[index] ?? '');
    if (text.startsWith(repeated ? (query[0] ?? '') : query)) return index;
  }
  return -1;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trimStart();
}
