import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from '@shared/i18n';

/*
 * What the jsdom tests of forms share: a React root in the document, typing the way a browser fires it, and
 * letting the forms' asynchronous validation and the fake servers' answers run.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  host: HTMLElement;
  render(element: ReactNode): void;
  unmount(): void;
}

/** A root in the document whose content renders in French. */
export function createTestRoot(): TestRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root: Root = createRoot(host);
  return {
    host,
    render: (element) =>
      act(() => root.render(<I18nextProvider i18n={getI18n('fr')}>{element}</I18nextProvider>)),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Replaces the input's text as typing does: React hears an `input` event. */
export async function typeInto(control: HTMLInputElement, text: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    control.focus();
    setValue?.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The input the label starting with `label` names, in `host`. */
export function inputLabelled(host: HTMLElement, label: string): HTMLInputElement {
  const found = [...host.querySelectorAll('label')].find((element) => element.textContent?.startsWith(label));
  const control = found && document.getElementById(found.htmlFor);
  if (!(control instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return control;
}

/** The error message tied to a control, if it shows one. */
export function errorOf(control: HTMLElement): string | undefined {
  return (
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((element) => element?.classList.contains('pp-ui-field__error'))?.textContent ?? undefined
  );
}

export async function submitForm(host: HTMLElement): Promise<void> {
  await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
  await settle();
}
