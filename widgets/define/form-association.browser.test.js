/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, mount, settle, until } from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/fixtures.js`);

const REQUIRED_MESSAGE = 'Please fill in the fixture field.';

function inputOf(form) {
  return form.querySelector('.field-input');
}

/** Types as a user does: React only hears the native value setter followed by an input event. */
function type(input, text) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function submitted(form, name) {
  return new FormData(form).get(name);
}

/** Resolves with what the form would send, or with null when the browser blocked the submission. */
async function submit(form) {
  let sent = null;
  const onSubmit = (event) => {
    event.preventDefault();
    sent = Object.fromEntries(new FormData(form));
  };
  form.addEventListener('submit', onSubmit);
  form.requestSubmit();
  await settle();
  form.removeEventListener('submit', onSubmit);
  return sent;
}

describe('defineElement with formAssociated', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is submitted by a plain form under its name, and has the members of a native control', async () => {
    const form = mount(`
      <form><pp-fixture-field name="city" data-value="Lyon" data-load-on="load"></pp-fixture-field></form>`);
    await until(() => submitted(form, 'city') === 'Lyon', 'the initial value in the form data');
    expect(await submit(form)).to.deep.equal({ city: 'Lyon' });

    type(inputOf(form), 'Paris');
    await until(() => submitted(form, 'city') === 'Paris', 'the typed value in the form data');

    const element = form.querySelector('pp-fixture-field');
    expect(element.form === form, 'element.form is its form').to.equal(true);
    expect(element.type).to.equal('pp-fixture-field');
    expect(element.willValidate).to.equal(true);
    expect(element.checkValidity()).to.equal(true);

    element.name = 'town';
    expect(element.getAttribute('name')).to.equal('town');
    expect(await submit(form)).to.deep.equal({ town: 'Paris' });
  });

  it('blocks the submission with its message while required and empty', async () => {
    const form = mount(`<form><pp-fixture-field name="city" required></pp-fixture-field></form>`);
    const element = form.querySelector('pp-fixture-field');
    await until(() => element.validationMessage === REQUIRED_MESSAGE, 'the required message');
    expect(element.validity.valueMissing).to.equal(true);
    expect(element.matches(':invalid')).to.equal(true);
    expect(form.checkValidity()).to.equal(false);
    expect(await submit(form)).to.equal(null);

    type(inputOf(form), 'Nantes');
    await until(() => element.checkValidity(), 'a filled field to be valid');
    expect(await submit(form)).to.deep.equal({ city: 'Nantes' });

    type(inputOf(form), '');
    await until(() => !element.checkValidity(), 'an emptied field to be invalid again');
    element.required = false;
    await until(() => element.checkValidity(), 'a field no longer required to be valid');
    expect(element.validationMessage).to.equal('');
  });

  it('goes back to its initial value when the form is reset', async () => {
    const form = mount(`<form><pp-fixture-field name="city" data-value="Lyon"></pp-fixture-field></form>`);
    await until(() => inputOf(form), 'the field to render');
    type(inputOf(form), 'Paris');
    await until(() => submitted(form, 'city') === 'Paris', 'the typed value');

    form.reset();
    await until(() => inputOf(form).value === 'Lyon', 'the input to show the initial value');
    await until(() => submitted(form, 'city') === 'Lyon', 'the initial value in the form');
  });

  it('is disabled by a disabled fieldset or its own attribute: neither submitted nor validated', async () => {
    const form = mount(`
      <form><fieldset disabled>
        <pp-fixture-field name="city" data-value="Lyon" required></pp-fixture-field>
      </fieldset></form>`);
    const element = form.querySelector('pp-fixture-field');
    await until(() => inputOf(form)?.dataset.formDisabled === 'true', 'the component to hear it is disabled');
    expect(element.matches(':disabled')).to.equal(true);
    expect(element.willValidate).to.equal(false);
    expect(submitted(form, 'city')).to.equal(null);

    form.querySelector('fieldset').disabled = false;
    await until(() => inputOf(form).dataset.formDisabled === 'false', 'the component to hear it is enabled');
    expect(submitted(form, 'city')).to.equal('Lyon');

    element.disabled = true;
    await until(() => inputOf(form).dataset.formDisabled === 'true', 'its own disabled attribute');
    expect(submitted(form, 'city')).to.equal(null);
  });

  it('leaves elements that do not opt in out of forms', async () => {
    const form = mount(`<form><pp-fixture-echo name="x" data-load-on="load"></pp-fixture-echo></form>`);
    await customElements.whenDefined('pp-fixture-echo');
    await settle();
    expect(customElements.get('pp-fixture-echo').formAssociated === true).to.equal(false);
    expect('form' in form.querySelector('pp-fixture-echo')).to.equal(false);
  });
});
