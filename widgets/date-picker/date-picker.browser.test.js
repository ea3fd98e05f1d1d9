/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  BUILD,
  axeViolations,
  markupErrors,
  mount,
  mountRecording,
  settle,
  submittedEntries,
  until,
} from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

const PAST_FR = 'Vous ne pouvez pas choisir une date passée.';
const PAST_EN = 'You cannot choose a date in the past.';
const INVALID_FR = 'Date invalide';
const UNREADABLE_FR = 'Date non reconnue : tapez-la comme 12/06/2027 ou 12 juin 2027.';

/** A legacy form as an integrator writes it: a label for the child input the element enhances. */
function formHtml(attributes = 'data-locale="fr"', value = '2030-05-10') {
  return `
    <form>
      <label for="event-date">Date de l'événement</label>
      <pp-date-picker name="eventDate" ${attributes} data-load-on="load">
        <input type="date" id="event-date" name="eventDate" value="${value}">
      </pp-date-picker>
    </form>`;
}

function mountForm(attributes, value) {
  return mount(formHtml(attributes, value));
}

function fieldOf(form) {
  return form.querySelector('.pp-date-picker__input');
}

async function upgraded(form) {
  await customElements.whenDefined('pp-date-picker');
  return until(() => fieldOf(form), 'the element to render its field');
}

function submitted(form) {
  return new FormData(form).getAll('eventDate');
}

function changesOf(element) {
  const changes = [];
  element.addEventListener('pp-date-picker-change', (event) => changes.push(event.detail.value));
  return changes;
}

/** The calendar's day cell of a `YYYY-MM-DD` date in the month shown. */
function dayOf(form, date) {
  return [...form.querySelectorAll('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)')].find((day) => {
    const d = day.dateObj;
    const ymd = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return ymd === date;
  });
}

async function typeAndEnter(field, text) {
  field.focus();
  field.select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
  await settle();
}

