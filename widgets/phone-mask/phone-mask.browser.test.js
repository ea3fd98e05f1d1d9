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

const INVALID_FR = 'Votre numéro de téléphone est invalide.';
const REQUIRED_FR = 'Veuillez saisir votre numéro de téléphone.';

/** A legacy form as an integrator writes it: a label for the child input the element enhances. */
function formHtml(attributes = 'data-country="FR" data-locale="fr"', value = '0612345678') {
  return `
    <form>
      <label for="phone-input">Téléphone</label>
      <pp-phone-mask name="phone" ${attributes} data-load-on="load">
        <input type="tel" id="phone-input" name="phone" value="${value}">
      </pp-phone-mask>
    </form>`;
}

function mountForm(attributes, value) {
  return mount(formHtml(attributes, value));
}

function inputOf(form) {
  return form.querySelector('.pp-phone-mask__input');
}

async function upgraded(form) {
  await customElements.whenDefined('pp-phone-mask');
  return until(() => inputOf(form), 'the element to render its field');
}

/** Types as a user does: the native value setter, then the input event React listens to. */
function type(input, text, { inputType = 'insertText', caret = text.length } = {}) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
}

function changesOf(element) {
  const changes = [];
  element.addEventListener('pp-phone-mask-change', (event) => changes.push(event.detail));
  return changes;
}

