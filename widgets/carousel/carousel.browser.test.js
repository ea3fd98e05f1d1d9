/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import {
  BUILD,
  axeViolations,
  mount,
  mountRecording,
  settle,
  until,
} from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

const COLOURS = ['#c33', '#3c3', '#33c', '#cc3', '#3cc', '#c3c', '#999', '#333'];

/** A tiny image per colour, so that the tests need no server route. */
function imageSrc(colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function carouselHtml(count = COLOURS.length) {
  const images = COLOURS.slice(0, count)
    .map((colour, index) => `<img src="${imageSrc(colour)}" alt="Photo ${index + 1}">`)
    .join('');
  return `<pp-carousel data-load-on="load">${images}</pp-carousel>`;
}

function mountWithImages(count) {
  return mount(carouselHtml(count));
}

function slidesOf(element, part) {
  return [...element.querySelectorAll(`.pp-carousel__${part} .splide__slide:not(.splide__slide--clone)`)];
}

function activeIndex(element, part) {
  return slidesOf(element, part).findIndex((slide) => slide.classList.contains('is-active'));
}

async function upgraded(element, count) {
  await customElements.whenDefined('pp-carousel');
  await until(
    () =>
      slidesOf(element, 'thumbnails').length === count &&
      element.querySelectorAll('.splide.is-initialized').length === 2,
    'the slider and its thumbnails to be mounted',
  );
  await settle();
}

function changesOf(element) {
  const changes = [];
  element.addEventListener('pp-carousel-change', (event) => changes.push(event.detail.index));
  return changes;
}

function key(target, name) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

describe('<pp-carousel>', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('upgrades from its child images: one slide and one thumbnail each', async () => {
    const element = mountWithImages();
    await upgraded(element, COLOURS.length);
    const slides = slidesOf(element, 'main');
    expect(slides.length).to.equal(COLOURS.length);
    expect(slides.map((slide) => slide.querySelector('img').alt)).to.deep.equal(
      COLOURS.map((_colour, index) => `Photo ${index + 1}`),
    );
    expect(slides[2].querySelector('img').getAttribute('src')).to.equal(imageSrc(COLOURS[2]));
    expect(element.querySelectorAll('img').length).to.equal(2 * COLOURS.length);
  });

  it('shows 6 thumbnails per view, 10 px apart', async () => {
    const element = mountWithImages();
    await upgraded(element, COLOURS.length);
    const [first, second] = slidesOf(element, 'thumbnails');
    const track = element.querySelector('.pp-carousel__thumbnails .splide__track');
    const width = first.getBoundingClientRect().width;
    const gap = second.getBoundingClientRect().left - first.getBoundingClientRect().right;
    expect(Math.round(gap)).to.equal(10);
    expect(Math.round(width)).to.equal(Math.round((track.clientWidth - 5 * 10) / 6));
  });

  it('keeps the slider and the thumbnails in sync, with a change event', async () => {
    const element = mountWithImages();
    await upgraded(element, COLOURS.length);
    const changes = changesOf(element);
    slidesOf(element, 'thumbnails')[3].click();
    await until(() => activeIndex(element, 'main') === 3, 'the slider to show the fourth image');
    await until(() => changes.includes(3), 'the change event');
    element.querySelector('.pp-carousel__arrow--next').click();
    await until(() => activeIndex(element, 'thumbnails') === 4, 'the fifth thumbnail to be active');
    await until(() => changes.at(-1) === 4, 'the second change event');
  });

  it('is operable by keyboard, with labelled arrows and thumbnails', async () => {
    const element = mountWithImages();
    await upgraded(element, COLOURS.length);
    const changes = changesOf(element);
    const next = element.querySelector('.pp-carousel__arrow--next');
    const previous = element.querySelector('.pp-carousel__arrow--prev');
    expect(next.getAttribute('aria-label')).to.equal('Next photo');
    // On the first image, with rewind, the previous arrow goes to the last one, and says so.
    expect(previous.getAttribute('aria-label')).to.equal('Go to the last photo');

    next.focus();
    key(next, 'ArrowRight');
    await until(() => activeIndex(element, 'main') === 1, 'ArrowRight to show the second image');

    const thumbnail = slidesOf(element, 'thumbnails')[5];
    expect(thumbnail.getAttribute('tabindex')).to.equal('0');
    expect(thumbnail.getAttribute('aria-label')).to.equal('Show photo 6');
    thumbnail.focus();
    key(thumbnail, 'Enter');
    await until(() => activeIndex(element, 'main') === 5, 'Enter on a thumbnail to show its image');
    await until(() => changes.at(-1) === 5, 'the change event');
  });

  it('reads data-images, requesting image-route keys with a width, and follows its changes', async () => {
    const element = mount(
      `<pp-carousel data-load-on="load" data-width="800"
        data-images='[{"key":"venues/1/a.jpg","alt":"A"},{"src":"${imageSrc('#c33')}","alt":"B"}]'></pp-carousel>`,
    );
    await upgraded(element, 2);
    const [main] = slidesOf(element, 'main');
    const [thumbnail] = slidesOf(element, 'thumbnails');
    expect(main.querySelector('img').getAttribute('src')).to.equal('/images/venues/1/a.jpg?w=800');
    expect(thumbnail.querySelector('img').getAttribute('src')).to.equal('/images/venues/1/a.jpg?w=240');

    const changes = changesOf(element);
    element.setAttribute(
      'data-images',
      JSON.stringify([
        { key: 'b.jpg', alt: 'B' },
        { key: 'c.jpg', alt: 'C' },
        { key: 'd.jpg', alt: 'D' },
      ]),
    );
    await until(() => slidesOf(element, 'thumbnails').length === 3, 'three thumbnails');
    expect(slidesOf(element, 'main')[2].querySelector('img').getAttribute('src')).to.equal(
      '/images/d.jpg?w=800',
    );
    await settle();
    expect(changes).to.deep.equal([]);
  });

  it('shows the same image once removed and put back, and works again, with change events for the user only', async () => {
    const { element, details } = mountRecording(carouselHtml(3), 'pp-carousel-change');
    await upgraded(element, 3);
    expect(details).to.deep.equal([]);
    slidesOf(element, 'thumbnails')[1].click();
    await until(() => activeIndex(element, 'main') === 1, 'the second image');
    await until(() => details.length === 1, 'the change event');

    element.remove();
    await settle();
    document.body.append(element);
    await upgraded(element, 3);
    expect([activeIndex(element, 'main'), activeIndex(element, 'thumbnails')]).to.deep.equal([1, 1]);
    slidesOf(element, 'thumbnails')[2].click();
    await until(() => activeIndex(element, 'main') === 2, 'the slider to follow its thumbnails');
    await until(() => details.length === 2, 'the second change event');
    expect(details).to.deep.equal([{ index: 1 }, { index: 2 }]);
  });

  it('has no accessibility violation', async () => {
    const element = mountWithImages();
    await upgraded(element, COLOURS.length);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
