/** What the element takes from the child `<textarea>` a page writes for browsers without JavaScript. */
export interface TextareaSource {
  value: string;
  /** The text of the textarea's `<label>` (or its aria-label), to name the editor the same way. */
  label: string | undefined;
}

const sourceOfHost = new WeakMap<HTMLElement, TextareaSource | null>();

/**
 * Reads the host's child `<textarea>` once, on the first render, and keeps what it read for the host's
 * lifetime (React replaces the element's content, and a removed and re-inserted element renders again). The
 * textarea is hidden, disabled and loses its name: the form neither submits the text twice nor validates it.
 */
export function textareaSourceOf(host: HTMLElement): TextareaSource | null {
  if (sourceOfHost.has(host)) return sourceOfHost.get(host) ?? null;
  const textarea = host.querySelector(':scope > textarea');
  let source: TextareaSource | null = null;
  if (textarea instanceof HTMLTextAreaElement) {
    const labelText = textarea.labels[0]?.textContent?.trim() || textarea.getAttribute('aria-label');
    source = { value: textarea.value, label: labelText || undefined };
    textarea.hidden = true;
    textarea.disabled = true;
    textarea.removeAttribute('name');
  }
  sourceOfHost.set(host, source);
  return source;
}
