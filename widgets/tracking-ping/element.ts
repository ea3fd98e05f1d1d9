import { whenNeeded } from '@shared/loading/load-trigger';

/**
 * `<pp-tracking-ping data-url="/t/profile-view?id=42">`: requests its URL once, when it appears (per its
 * `data-load-on`, like every element: `visible` by default, `load` for a page view). Written without React:
 * it renders nothing, and its chunk must stay under 1 kB, where the wrapper would bring the 70 kB runtime.
 *
 * The request is a fire-and-forget GET whose answer is never read:
 * - `mode: 'no-cors'`: a tracking URL on another origin needs no CORS headers and causes no console error;
 * - `credentials: 'same-origin'` (the default, kept on purpose): our own tracking URLs see the session
 *   cookies, third-party ones get no cookies of ours;
 * - `keepalive: true`: it completes even if the user leaves the page at once;
 * - `cache: 'no-store'`: every ping reaches the server, even when the URL's answer is cacheable;
 * - `priority: 'low'`: it never competes with what the page needs; failures are silently ignored.
 */
export class TrackingPingElement extends HTMLElement {
  static readonly observedAttributes = ['data-url'];

  /** Its `data-load-on` moment has come (it stays so: the element pings once in its life). */
  #due = false;
  #scheduled = false;
  #pinged = false;

  /** Reflects `data-url`, as the manifest documents it. */
  get url(): string | undefined {
    return this.dataset.url;
  }
  set url(value: string) {
    this.dataset.url = value;
  }

  connectedCallback(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    whenNeeded(this, () => {
      this.#due = true;
      this.#ping();
    });
  }

  /** A URL given after the element appeared is pinged then; a changed URL after the ping is not. */
  attributeChangedCallback(): void {
    this.#ping();
  }

  #ping(): void {
    const url = this.dataset.url;
    if (!this.#due || this.#pinged || !url) return;
    this.#pinged = true;
    fetch(url, {
      mode: 'no-cors',
      keepalive: true,
      cache: 'no-store',
      priority: 'low',
    }).catch(() => undefined);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-tracking-ping': TrackingPingElement;
  }
}

if (!customElements.get('pp-tracking-ping')) customElements.define('pp-tracking-ping', TrackingPingElement);
