/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import {
  BUILD,
  axeViolations,
  mount,
  mountRecording,
  settle,
  submittedEntries,
  until,
} from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

async function editableOf(element) {
  await customElements.whenDefined('pp-rich-text');
  return until(() => element.querySelector('[contenteditable="true"]'), 'the editable area');
}

function buttonOf(element, label) {
  return element.querySelector(`.pp-rich-text__button[aria-label="${label}"]`);
}

/** Types as a user does: the browser's own editing command fires the beforeinput/input events lexical reads. */
async function type(editable, text) {
  editable.focus();
  await settle();
  document.execCommand('insertText', false, text);
  await settle();
}

async function selectAll(editable) {
  editable.focus();
  document.execCommand('selectAll');
  await settle();
}

function press(editable, key) {
  editable.dispatchEvent(
    new KeyboardEvent('keydown', {
      key,
      code: `Key${key.toUpperCase()}`,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    }),
  );
}

function changesOf(element) {
  const changes = [];
  element.addEventListener('pp-rich-text-change', (event) => changes.push(event.detail.value));
  return changes;
}

function submitted(form, name) {
  return new FormData(form).get(name);
}

function formHtml(inside = '', attributes = '') {
  return `
    <form>
      <pp-rich-text name="message" data-label="Message" data-load-on="load" ${attributes}>${inside}</pp-rich-text>
    </form>`;
}

function mountForm(inside, attributes) {
  return mount(formHtml(inside, attributes));
}

