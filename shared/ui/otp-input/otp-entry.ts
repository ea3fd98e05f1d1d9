/**
 * What a one-time-code input does with each keystroke, paste and autofill: pure functions over the boxes'
 * digits (`''` for an empty box), returning the new digits and the box that should have the focus.
 */
export interface OtpEntry {
  readonly digits: readonly string[];
  /** The box to focus next. */
  readonly focus: number;
}

export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => '');
}

function digitsIn(text: string): string {
  return text.replace(/\D/g, '');
}

/** Writes `digits` into the boxes from `start`, dropping what does not fit; focuses the box after the last. */
function spread(boxes: readonly string[], start: number, digits: string): OtpEntry {
  const next = [...boxes];
  const written = digits.slice(0, Math.max(0, boxes.length - start));
  for (const [offset, digit] of [...written].entries()) next[start + offset] = digit;
  return { digits: next, focus: Math.min(start + written.length, boxes.length - 1) };
}

/**
 * The box at `index` now holds `value` (what the browser put there: a typed character, a whole code
 * autofilled with `autocomplete="one-time-code"`, or the old digit plus a new one).
 * - one digit typed: it replaces the box's digit and the focus moves forward;
 * - several digits: they spread over the boxes, from the first box when they make a whole code;
 * - nothing left (deleted): the box empties and keeps the focus;
 * - no digit (a letter): nothing changes.
 */
export function enterText(boxes: readonly string[], index: number, value: string): OtpEntry {
  const previous = boxes[index] ?? '';
  // The caret was before or after the old digit: what was typed is the value without it.
  const typed =
    previous !== '' && value.length === previous.length + 1 && value.includes(previous)
      ? value.replace(previous, '')
      : value;
  const digits = digitsIn(typed);
  if (value === '') {
    const next = [...boxes];
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (digits === '') return { digits: boxes, focus: index };
  return spread(boxes, digits.length >= boxes.length ? 0 : index, digits);
}

/** Pasted text spreads over the boxes: from the first when it holds a whole code, else from `index`. */
export function pasteText(boxes: readonly string[], index: number, text: string): OtpEntry {
  const digits = digitsIn(text);
  if (digits === '') return { digits: boxes, focus: index };
  return spread(boxes, digits.length >= boxes.length ? 0 : index, digits);
}

/**
 * Backspace: a box with a digit loses it and keeps the focus; on an empty box the focus moves back and the
 * previous digit goes, so each press removes one digit.
 */
export function pressBackspace(boxes: readonly string[], index: number): OtpEntry {
  const next = [...boxes];
  if ((boxes[index] ?? '') !== '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: boxes, focus: 0 };
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}

/** The code when every box holds a digit, else null. */
export function completeCode(boxes: readonly string[]): string | null {
  return boxes.every((digit) => /^\d$/.test(digit)) ? boxes.join('') : null;
}