describe('<pp-phone-mask>', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('takes over its child input: formatted, submitted once, in E.164', async () => {
    const form = mountForm();
    const input = await upgraded(form);
    expect(input.value).to.equal('06 12 34 56 78');
    expect(input.id).to.equal('phone-input');
    expect(form.querySelectorAll('input').length).to.equal(1);
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the E.164 value in the form');
    expect(await submittedEntries(form)).to.deep.equal([['phone', '+33612345678']]);
  });

  it('formats the number as it is typed and tells the page about each edit', async () => {
    const form = mountForm('data-country="FR"', '');
    const input = await upgraded(form);
    const changes = changesOf(form.querySelector('pp-phone-mask'));
    type(input, '061234');
    await until(() => input.value === '06 12 34', 'the typed digits to be grouped');
    type(input, '06 12 34 56 78');
    await until(() => input.value === '06 12 34 56 78', 'the whole number');
    expect(input.selectionStart).to.equal(14);
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the E.164 value');
    expect(changes).to.deep.equal([
      { value: '', valid: false },
      { value: '+33612345678', valid: true },
    ]);
  });

  it('removes the digit before a separator erased with Backspace', async () => {
    const form = mountForm('data-country="FR"', '061234');
    const input = await upgraded(form);
    type(input, '0612 34', { inputType: 'deleteContentBackward', caret: 2 });
    await until(() => input.value === '01 23 4', 'the digit before the separator to go');
  });

  it('makes an invalid number invalid with the French message, and blocks the submission', async () => {
    const form = mountForm('data-country="FR" data-locale="fr"', '');
    const input = await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    type(input, '00 00 00 00 00');
    await until(() => element.validationMessage === INVALID_FR, 'the invalid message');
    expect(element.matches(':invalid')).to.equal(true);
    expect(new FormData(form).get('phone')).to.equal('');
    expect(await submittedEntries(form)).to.equal(null);
    await until(
      () => form.querySelector('.pp-phone-mask__error')?.textContent === INVALID_FR,
      'the shown message',
    );
    expect(input.getAttribute('aria-invalid')).to.equal('true');

    type(input, '06 12 34 56 78');
    await until(() => element.checkValidity(), 'a valid number to make it valid');
    expect(form.querySelector('.pp-phone-mask__error') === null).to.equal(true);
  });

  it('translates the message into the page language', async () => {
    const form = mountForm('data-country="FR" data-locale="en"', '0000');
    await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    await until(() => element.validationMessage === 'Your phone number is invalid.', 'the English message');
  });

  it('is required when the attribute says so', async () => {
    const form = mountForm('data-country="FR" data-locale="fr" required', '');
    await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    await until(() => element.validationMessage === REQUIRED_FR, 'the required message');
    expect(element.validity.valueMissing).to.equal(true);
    expect(await submittedEntries(form)).to.equal(null);
    element.required = false;
    await until(() => element.checkValidity(), 'an optional empty field to be valid');
    expect(await submittedEntries(form)).to.deep.equal([['phone', '']]);
  });

  it('goes back to its initial number when the form is reset', async () => {
    const form = mountForm();
    const input = await upgraded(form);
    type(input, '0000');
    await until(() => new FormData(form).get('phone') === '', 'the edited, invalid number');
    form.reset();
    await until(() => input.value === '06 12 34 56 78', 'the initial number');
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the initial value in the form');
  });

  it('takes its initial number from data-value', async () => {
    const form = mount(`
      <form><pp-phone-mask name="tel" data-value="+32470123456" data-country="BE" data-label="Gsm" data-load-on="load">
      </pp-phone-mask></form>`);
    const input = await upgraded(form);
    expect(input.value).to.equal('0470 12 34 56');
    expect(input.getAttribute('aria-label')).to.equal('Gsm');
    await until(() => new FormData(form).get('tel') === '+32470123456', 'the E.164 value');
  });

  it('re-formats the number when data-country changes, without a change event', async () => {
    const form = mountForm('data-country="FR"', '07400123456');
    const input = await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    const changes = changesOf(element);
    await until(() => !element.checkValidity(), 'a British number to be invalid in France');
    element.dataset.country = 'GB';
    await until(() => input.value === '07400 123456', 'the British grouping');
    await until(() => new FormData(form).get('phone') === '+447400123456', 'the British E.164 value');
    expect(element.checkValidity()).to.equal(true);
    expect(changes).to.deep.equal([]);
  });

  it('fires pp-phone-mask-change on user edits only: not on upgrade, value changes or reset', async () => {
    const { element: form, details } = mountRecording(formHtml(), 'pp-phone-mask-change');
    const input = await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the initial value');
    element.value = '+33612345679';
    await until(() => input.value === '06 12 34 56 79', 'the number set by a script');
    element.setAttribute('data-value', '0123456789');
    await until(() => input.value === '01 23 45 67 89', 'the number set by the attribute');
    // The form value follows the shown number once the element has rendered it.
    await until(
      () => new FormData(form).get('phone') === '+33123456789',
      'the attribute’s number in the form',
    );
    type(input, '06 12 34 56 78');
    await until(() => details.length === 1, 'the user’s edit');
    form.reset();
    await until(() => input.value === '01 23 45 67 89', 'the attribute’s number after reset');
    await settle();
    expect(details).to.deep.equal([{ value: '+33612345678', valid: true }]);
  });

  it('shows the flag of its country beside the field, named, and follows data-country', async () => {
    const form = mountForm('data-country="FR" data-locale="fr"');
    const input = await upgraded(form);
    const element = form.querySelector('pp-phone-mask');
    const country = form.querySelector('.pp-phone-mask__country');
    const flagName = () => country.querySelector('svg[role="img"]')?.getAttribute('aria-label');
    expect(flagName()).to.equal('France');
    expect(input.getAttribute('aria-describedby')).to.equal(country.id);
    const flagBox = country.getBoundingClientRect();
    const inputBox = input.getBoundingClientRect();
    expect(flagBox.width > 0 && flagBox.right <= inputBox.left, 'the flag before the field').to.equal(true);
    expect(flagBox.top >= inputBox.top && flagBox.bottom <= inputBox.bottom, 'on its line').to.equal(true);

    element.dataset.country = 'BE';
    await until(() => flagName() === 'Belgique', 'the Belgian flag');
    element.dataset.locale = 'en';
    await until(() => flagName() === 'Belgium', 'the country named in English');
  });

  it('keeps its number when it is removed and put back', async () => {
    const form = mountForm('data-country="FR"', '');
    const input = await upgraded(form);
    type(input, '0612345678');
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the typed number');
    const element = form.querySelector('pp-phone-mask');
    element.remove();
    await settle();
    form.append(element);
    await until(() => inputOf(form)?.value === '06 12 34 56 78', 'the number after re-insertion');
    await until(() => new FormData(form).get('phone') === '+33612345678', 'the value after re-insertion');
  });

  it('takes over the number typed in its child input before it upgraded, and the focus', async () => {
    const form = mountForm('data-country="BE" data-locale="fr"', '');
    const child = form.querySelector('input');
    child.focus();
    child.value = '0470123456';
    const field = await upgraded(form);
    await until(() => document.activeElement === field, 'the focus on the field');
    expect([field.value, field.selectionStart]).to.deep.equal(['0470 12 34 56', '0470 12 34 56'.length]);
    await until(
      () => new FormData(form).get('phone') === '+32470123456',
      'the number typed before the upgrade',
    );
  });

  it('has no axe violations, labelled by the integrator’s label or by default', async () => {
    const form = mountForm();
    await upgraded(form);
    expect(await axeViolations(form)).to.deep.equal([]);
    expect(inputOf(form).labels.length).to.equal(1);

    const bare = mount(
      `<form><pp-phone-mask name="p" data-locale="fr" data-load-on="load"></pp-phone-mask></form>`,
    );
    const input = await upgraded(bare);
    expect(input.getAttribute('aria-label')).to.equal('Numéro de téléphone');
    type(input, '12');
    input.blur();
    await until(() => bare.querySelector('.pp-phone-mask__error'), 'the shown message');
    expect(await axeViolations(bare)).to.deep.equal([]);
  });
});
