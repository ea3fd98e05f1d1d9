/**
 * What the child `<input>` of an element's markup gave (progressive enhancement): the initial value and its id,
 * which its `<label for>` targets, and what the user did with it before the element took over (typed in it,
 * is in it). React's first commit into the element removes it; it is read once per element, so a removed and
 * re-inserted element still knows it.
 */
export interface ChildInput {
  /** The value of the markup (`value="…"`), not what was typed since. */
  value: string;
  id: string;
  /** The input itself: what was typed in it is read when the field takes over, keys typed until then included. */
  input: HTMLInputElement;
  focused: boolean;
}

const childInputOfHost = new WeakMap<HTMLElement, ChildInput | null>();
/** The hosts whose child input's text and focus were handed to the field already: once only. */
const handedOver = new WeakSet<HTMLElement>();

export function childInputOf(host: HTMLElement): ChildInput | null {
  if (!childInputOfHost.has(host)) {
    const input = host.querySelector('input');
    childInputOfHost.set(
      host,
      input && { value: input.defaultValue, id: input.id, input, focused: document.activeElement === input },
    );
  }
  return childInputOfHost.get(host) ?? null;
}

/**
 * What the user did in the child input before the element's field took over, given once per element: the
 * text typed there (null when none) and whether they were in it. Call it in a layout effect, in the commit
 * that removes the child input, so that no key typed meanwhile falls on the page.
 */
export function takeOverChildInput(
  host: HTMLElement,
  child: ChildInput | null,
): { typed: string | null; focused: boolean } | null {
  if (!child || handedOver.has(host)) return null;
  handedOver.add(host);
  return {
    typed: child.input.value === child.value ? null : child.input.value,
    focused: child.focused || document.activeElement === child.input,
  };
}

/** Puts the focus in `field` with the caret at the end of its text, as the user left the child input. */
export function focusAtEnd(field: HTMLInputElement): void {
  field.focus();
  field.setSelectionRange(field.value.length, field.value.length);
}
