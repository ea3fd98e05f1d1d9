/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, settle, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi } from '../../test-fixtures/fake-directory-api.js';

/*
 * A profile whose gallery is far below the fold, with its image-views region beside it (loaded when visible,
 * as the pages write it), a second region naming one of the same images, and a region with wrong props.
 */

const api = installFakeDirectoryApi();
document.body.innerHTML = `
  <div style="height: 300vh">Above the gallery</div>
  <div id="gallery-views" data-island="image-views" data-load-on="visible" data-props='{"imageIds":[11,12]}'></div>
  <div id="again" data-island="image-views" data-load-on="visible" data-props='{"imageIds":[12,13]}'></div>
  <div id="broken" data-island="image-views" data-load-on="load" data-props='{"imageIds":["eleven"]}'>kept</div>
`;
const errors = [];
const consoleError = console.error;
console.error = (...args) => errors.push(String(args[0]));
await import(`${BUILD}/islands.js`);

const counted = () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.path);

describe('image-views', () => {
  it('counts nothing while the gallery is out of sight', async () => {
    await settle();
    await settle();
    expect(counted()).to.deep.equal([]);
  });

  it('counts each image once when the gallery is seen, and renders nothing', async () => {
    document.getElementById('again').scrollIntoView();
    await until(() => counted().length === 3, 'three views counted');
    await settle();
    expect(counted().sort()).to.deep.equal([
      '/image/11/increment-view-count',
      '/image/12/increment-view-count',
      '/image/13/increment-view-count',
    ]);
    expect(document.getElementById('gallery-views').innerHTML).to.equal('');
  });

  it('counts no image again when the gallery is seen again', async () => {
    window.scrollTo(0, 0);
    await settle();
    document.getElementById('gallery-views').scrollIntoView();
    await settle();
    expect(counted().length).to.equal(3);
  });

  it('leaves a region with wrong props as the server wrote it, and says why', async () => {
    await until(
      () => errors.some((error) => error.startsWith('The island "image-views" keeps')),
      'the error',
    );
    console.error = consoleError;
    expect(document.getElementById('broken').textContent).to.equal('kept');
  });
});
