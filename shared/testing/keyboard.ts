import { act } from 'react';

/*
 * A keyboard for jsdom tests, doing what a browser does with a key the page does not take for itself: jsdom
 * fires the events but has none of their default actions (Tab moves no focus, Enter and Space click no
 * button). Each key goes to the focused element first; only when its handlers leave the event alone does
 * the browser's action follow, so a page that takes a key over is tested as it is used.
 */

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Whether `element` is in the tab order: focusable, enabled, shown, and not taken out with a negative tabindex. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
  if ('disabled' in element && element.disabled === true) return false;
  return !(element instanceof HTMLInputElement && element.type === 'hidden');
}

const focused = (): HTMLElement =>
  document.activeElement instanceof HTMLElement ? document.activeElement : document.body;

/** Fires `type` for `key` at the focused element; whether its handlers let the browser act on it. */
function fire(type: 'keydown' | 'keyup', key: string, shiftKey = false): boolean {
  const init = { key, code: key === ' ' ? 'Space' : key, shiftKey, bubbles: true, cancelable: true };
  return focused().dispatchEvent(new KeyboardEvent(type, init));
}

/**
 * Tab (Shift+Tab with `backwards`): the focus moves to the next element of the tab order after the focused one
 * in the document, as browsers do from an element outside the order (a heading given the focus by the page).
 */
export async function tab({ backwards = false } = {}): Promise<void> {
  await act(async () => {
    if (!fire('keydown', 'Tab', backwards)) return;
    const from = focused();
    const order = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
    const position = (element: HTMLElement) => from.compareDocumentPosition(element);
    const next =
      from === document.body
        ? order.at(backwards ? -1 : 0)
        : backwards
          ? order.findLast(
              (element) =>
                position(element) & Node.DOCUMENT_POSITION_PRECEDING &&
                !(position(element) & Node.DOCUMENT_POSITION_CONTAINS),
            )
          : order.find((element) => position(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    (next ?? document.body).focus();
    fire('keyup', 'Tab', backwards);
  });
}

/**
 * Presses Tab until `reached` holds for the focused element, failing when the tab order ends first: what a
 * keyboard user does to get to a control, and the proof that it is in the tab order.
 */
export async function tabTo(reached: (element: HTMLElement) => boolean, { backwards = false } = {}) {
  for (let presses = 0; presses < 200; presses++) {
    await tab({ backwards });
    if (reached(focused())) return focused();
    if (focused() === document.body) break;
  }
  throw new Error('the tab order never reaches the control');
}

/** Enter: clicks a focused button or link, and submits the form of a focused text field. */
export async function enter(): Promise<void> {
  await act(async () => {
    const target = focused();
    if (fire('keydown', 'Enter')) {
      if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) target.click();
      else if (target instanceof HTMLInputElement) target.form?.requestSubmit();
    }
    fire('keyup', 'Enter');
  });
}

/** Space: clicks a focused button when the key comes up, as browsers do. */
export async function space(): Promise<void> {
  await act(async () => {
    const target = focused();
    const down = fire('keydown', ' ');
    if (fire('keyup', ' ') && down && target instanceof HTMLButtonElement) target.click();
  });
}

/**
 * Escape: in a modal dialog, its `cancel` and, unless a listener prevents it, its closing; elsewhere the page's
 * to act on (a browser does nothing with it outside a dialog or a popup).
 */
export async function escape(): Promise<void> {
  await act(async () => {
    const dialog = focused().closest('dialog[open]');
    if (fire('keydown', 'Escape') && dialog instanceof HTMLDialogElement) {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    }
    fire('keyup', 'Escape');
  });
}

/** Types `text` into the focused field, one key at a time, each heard by React as an `input` event. */
export async function type(text: string): Promise<void> {
  const field = focused();
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('typing needs a focused text field');
  }
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  for (const character of text) {
    await act(async () => {
      if (!fire('keydown', character)) return;
      setValue?.call(field, field.value + character);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      fire('keyup', character);
    });
  }
}