describe('<pp-rich-text>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('lang');
  });

  it('submits what the user types as HTML, with a change event per edit', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    const changes = changesOf(element);
    await until(() => submitted(form, 'message') === '', 'the empty value in the form data');

    await type(editable, 'Bonjour');
    await until(() => submitted(form, 'message') === '<p>Bonjour</p>', 'the typed text in the form data');
    expect(changes.at(-1)).to.equal('<p>Bonjour</p>');
  });

  it('bolds the selection from its toolbar, the button pressed', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await type(editable, 'Important');
    await selectAll(editable);
    const bold = buttonOf(element, 'Bold');
    expect(bold.getAttribute('aria-pressed')).to.equal('false');
    bold.click();
    await until(
      () => submitted(form, 'message') === '<p><strong>Important</strong></p>',
      'the bold text in the form data',
    );
    await until(() => bold.getAttribute('aria-pressed') === 'true', 'the bold button pressed');
  });

  it('bolds with Ctrl+B and underlines with Ctrl+U, and refuses italic', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await type(editable, 'Texte');
    await selectAll(editable);
    press(editable, 'b');
    await until(() => submitted(form, 'message') === '<p><strong>Texte</strong></p>', 'the bold text');
    press(editable, 'u');
    await until(
      () => submitted(form, 'message') === '<p><u><strong>Texte</strong></u></p>',
      'the bold and underlined text',
    );
    expect(buttonOf(element, 'Underline').getAttribute('aria-pressed')).to.equal('true');
    press(editable, 'i');
    await settle();
    expect(editable.querySelector('em, i') === null, 'no italic in the editor').to.equal(true);
  });

  it('makes a bullet list from its toolbar', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await type(editable, 'Fleurs');
    const list = buttonOf(element, 'Bulleted list');
    list.click();
    await until(() => submitted(form, 'message') === '<ul><li>Fleurs</li></ul>', 'the list in the form data');
    await until(() => list.getAttribute('aria-pressed') === 'true', 'the list button pressed');
  });

  it('takes its initial value from its textarea, hidden and nameless, and its label', async () => {
    const page = mount(`
      <div>
        <label for="message-text">Votre message</label>
        <form>
          <pp-rich-text name="message" data-load-on="load">
            <textarea id="message-text" name="message">&lt;p&gt;Déjà &lt;b class="x"&gt;écrit&lt;/b&gt;&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;</textarea>
          </pp-rich-text>
        </form>
      </div>`);
    const form = page.querySelector('form');
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await until(
      () => submitted(form, 'message') === '<p>Déjà <strong>écrit</strong></p>',
      'the sanitised textarea value in the form data',
    );
    expect(new FormData(form).getAll('message').length).to.equal(1);
    expect(editable.getAttribute('aria-label')).to.equal('Votre message');
    expect(editable.getAttribute('role')).to.equal('textbox');
    expect(editable.getAttribute('aria-multiline')).to.equal('true');
  });

  it('blocks the submission while required and empty', async () => {
    document.documentElement.lang = 'fr';
    const form = mountForm('', 'required');
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await until(() => element.validity.valueMissing, 'the required field to be invalid');
    expect(element.validationMessage).to.equal('Veuillez renseigner ce champ.');
    expect(await submittedEntries(form)).to.equal(null);
    await type(editable, 'Oui');
    await until(() => element.checkValidity(), 'a filled field to be valid');
    expect(await submittedEntries(form)).to.deep.equal([['message', '<p>Oui</p>']]);
  });

  it('goes back to its initial value on reset, without a change event', async () => {
    const form = mountForm('', 'data-value="<p>Initial</p>"');
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    await until(() => submitted(form, 'message') === '<p>Initial</p>', 'the initial value');
    await selectAll(editable);
    await type(editable, 'Autre');
    await until(() => submitted(form, 'message') === '<p>Autre</p>', 'the edited value');
    const changes = changesOf(element);
    form.reset();
    await until(() => submitted(form, 'message') === '<p>Initial</p>', 'the initial value after reset');
    expect(editable.textContent).to.equal('Initial');
    expect(changes).to.deep.equal([]);
  });

  it('shows the French placeholder by default on a French page, or data-placeholder', async () => {
    document.documentElement.lang = 'fr';
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    await editableOf(element);
    const placeholder = () => element.querySelector('.pp-rich-text__placeholder')?.textContent;
    await until(() => placeholder() === 'Veuillez renseigner ce champs...', 'the default placeholder');
    expect(buttonOf(element, 'Gras') !== null).to.equal(true);
    element.setAttribute('data-placeholder', 'Votre message');
    await until(() => placeholder() === 'Votre message', 'the placeholder from data-placeholder');
  });

  it('replaces its content when data-value changes, without a change event', async () => {
    const form = mountForm('', 'data-value="<p>Un</p>"');
    const element = form.querySelector('pp-rich-text');
    await editableOf(element);
    const changes = changesOf(element);
    element.setAttribute('data-value', '<ul><li>Deux</li></ul>');
    await until(() => submitted(form, 'message') === '<ul><li>Deux</li></ul>', 'the new value');
    expect(changes).to.deep.equal([]);
  });

  it('keeps the user’s text once removed and put back, still editable, without change events of its own', async () => {
    const { element: form, details } = mountRecording(
      formHtml('', 'data-value="<p>Initial</p>"'),
      'pp-rich-text-change',
    );
    const element = form.querySelector('pp-rich-text');
    await selectAll(await editableOf(element));
    await type(element.querySelector('[contenteditable="true"]'), 'Gardé');
    await until(() => submitted(form, 'message') === '<p>Gardé</p>', 'the edited value');
    const values = () => details.map((detail) => detail.value);
    expect(values().at(-1)).to.equal('<p>Gardé</p>');
    expect(values().includes('<p>Initial</p>'), 'a change event on upgrade').to.equal(false);
    const edits = details.length;

    element.remove();
    await settle();
    form.append(element);
    const editable = await editableOf(element);
    await until(() => editable.textContent === 'Gardé', 'the edited text after re-insertion');
    expect(submitted(form, 'message')).to.equal('<p>Gardé</p>');
    await settle();
    expect(details.length).to.equal(edits);
    await selectAll(editable);
    await type(editable, 'Neuf');
    await until(() => submitted(form, 'message') === '<p>Neuf</p>', 'an edit after re-insertion');
    expect(values().at(-1)).to.equal('<p>Neuf</p>');
    expect(element.querySelectorAll('[contenteditable]').length).to.equal(1);
    form.reset();
    await until(() => submitted(form, 'message') === '<p>Initial</p>', 'the initial value after reset');
  });

  it('has no accessibility violation, empty and with a list', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-rich-text');
    const editable = await editableOf(element);
    expect(await axeViolations(form)).to.deep.equal([]);
    await type(editable, 'Point');
    buttonOf(element, 'Bulleted list').click();
    await until(() => submitted(form, 'message') === '<ul><li>Point</li></ul>', 'the list');
    expect(await axeViolations(form)).to.deep.equal([]);
  });
});
