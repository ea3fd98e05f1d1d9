/**
 * What a visitor did in an island's region before its code arrived (`data-load-on="interaction"`), carried over
 * to the island once it has rendered, so that starting it costs them nothing:
 * - the values typed or chosen in the server form's controls, matched by `name`;
 * - the focus, on the control of the same name (or the same `data-hand-over` mark);
 * - a click on an element marked `data-hand-over="…"` (the server's stand-in for a button), held back and
 *   made again on the island's element with the same mark.
 */
export interface HandOver {
  values: ReadonlyMap<string, string>;
  focused: string | undefined;
  clicked: string | undefined;
}

const HAND_OVER_MARK = 'data-hand-over';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function namedControls(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input[name], select[name], textarea[name]')];
}

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option marked `selected`, a single select starts on its first.
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '');
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return false;
  }
  return control.value !== control.defaultValue;
}

/** How an element is found again in the island: its mark, else its control name. */
function keyOf(element: Element | null): string | undefined {
  if (!element) return undefined;
  const marked = element.closest(`[${HAND_OVER_MARK}]`);
  if (marked) return `mark:${marked.getAttribute(HAND_OVER_MARK)}`;
  const name = element.getAttribute('name');
  return name ? `name:${name}` : undefined;
}

function findByKey(region: Element, key: string): HTMLElement | null {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  const attribute = kind === 'mark' ? HAND_OVER_MARK : 'name';
  return (
    [...region.querySelectorAll<HTMLElement>(`[${attribute}]`)].find(
      (element) => element.getAttribute(attribute) === value,
    ) ?? null
  );
}

/** Watches a region until its island starts (`take`), or fails to (`release`). */
export interface HandOverWatch {
  /** Stops watching, and says what the visitor did. */
  take(): HandOver;
  /** Stops watching, and makes again the click held back, on the server's HTML: the island is not coming. */
  release(): void;
}

/**
 * Starts watching a region whose island is not there yet. Clicks on marked stand-ins are held back (their
 * default action is the page without JavaScript's) until the island starts, or is known not to.
 */
export function watchForHandOver(region: HTMLElement): HandOverWatch {
  let clicked: string | undefined;
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`[${HAND_OVER_MARK}]`) : null;
    if (!target || !region.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = keyOf(target);
  };
  region.addEventListener('click', holdClick, true);
  const stop = () => region.removeEventListener('click', holdClick, true);
  return {
    take() {
      stop();
      const values = new Map<string, string>();
      for (const control of namedControls(region)) {
        if (changed(control)) values.set(control.name, control.value);
      }
      const active = document.activeElement;
      const focused = active && region.contains(active) ? keyOf(active) : undefined;
      return { values, focused, clicked };
    },
    release() {
      stop();
      if (clicked) findByKey(region, clicked)?.click();
    },
  };
}

/** Sets a control's value as typing would, so that React's `onChange` sees it. */
function setValue(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(control, value);
  const type = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Gives the island, now rendered in `region`, what the visitor did before it came. */
export function applyHandOver(region: HTMLElement, { values, focused, clicked }: HandOver): void {
  for (const control of namedControls(region)) {
    const value = values.get(control.name);
    if (value !== undefined && control.value !== value) setValue(control, value);
  }
  if (focused) findByKey(region, focused)?.focus();
  if (clicked) findByKey(region, clicked)?.click();
}
