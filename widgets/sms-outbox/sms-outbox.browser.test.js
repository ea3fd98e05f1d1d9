/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, axeViolations, mount, settle, until, uniquePhone } from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

function rowsOf(outbox) {
  return [...outbox.querySelectorAll('tbody tr')].map((row) =>
    [...row.cells].map((cell) => cell.textContent),
  );
}

function statusOf(outbox) {
  return outbox.querySelector('[role="status"]').textContent;
}

async function outboxFor(phone, refreshSeconds = 0) {
  const outbox = mount(
    `<pp-sms-outbox data-phone="${phone}" data-refresh-seconds="${refreshSeconds}"></pp-sms-outbox>`,
  );
  await customElements.whenDefined('pp-sms-outbox');
  return outbox;
}

describe('<pp-sms-outbox>', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('lists the SMS sent to its phone, with the code highlighted', async () => {
    const phone = uniquePhone();
    const outbox = await outboxFor(phone);
    await until(() => outbox.querySelector('table'), 'the table');

    expect(outbox.querySelector('h2').textContent).to.equal(`SMS sent to ${phone}`);
    const [[sent, to, text]] = rowsOf(outbox);
    expect(rowsOf(outbox)).to.have.length(1);
    expect(to).to.equal(phone);
    expect(text).to.contain('Votre code de vérification est 100001');
    expect(sent).to.not.equal('');
    expect(outbox.querySelector('time').dateTime).to.equal('2026-11-21T10:01:00.000Z');
    expect([...outbox.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['100001']);
  });

  it('reloads on the button, newest first, and announces what arrived', async () => {
    const phone = uniquePhone();
    const outbox = await outboxFor(phone);
    await until(() => rowsOf(outbox).length === 1, 'the first SMS');

    outbox.querySelector('.pp-sms-outbox__refresh').click();
    await until(() => rowsOf(outbox).length === 2, 'the second SMS');
    expect([...outbox.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal([
      '100002',
      '100001',
    ]);
    expect(statusOf(outbox)).to.equal(`1 new SMS; the newest, to ${phone}, has the code 100002.`);
  });

  it('reloads by itself every data-refresh-seconds', async () => {
    const outbox = await outboxFor(uniquePhone(), 1);
    await until(() => rowsOf(outbox).length >= 2, 'a reload');
  });

  it('without data-phone, loads nothing and says what it needs', async () => {
    const asked = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      const outbox = mount('<pp-sms-outbox data-refresh-seconds="0"></pp-sms-outbox>');
      await customElements.whenDefined('pp-sms-outbox');
      const notice = await until(() => outbox.querySelector('.pp-sms-outbox__empty'), 'the notice');
      expect(notice.textContent).to.contain('Give a phone number');
      await settle();
      expect(asked.filter((url) => url.includes('/dev/sms-outbox'))).to.deep.equal([]);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('says when no SMS was sent', async () => {
    const phone = uniquePhone('+33698');
    const outbox = await outboxFor(phone);
    const empty = await until(() => outbox.querySelector('.pp-sms-outbox__empty'), 'the empty state');
    expect(empty.textContent).to.equal(`No SMS sent to ${phone} yet.`);
    expect(outbox.querySelector('table') === null, 'no table').to.equal(true);
  });

  it('shows the server error in an alert, in the page’s language', async () => {
    document.documentElement.lang = 'fr';
    try {
      const outbox = await outboxFor(uniquePhone('+33699'));
      const alert = await until(() => outbox.querySelector('[role="alert"]'), 'the alert');
      expect(alert.textContent).to.equal('The outbox could not be loaded: Erreur 500 : outbox broken');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('tells the page when the user copies a code', async () => {
    const phone = uniquePhone();
    const outbox = await outboxFor(phone);
    const copy = await until(() => outbox.querySelector('.pp-sms-outbox__copy'), 'the copy button');
    expect(copy.getAttribute('aria-label')).to.equal('Copy code 100001');

    const heard = new Promise((resolve) =>
      document.addEventListener('pp-sms-outbox-copy', resolve, { once: true }),
    );
    copy.click();
    const event = await heard;
    expect(event.detail).to.deep.equal({ code: '100001', phone });
    expect(event.bubbles && event.composed).to.equal(true);
    await until(() => statusOf(outbox).includes('100001'), 'the copy to be reported');
  });

  it('keeps each instance to its own phone and its own state', async () => {
    const first = uniquePhone();
    const second = uniquePhone();
    const outboxes = [await outboxFor(first), await outboxFor(second)];
    await until(() => outboxes.every((outbox) => rowsOf(outbox).length === 1), 'both outboxes');

    outboxes[0].querySelector('.pp-sms-outbox__refresh').click();
    await until(() => rowsOf(outboxes[0]).length === 2, 'the first outbox to reload');
    expect(rowsOf(outboxes[1])).to.have.length(1);
    expect(rowsOf(outboxes[1])[0][1]).to.equal(second);
    expect(statusOf(outboxes[1])).to.equal('');
  });

  it('follows a change of data-phone', async () => {
    const outbox = await outboxFor(uniquePhone());
    await until(() => rowsOf(outbox).length === 1, 'the first phone');
    const next = uniquePhone('+33698');
    outbox.dataset.phone = next;
    await until(
      () => outbox.querySelector('.pp-sms-outbox__empty')?.textContent === `No SMS sent to ${next} yet.`,
      'the second phone',
    );
  });

  it('loads again once removed and put back, and still reloads on its button', async () => {
    const phone = uniquePhone();
    const outbox = await outboxFor(phone);
    await until(() => rowsOf(outbox).length === 1, 'the first SMS');
    outbox.remove();
    await settle();
    document.body.append(outbox);
    await until(() => rowsOf(outbox).length === 2, 'the outbox loaded again');
    expect(outbox.querySelectorAll('.pp-sms-outbox').length).to.equal(1);
    expect(outbox.querySelector('h2').textContent).to.equal(`SMS sent to ${phone}`);
    outbox.querySelector('.pp-sms-outbox__refresh').click();
    await until(() => rowsOf(outbox).length === 3, 'a reload on the button');
  });

  it('has no accessibility violations, with messages and with an error', async () => {
    const listing = await outboxFor(uniquePhone());
    await until(() => listing.querySelector('table'), 'the table');
    expect(await axeViolations(listing)).to.deep.equal([]);

    document.body.replaceChildren();
    const failing = await outboxFor(uniquePhone('+33699'));
    await until(() => failing.querySelector('[role="alert"]'), 'the alert');
    expect(await axeViolations(failing)).to.deep.equal([]);
  });
});
