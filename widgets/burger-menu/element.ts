/** The class the legacy stylesheets show the menu with. */
const OPEN_CLASS = 'menu-open';

export interface BurgerMenuChangeDetail {
  open: boolean;
}

/**
 * `<pp-burger-menu data-controls="site-nav"><button type="button">Menu</button></pp-burger-menu>`: the button
 * toggles `menu-open` on `<body>`, with `aria-expanded` and `aria-controls` kept true; Escape (focus back on
 * the button) and a click outside the menu and the button close it.
 *
 * Written without React: it is on every page of the site, and only wires a button, where the wrapper would
 * bring the 70 kB runtime. It enhances the integrator's own button, whose text is its label in the page's
 * language (without JavaScript the button does nothing and the menu stays in the page); with no button
 * inside, it adds one labelled by `data-label` (default "Menu").
 */
export class BurgerMenuElement extends HTMLElement {
  static readonly observedAttributes = ['data-controls'];

  #button: HTMLButtonElement | undefined;
  readonly #bodyClass = new MutationObserver(() => this.#reflect());

  /** Reflects `data-controls`, as the manifest documents it. */
  get controls(): string | undefined {
    return this.dataset.controls;
  }
  set controls(id: string) {
    this.dataset.controls = id;
  }

  /** Reflects `data-label`: read once, when the element adds its own button. */
  get label(): string | undefined {
    return this.dataset.label;
  }
  set label(text: string) {
    this.dataset.label = text;
  }

  get open(): boolean {
    return document.body.classList.contains(OPEN_CLASS);
  }

  /** Opens or closes the menu, without the change event (it is for user actions). */
  set open(open: boolean) {
    document.body.classList.toggle(OPEN_CLASS, open);
    this.#reflect();
  }

  connectedCallback(): void {
    this.#button ??= this.#ownButton();
    this.#button.addEventListener('click', this.#onButtonClick);
    document.addEventListener('keydown', this.#onKeydown);
    document.addEventListener('click', this.#onDocumentClick);
    this.#bodyClass.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    this.#reflect();
  }

  /** A menu whose toggle is gone could not be closed any more: it closes with it. */
  disconnectedCallback(): void {
    this.#button?.removeEventListener('click', this.#onButtonClick);
    document.removeEventListener('keydown', this.#onKeydown);
    document.removeEventListener('click', this.#onDocumentClick);
    this.#bodyClass.disconnect();
    document.body.classList.remove(OPEN_CLASS);
  }

  attributeChangedCallback(): void {
    this.#reflect();
  }

  #ownButton(): HTMLButtonElement {
    const existing = this.querySelector('button');
    if (existing) return existing;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = this.dataset.label || 'Menu';
    this.append(button);
    return button;
  }

  #reflect(): void {
    const button = this.#button;
    if (!button) return;
    button.setAttribute('aria-expanded', String(this.open));
    const controls = this.dataset.controls;
    if (controls) button.setAttribute('aria-controls', controls);
    else button.removeAttribute('aria-controls');
  }

  #toggleByUser(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    this.dispatchEvent(
      new CustomEvent<BurgerMenuChangeDetail>('pp-burger-menu-change', {
        detail: { open },
        bubbles: true,
        composed: true,
      }),
    );
  }

  readonly #onButtonClick = (): void => this.#toggleByUser(!this.open);

  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.open) return;
    this.#toggleByUser(false);
    this.#button?.focus();
  };

  readonly #onDocumentClick = (event: MouseEvent): void => {
    if (!this.open || !(event.target instanceof Node)) return;
    const menu = this.dataset.controls ? document.getElementById(this.dataset.controls) : null;
    if (this.contains(event.target) || menu?.contains(event.target)) return;
    this.#toggleByUser(false);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-burger-menu': BurgerMenuElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-burger-menu-change': CustomEvent<BurgerMenuChangeDetail>;
  }
}

if (!customElements.get('pp-burger-menu')) customElements.define('pp-burger-menu', BurgerMenuElement);
