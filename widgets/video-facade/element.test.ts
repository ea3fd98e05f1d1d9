// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import './element';

const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';

/** The facade as the profile writes it: a link to the video's page, its thumbnail and play button inside. */
function facade(player = YOUTUBE_PLAYER) {
  document.body.innerHTML = `<pp-video-facade data-player="${player}" data-title="Notre mariage au château">
      <a class="video-facade" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">
        <img class="video-facade__poster" src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="">
        <span class="video-facade__play"></span><span>Lire la vidéo : Notre mariage au château</span>
      </a>
    </pp-video-facade>`;
  const element = document.querySelector('pp-video-facade');
  const link = element?.querySelector('a');
  if (!element || !link) throw new Error('no facade');
  return { element, link, poster: link.querySelector('img') as HTMLElement };
}

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<pp-video-facade>', () => {
  it('loads no player before the click', () => {
    const { element } = facade();
    expect(element.querySelector('iframe')).toBeNull();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('puts the player in the link’s place on a click on the thumbnail, titled, focused, and says so', () => {
    const { element, poster } = facade();
    const played: string[] = [];
    document.addEventListener('pp-video-facade-play', (event) => played.push(event.detail.src), {
      once: true,
    });
    const event = click(poster);
    expect(event.defaultPrevented).toBe(true);
    const frame = element.querySelector('iframe');
    expect(frame?.src).toBe(YOUTUBE_PLAYER);
    expect(frame?.title).toBe('Notre mariage au château');
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(element.querySelector('a')).toBeNull();
    expect(document.activeElement).toBe(frame);
    expect(played).toEqual([YOUTUBE_PLAYER]);
  });

  it('loads Vimeo’s player too', () => {
    const vimeo = 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1';
    const { element, link } = facade(vimeo);
    click(link);
    expect(element.querySelector('iframe')?.src).toBe(vimeo);
  });

  it('lets a click that asks for another tab follow the link', () => {
    const { element, link } = facade();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link, init).defaultPrevented).toBe(false);
    }
    expect(element.querySelector('iframe')).toBeNull();
  });

  it('frames no other host: the link is followed instead', () => {
    const { element, link } = facade('https://evil.example/embed/dQw4w9WgXcQ');
    expect(click(link).defaultPrevented).toBe(false);
    expect(element.querySelector('iframe')).toBeNull();
    expect(element.querySelector('a')).toBe(link);
  });
});