describe('<pp-date-picker>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('lang');
  });

  it('takes over its child input: day, month name and year shown, YYYY-MM-DD submitted once', async () => {
    const form = mountForm();
    const field = await upgraded(form);
    expect(field.value).to.equal('10 mai 2030');
    expect(field.id).to.equal('event-date');
    expect(form.querySelectorAll('input[name]').length).to.equal(0);
    await until(() => submitted(form).join() === '2030-05-10', 'the date in the form');
    expect(await submittedEntries(form)).to.deep.equal([['eventDate', '2030-05-10']]);
  });

  it('picks a date with a click in the calendar', async () => {
    const form = mountForm();
    const field = await upgraded(form);
    const changes = changesOf(form.querySelector('pp-date-picker'));
    field.click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    dayOf(form, '2030-05-20').click();
    await until(() => submitted(form).join() === '2030-05-20', 'the clicked date in the form');
    expect(field.value).to.equal('20 mai 2030');
    expect(changes).to.deep.equal(['2030-05-20']);
  });

  it('opens its calendar under the field inside a scrolling container, and follows it (static)', async () => {
    const box = mount(`
      <div style="height: 200px; overflow: auto">
        <div style="height: 300px"></div>
        <form><pp-date-picker name="eventDate" data-value="2030-05-10" data-label="Date" data-load-on="load">
        </pp-date-picker></form>
        <div style="height: 600px"></div>
      </div>`);
    const field = await upgraded(box);
    box.scrollTop = 280;
    field.click();
    const calendar = await until(() => box.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    expect(getComputedStyle(calendar).position, 'flatpickr’s stylesheet is loaded').to.equal('absolute');
    // flatpickr's opening animation slides the calendar down by 20 px: measure where it ends.
    for (const animation of calendar.getAnimations()) animation.finish();
    const gap = () => calendar.getBoundingClientRect().top - field.getBoundingClientRect().bottom;
    expect(gap() >= 0 && gap() < 10, `calendar ${gap()} px under the field`).to.equal(true);
    box.scrollTop = 320;
    expect(gap() >= 0 && gap() < 10, `still ${gap()} px under it after scrolling`).to.equal(true);
  });

  it('is usable with the keyboard: ArrowDown into the calendar, arrows, Enter', async () => {
    const form = mountForm();
    const field = await upgraded(form);
    field.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => document.activeElement?.classList.contains('selected'), 'the chosen day to have focus');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await until(() => submitted(form).join() === '2030-05-11', 'the next day in the form');
    expect(document.activeElement === field, 'the focus back on the field').to.equal(true);
  });

  it('accepts a typed date', async () => {
    const form = mountForm('data-locale="fr"', '');
    const field = await upgraded(form);
    await typeAndEnter(field, '14 juillet 2031');
    await until(() => submitted(form).join() === '2031-07-14', 'the typed date in the form');
    expect(field.value).to.equal('14 juillet 2031');
  });

  it('refuses a typed past date with the message, in the page language', async () => {
    const form = mountForm('data-locale="fr"', '');
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    await typeAndEnter(field, '1 janvier 2020');
    await until(() => element.validationMessage === PAST_FR, 'the past-date message');
    expect(element.validity.rangeUnderflow).to.equal(true);
    expect(form.querySelector('.pp-date-picker__error')?.textContent).to.equal(PAST_FR);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(submitted(form).join()).to.equal('');
    expect(await submittedEntries(form)).to.equal(null);

    const english = mountForm('data-locale="en"', '');
    const englishField = await upgraded(english);
    await typeAndEnter(englishField, '2020-01-01');
    const englishElement = english.querySelector('pp-date-picker');
    await until(() => englishElement.validationMessage === PAST_EN, 'the English message');
  });

  it('keeps the past-date message when a host hands its own change back as data-value (a React form)', async () => {
    const form = mountForm('data-locale="fr"', '2031-03-12');
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    element.addEventListener('pp-date-picker-change', (event) => {
      element.dataset.value = event.detail.value;
    });
    await typeAndEnter(field, '1 janvier 2020');
    await settle();
    await until(() => element.validationMessage === PAST_FR, 'the past-date message');
    expect(form.querySelector('.pp-date-picker__error')?.textContent).to.equal(PAST_FR);
  });

  it('allows past dates with data-allow-past', async () => {
    const form = mountForm('data-locale="fr" data-allow-past', '');
    const field = await upgraded(form);
    await typeAndEnter(field, '1 janvier 2020');
    await until(() => submitted(form).join() === '2020-01-01', 'the past date in the form');
    expect(form.querySelector('pp-date-picker').checkValidity()).to.equal(true);
  });

  it('does not let the user choose a disabled date', async () => {
    const form = mountForm(`data-locale="fr" data-disabled-dates='["2030-05-20"]'`);
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    field.click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    const day = dayOf(form, '2030-05-20');
    expect(day.classList.contains('flatpickr-disabled')).to.equal(true);
    day.click();
    await settle();
    expect(submitted(form).join()).to.equal('2030-05-10');

    await typeAndEnter(field, '20 mai 2030');
    await until(() => element.validationMessage === 'Cette date n’est pas disponible.', 'the message');
    expect(submitted(form).join()).to.equal('');
  });

  it('is required when the attribute says so', async () => {
    const form = mountForm('data-locale="fr" required', '');
    await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    await until(() => element.validationMessage === 'Veuillez choisir une date.', 'the required message');
    expect(element.validity.valueMissing).to.equal(true);
    expect(await submittedEntries(form)).to.equal(null);
    await until(() => form.querySelector('.pp-date-picker__error'), 'the message shown after the attempt');
  });

  it('goes back to its initial date when the form is reset', async () => {
    const form = mountForm();
    const field = await upgraded(form);
    await typeAndEnter(field, '14 juillet 2031');
    await until(() => submitted(form).join() === '2031-07-14', 'the typed date');
    form.reset();
    await until(() => field.value === '10 mai 2030', 'the initial date shown');
    await until(() => submitted(form).join() === '2030-05-10', 'the initial date in the form');
  });

  it('honours data-disabled-dates changed after the upgrade', async () => {
    const form = mountForm();
    await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    element.dataset.disabledDates = '["2030-05-21"]';
    await settle();
    fieldOf(form).click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    expect(dayOf(form, '2030-05-21').classList.contains('flatpickr-disabled')).to.equal(true);
  });

  it('keeps the date the user chose when it is removed and put back, and still works', async () => {
    const form = mountForm();
    const element = form.querySelector('pp-date-picker');
    await typeAndEnter(await upgraded(form), '14 juillet 2031');
    await until(() => submitted(form).join() === '2031-07-14', 'the typed date');
    element.remove();
    await settle();
    form.append(element);
    const field = await until(() => fieldOf(form), 'the field after re-insertion');
    await until(() => field.value === '14 juillet 2031', 'the chosen date after re-insertion');
    expect(submitted(form).join()).to.equal('2031-07-14');

    field.click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    dayOf(form, '2031-07-20').click();
    await until(() => submitted(form).join() === '2031-07-20', 'a date clicked after re-insertion');
  });

  it('fires pp-date-picker-change on user action only: not on upgrade, attribute or value changes, reset', async () => {
    const { element: form, details } = mountRecording(formHtml(), 'pp-date-picker-change');
    await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    // A changed rule renders the calendar and its field anew: the field is looked up each time.
    const shown = () => fieldOf(form)?.value;
    await until(() => submitted(form).join() === '2030-05-10', 'the initial date in the form');
    element.dataset.disabledDates = '["2030-05-21"]';
    element.value = '2030-06-01';
    await until(() => shown() === '1 juin 2030', 'the date set by a script');
    await until(() => submitted(form).join() === '2030-06-01', 'that date in the form');
    element.setAttribute('data-value', '2030-06-02');
    await until(() => shown() === '2 juin 2030', 'the date set by the attribute');
    await typeAndEnter(fieldOf(form), '14 juillet 2031');
    expect(details).to.deep.equal([{ value: '2031-07-14' }]);
    form.reset();
    await until(() => shown() === '2 juin 2030', 'the date of the attribute after reset');
    await settle();
    expect(details).to.deep.equal([{ value: '2031-07-14' }]);
  });

  it('shows a past initial date without data-allow-past, invalid with the message, never submitted unnoticed', async () => {
    const { element: form, details } = mountRecording(
      formHtml('data-locale="fr"', '2020-01-15'),
      'pp-date-picker-change',
    );
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    expect(field.value).to.equal('15 janvier 2020');
    await until(() => element.validationMessage === PAST_FR, 'the past-date message');
    expect(element.validity.rangeUnderflow).to.equal(true);
    expect(form.querySelector('.pp-date-picker__error')?.textContent).to.equal(PAST_FR);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(await submittedEntries(form)).to.equal(null);

    // Focus, Enter and blur without an edit keep it as it is (flatpickr alone would clear it).
    field.focus();
    await sendKeys({ press: 'Enter' });
    field.blur();
    await settle();
    expect([field.value, submitted(form).join(), element.validationMessage]).to.deep.equal([
      '15 janvier 2020',
      '2020-01-15',
      PAST_FR,
    ]);
    expect(details).to.deep.equal([]);

    // A changed rule renders the calendar and its field anew: the field is looked up again.
    element.toggleAttribute('data-allow-past', true);
    await until(() => element.checkValidity(), 'data-allow-past added to accept it');
    element.toggleAttribute('data-allow-past', false);
    await until(() => element.validationMessage === PAST_FR, 'the message back without data-allow-past');
    await until(() => fieldOf(form)?.value === '15 janvier 2020', 'the date still shown');

    await typeAndEnter(fieldOf(form), '14 juillet 2031');
    expect(await submittedEntries(form)).to.deep.equal([['eventDate', '2031-07-14']]);
    form.reset();
    await until(() => fieldOf(form).value === '15 janvier 2020', 'the initial date after reset');
    await until(() => element.validationMessage === PAST_FR, 'the message after reset');
  });

  it('names the calendar’s month and year fields in its language', async () => {
    document.documentElement.lang = 'de';
    const german = mountForm('', '2030-05-10');
    await upgraded(german);
    const yearOf = (form) => form.querySelector('.flatpickr-calendar .cur-year').getAttribute('aria-label');
    const monthOf = (form) =>
      form.querySelector('.flatpickr-calendar .flatpickr-monthDropdown-months').getAttribute('aria-label');
    expect([monthOf(german), yearOf(german)]).to.deep.equal(['Monat', 'Jahr']);

    const french = mountForm('data-locale="fr"');
    await upgraded(french);
    expect([monthOf(french), yearOf(french)]).to.deep.equal(['Mois', 'Année']);
  });

  it('has no axe violations, closed and open, its unavailable days said so', async () => {
    const form = mountForm(`data-locale="fr" data-disabled-dates='["2030-05-20"]'`);
    const field = await upgraded(form);
    expect(await axeViolations(form)).to.deep.equal([]);
    field.click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    expect(await axeViolations(form)).to.deep.equal([]);
    expect(dayOf(form, '2030-05-20').getAttribute('aria-disabled')).to.equal('true');
    expect(dayOf(form, '2030-05-21').hasAttribute('aria-disabled')).to.equal(false);

    const bare = mount(
      `<form><pp-date-picker name="d" data-locale="fr" data-load-on="load"></pp-date-picker></form>`,
    );
    const bareField = await upgraded(bare);
    expect(bareField.getAttribute('aria-label')).to.equal('Date');
    expect(await axeViolations(bare)).to.deep.equal([]);
  });

  it('reads a date typed as people type it in their language, and shows it with the month’s name', async () => {
    for (const [locale, text, shown] of [
      ['fr', '12/06/2030', '12 juin 2030'],
      ['de', '12.06.2030', '12 Juni 2030'],
      ['fr', '12062030', '12 juin 2030'],
      ['en', '2030-06-12', '12 June 2030'],
      ['en', '12/06/2030', '12 June 2030'],
      ['nl', '12-06-30', '12 juni 2030'],
      ['es', '12 de junio de 2030', '12 Junio 2030'],
    ]) {
      const form = mountForm(`data-locale="${locale}"`, '');
      const field = await upgraded(form);
      const changes = changesOf(form.querySelector('pp-date-picker'));
      await typeAndEnter(field, text);
      await until(() => submitted(form).join() === '2030-06-12', `${text} read in ${locale}`);
      expect([locale, field.value, changes]).to.deep.equal([locale, shown, ['2030-06-12']]);
      form.remove();
    }
  });

  it('keeps an impossible or unreadable date as typed, with its message, and tells the host the date is gone', async () => {
    const form = mountForm('data-locale="fr"', '2030-05-10');
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    const changes = changesOf(element);
    await typeAndEnter(field, '31/02/2030');
    await until(() => element.validationMessage === INVALID_FR, 'the impossible date’s message');
    expect([field.value, submitted(form).join(), changes]).to.deep.equal(['31/02/2030', '', ['']]);
    expect(form.querySelector('.pp-date-picker__error')?.textContent).to.equal(INVALID_FR);
    expect(element.validity.badInput).to.equal(true);
    field.blur();
    await settle();
    expect([field.value, element.validationMessage]).to.deep.equal(['31/02/2030', INVALID_FR]);

    await typeAndEnter(field, 'bientôt');
    await until(() => element.validationMessage === UNREADABLE_FR, 'the unreadable text’s message');
    field.blur();
    await settle();
    expect([field.value, changes]).to.deep.equal(['bientôt', ['']]);

    await typeAndEnter(field, '14/07/2031');
    await until(() => submitted(form).join() === '2031-07-14', 'a right date after the wrong ones');
    expect([field.value, element.validationMessage, changes]).to.deep.equal([
      '14 juillet 2031',
      '',
      ['', '2031-07-14'],
    ]);
  });

  it('reads the typed text, never empties it, when a press outside closes the open calendar', async () => {
    const form = mountForm('data-locale="fr"', '');
    const field = await upgraded(form);
    const element = form.querySelector('pp-date-picker');
    const typeThenPressOutside = async (text) => {
      field.click();
      await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
      field.select();
      await sendKeys({ type: text });
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      field.blur();
      await settle();
    };
    await typeThenPressOutside('12/06/2030');
    await until(() => submitted(form).join() === '2030-06-12', 'the typed date');
    expect(field.value).to.equal('12 juin 2030');

    await typeThenPressOutside('31/02/2030');
    await until(() => element.validationMessage === INVALID_FR, 'the impossible date’s message');
    expect([field.value, submitted(form).join()]).to.deep.equal(['31/02/2030', '']);
  });

  it('takes over the text typed in its child input before it upgraded, and the focus', async () => {
    // As the event date field of our forms writes it: a text input to type in while the element loads.
    const form = mount(`
      <form><pp-date-picker name="eventDate" data-locale="de" data-load-on="load">
        <input aria-label="Datum">
      </pp-date-picker></form>`);
    const child = form.querySelector('input');
    child.focus();
    child.value = '12.06.2030';
    const field = await upgraded(form);
    await until(() => document.activeElement === field, 'the focus on the field');
    expect(field.value).to.equal('12.06.2030');
    await sendKeys({ press: 'Enter' });
    await until(() => submitted(form).join() === '2030-06-12', 'the date typed before the upgrade');
    form.remove();

    // Typed, then left for the next field: read at once.
    const left = mount(`
      <form><pp-date-picker name="eventDate" data-locale="de" data-load-on="load">
        <input aria-label="Datum">
      </pp-date-picker><input aria-label="Ort"></form>`);
    const changes = changesOf(left.querySelector('pp-date-picker'));
    left.querySelector('input').value = '12.06.2030';
    left.querySelector('[aria-label="Ort"]').focus();
    const leftField = await upgraded(left);
    await until(() => submitted(left).join() === '2030-06-12', 'the date typed and left before the upgrade');
    await settle();
    expect([leftField.value, changes, document.activeElement?.getAttribute('aria-label')]).to.deep.equal([
      '12 Juni 2030',
      ['2030-06-12'],
      'Ort',
    ]);
  });

  it('writes valid markup: its days are buttons named by their date, no block inside an inline element', async () => {
    expect(
      markupErrors(mount('<div><span><div></div></span><span aria-label="x"></span></div>')),
    ).to.deep.equal(['<div> inside <span>', 'aria-label on <span> without a role']);
    document.body.replaceChildren();
    const form = mountForm(`data-locale="fr" data-disabled-dates='["2030-05-20"]'`);
    const field = await upgraded(form);
    expect(markupErrors(form)).to.deep.equal([]);
    field.click();
    await until(() => form.querySelector('.flatpickr-calendar.open'), 'the calendar to open');
    expect(markupErrors(form)).to.deep.equal([]);
    const day = dayOf(form, '2030-05-10');
    expect(['role', 'aria-label', 'aria-pressed'].map((name) => day.getAttribute(name))).to.deep.equal([
      'button',
      '10 mai 2030',
      'true',
    ]);
    expect(dayOf(form, '2030-05-11').hasAttribute('aria-pressed')).to.equal(false);
    dayOf(form, '2030-05-11').click();
    await until(
      () => dayOf(form, '2030-05-11')?.getAttribute('aria-pressed') === 'true',
      'the chosen day pressed',
    );
    expect(markupErrors(form)).to.deep.equal([]);
  });
});
