import { isPlainClick, playerFrame } from './player-frame';

export interface VideoFacadePlayDetail {
  src: string;
}

/**
 * `<pp-video-facade data-player="https://www.youtube-nocookie.com/embed/…" data-title="…"><a href="…video's
 * page…">thumbnail and play button</a></pp-video-facade>`: a video that costs the page a thumbnail until it is
 * asked for. A click on its link (or Enter on it) puts the player in its place, focused, and playing; the
 * player's scripts, cookies and requests come only then. Without JavaScript, or for a click that opens another
 * tab, the link leads to the video's own page.
 *
 * Written without React: it wires one link, where the wrapper would bring the 70 kB runtime. The frame's
 * rules (which hosts, which permissions) are apart, in player-frame.ts.
 */
export class VideoFacadeElement extends HTMLElement {
  /** Reflects `data-player`, as the manifest documents it. */
  get player(): string | undefined {
    return this.dataset.player;
  }
  set player(src: string) {
    this.dataset.player = src;
  }

  connectedCallback(): void {
    this.addEventListener('click', this.#onClick);
  }

  disconnectedCallback(): void {
    this.removeEventListener('click', this.#onClick);
  }

  readonly #onClick = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !this.contains(link) || !isPlainClick(event)) return;
    const frame = playerFrame(this.ownerDocument, this.dataset.player ?? '', this.dataset.title ?? '');
    if (!frame) return;
    event.preventDefault();
    link.replaceWith(frame);
    frame.focus();
    this.dispatchEvent(
      new CustomEvent<VideoFacadePlayDetail>('pp-video-facade-play', {
        detail: { src: frame.src },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-video-facade': VideoFacadeElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-video-facade-play': CustomEvent<VideoFacadePlayDetail>;
  }
}

if (!customElements.get('pp-video-facade')) customElements.define('pp-video-facade', VideoFacadeElement);
