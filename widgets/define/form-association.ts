import type { HostProps } from './define-element';
import type { PropsStore } from './props-store';

/** What a form-associated element submits (and restores): as `ElementInternals.setFormValue` takes it. */
export type FormValue = string | File | FormData | null;

type Unsubscribe = () => void;

/**
 * What the React component of a form-associated element receives as its `form` prop. The component owns the
 * value: it reports it and its validity here, and listens for the form's reset and the browser's restore.
 * A new object is given whenever `name`, `required` or `disabled` change, so the component re-renders.
 */
export interface FormController {
  /** The `name` attribute: the key the value is submitted under. */
  readonly name: string;
  /** The `required` attribute: the component reports `valueMissing` when its value is empty. */
  readonly required: boolean;
  /** Disabled by its own `disabled` attribute or by a disabled `<fieldset>`: it is then neither submitted nor validated. */
  readonly disabled: boolean;
  /** The submitted value, and the state the browser restores (back/forward, autofill) when it differs. */
  setValue(value: FormValue, state?: FormValue): void;
  /**
   * Invalid when a flag is true, with the message the browser shows, anchored on `anchor` (a descendant of
   * the element, usually the inner field, focused by `reportValidity()`); valid when no flag is true.
   */
  setValidity(flags: ValidityStateFlags, message?: string, anchor?: HTMLElement): void;
  /** The form was reset: go back to the initial value. */
  onReset(listener: () => void): Unsubscribe;
  /** The browser restores a state saved with `setValue` (back/forward navigation, or autofill). */
  onRestore(listener: (state: FormValue, mode: 'restore' | 'autocomplete') => void): Unsubscribe;
}

/** The props of a form-associated element's component. */
export interface FormAssociatedProps extends HostProps {
  form: FormController;
}

type RestoreListener = Parameters<FormController['onRestore']>[0];

type ElementClass = (new () => HTMLElement & {
  attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void;
}) & { readonly observedAttributes: string[] };

/** The standard attributes of a form control the element follows, besides its `data-*` ones. */
const FORM_ATTRIBUTES = ['name', 'required'];

/**
 * `Base` made a form-associated custom element: a plain `<form>` submits its value under its `name`, and it
 * has the members of a native control (`form`, `name`, `type`, `required`, `disabled`, `validity`,
 * `validationMessage`, `willValidate`, `labels`, `checkValidity()`, `reportValidity()`).
 */
export function withFormAssociation(
  Base: ElementClass,
  storeOf: (host: HTMLElement) => PropsStore,
): CustomElementConstructor {
  return class FormAssociatedElement extends Base {
    static readonly formAssociated = true;

    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...FORM_ATTRIBUTES];
    }

    readonly #internals = this.attachInternals();
    readonly #resetListeners = new Set<() => void>();
    readonly #restoreListeners = new Set<RestoreListener>();
    /** A restore that came before the component subscribed (the browser restores right after the upgrade). */
    #pendingRestore: Parameters<RestoreListener> | undefined;
    #disabled = false;

    constructor() {
      super();
      this.#publishController();
    }

    get form(): HTMLFormElement | null {
      return this.#internals.form;
    }
    get labels(): NodeList {
      return this.#internals.labels;
    }
    get type(): string {
      return this.localName;
    }
    get validity(): ValidityState {
      return this.#internals.validity;
    }
    get validationMessage(): string {
      return this.#internals.validationMessage;
    }
    get willValidate(): boolean {
      return this.#internals.willValidate;
    }
    checkValidity(): boolean {
      return this.#internals.checkValidity();
    }
    reportValidity(): boolean {
      return this.#internals.reportValidity();
    }

    get name(): string {
      return this.getAttribute('name') ?? '';
    }
    set name(value: string) {
      this.setAttribute('name', value);
    }
    get required(): boolean {
      return this.hasAttribute('required');
    }
    set required(value: boolean) {
      this.toggleAttribute('required', value);
    }
    /** Its own `disabled` attribute; a disabled `<fieldset>` disables it too, see `matches(':disabled')`. */
    get disabled(): boolean {
      return this.hasAttribute('disabled');
    }
    set disabled(value: boolean) {
      this.toggleAttribute('disabled', value);
    }

    override attributeChangedCallback(
      attribute: string,
      previous: string | null,
      value: string | null,
    ): void {
      if (FORM_ATTRIBUTES.includes(attribute)) this.#publishController();
      else super.attributeChangedCallback(attribute, previous, value);
    }

    formDisabledCallback(disabled: boolean): void {
      this.#disabled = disabled;
      this.#publishController();
    }

    formResetCallback(): void {
      for (const listener of this.#resetListeners) listener();
    }

    formStateRestoreCallback(state: FormValue, mode: 'restore' | 'autocomplete'): void {
      if (this.#restoreListeners.size === 0) this.#pendingRestore = [state, mode];
      for (const listener of this.#restoreListeners) listener(state, mode);
    }

    readonly #setValue = (value: FormValue, state?: FormValue): void => {
      this.#internals.setFormValue(value, state);
    };

    readonly #setValidity = (flags: ValidityStateFlags, message = '', anchor?: HTMLElement): void => {
      if (Object.values(flags).some(Boolean)) this.#internals.setValidity(flags, message || ' ', anchor);
      else this.#internals.setValidity({});
    };

    readonly #onReset = (listener: () => void): Unsubscribe => {
      this.#resetListeners.add(listener);
      return () => this.#resetListeners.delete(listener);
    };

    readonly #onRestore = (listener: RestoreListener): Unsubscribe => {
      this.#restoreListeners.add(listener);
      const pending = this.#pendingRestore;
      this.#pendingRestore = undefined;
      if (pending) listener(...pending);
      return () => this.#restoreListeners.delete(listener);
    };

    #publishController(): void {
      const controller: FormController = {
        name: this.name,
        required: this.required,
        disabled: this.#disabled,
        setValue: this.#setValue,
        setValidity: this.#setValidity,
        onReset: this.#onReset,
        onRestore: this.#onRestore,
      };
      storeOf(this).set('form', controller);
    }
  };
}
