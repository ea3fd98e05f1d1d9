import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newProjectSchema } from '@shared/api/contract/projects';
import { translate } from '@shared/i18n/translate';
import { emptyAnswers, MAX_CHOSEN_PLANNERS, wizardAnswersSchema, type WizardAnswers } from './wizard-answers';
import { firstBlockingIndex, STEP_FIELDS, validateStep, validateWizard, WIZARD_STEPS } from './wizard-steps';
import { completed, FUTURE_DATE, LYON, PAST_DATE } from './wizard-test-states';

function answers(given: Partial<WizardAnswers>): WizardAnswers {
  return { ...emptyAnswers(), ...given };
}

const PICKED_LYON = {
  eventLocation: LYON.city,
  zipCode: LYON.zipcode,
  country: LYON.countrycode,
  latitude: LYON.lat,
  longitude: LYON.lng,
};

describe('the steps', () => {
  it('ask every question of the wizard once, in one step each', () => {
    const asked = Object.values(STEP_FIELDS).flat();
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(Object.keys(wizardAnswersSchema.entries).sort());
  });

  it('ask every field of a new project (a field added to the contract must find its step)', () => {
    const asked: readonly string[] = Object.values(STEP_FIELDS).flat();
    expect(Object.keys(newProjectSchema.entries).filter((field) => !asked.includes(field))).toEqual([]);
  });
});

describe('step 1, event type', () => {
  it('asks for an event type, in the words of the wizard', () => {
    expect(validateStep('event-type', answers({}))).toEqual({ eventType: 'validation.eventTypeRequired' });
    expect(validateStep('event-type', answers({ eventType: '' }))).toEqual({
      eventType: 'validation.eventTypeRequired',
    });
    expect(translate('fr', 'validation.eventTypeRequired')).toBe('Choisissez un type d’événement.');
  });

  it('takes a slug of the list only', () => {
    expect(validateStep('event-type', answers({ eventType: 'Mariage !' }))).toHaveProperty('eventType');
    expect(validateStep('event-type', answers({ eventType: 'wedding' }))).toEqual({});
  });
});

describe('step 2, event details', () => {
  const details = (given: Partial<WizardAnswers>) =>
    validateStep('event-details', answers({ eventDate: FUTURE_DATE, ...PICKED_LYON, ...given }));

  it('takes a future date and a picked city; the guest range may wait', () => {
    expect(details({})).toEqual({});
    expect(details({ guestRange: 3 })).toEqual({});
  });

  it('refuses a date in the past with the SPEC’s message', () => {
    expect(details({ eventDate: PAST_DATE })).toEqual({ eventDate: 'validation.eventDateInPast' });
    expect(translate('en', 'validation.eventDateInPast')).toBe('You cannot choose a date in the past.');
  });

  it('refuses a missing or impossible date', () => {
    expect(details({ eventDate: undefined })).toEqual({ eventDate: 'validation.dateInvalid' });
    expect(details({ eventDate: '2099-02-30' })).toEqual({ eventDate: 'validation.dateInvalid' });
  });

  it('asks for a city ("Ville invalide" when empty), picked from the suggestions', () => {
    expect(details({ eventLocation: undefined })).toEqual({ eventLocation: 'validation.cityInvalid' });
    expect(details({ eventLocation: ' ' })).toEqual({ eventLocation: 'validation.cityInvalid' });
    expect(details({ latitude: undefined, longitude: undefined, zipCode: undefined })).toEqual({
      eventLocation: 'validation.cityWithPostalCodeInvalid',
    });
  });

  it('says what is wrong with a picked city’s hidden parts on the city field', () => {
    expect(details({ country: 'CH' })).toEqual({ eventLocation: 'validation.countryInvalid' });
    expect(details({ latitude: 200 })).toEqual({ eventLocation: 'validation.valueInvalid' });
  });

  it('refuses a guest range that is no id', () => {
    expect(details({ guestRange: 0 })).toEqual({ guestRange: 'validation.valueInvalid' });
  });

  it('gives each wrong field one message', () => {
    const errors = validateStep('event-details', answers({ eventDate: PAST_DATE }));
    expect(errors).toEqual({
      eventDate: 'validation.eventDateInPast',
      eventLocation: 'validation.cityInvalid',
    });
  });
});

describe('step 3, extras', () => {
  it('may be left empty: every extra is optional', () => {
    expect(validateStep('extras', answers({}))).toEqual({});
  });

  it('still checks what is given', () => {
    const errors = validateStep(
      'extras',
      answers({
        theme: 'x'.repeat(201),
        languages: ['fr', 'xx' as 'fr'],
        plannerLocation: 'moon' as 'anywhere',
        budgetRange: -1,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['budgetRange', 'languages', 'plannerLocation', 'theme']);
  });

  it('takes the contract’s values', () => {
    const errors = validateStep(
      'extras',
      answers({
        serviceType: 'full-service',
        theme: 'Bohème',
        languages: ['fr', 'en'],
        plannerLocation: 'near-event',
        plannerBudgetRange: 2,
        budgetRange: 5,
      }),
    );
    expect(errors).toEqual({});
  });
});

describe('step 4, planners', () => {
  it('needs at least one planner to contact', () => {
    expect(validateStep('planners', answers({}))).toEqual({ prestataires: 'validation.plannersRequired' });
    expect(validateStep('planners', answers({ prestataires: [12, 40] }))).toEqual({});
  });

  it('sends to as many as one call can', () => {
    const many = Array.from({ length: MAX_CHOSEN_PLANNERS + 1 }, (_, index) => index + 1);
    expect(validateStep('planners', answers({ prestataires: many }))).toEqual({
      prestataires: 'validation.valueInvalid',
    });
  });
});

describe('step 5, validation', () => {
  it('needs a message for the planners, blank being none', () => {
    expect(validateStep('validation', answers({}))).toEqual({ message: 'validation.messageRequired' });
    expect(validateStep('validation', answers({ message: '  \n ' }))).toEqual({
      message: 'validation.messageRequired',
    });
    expect(validateStep('validation', answers({ message: 'Bonjour' }))).toEqual({});
  });
});

describe('validateWizard', () => {
  it('gives the project to save, as save-project takes it, and the planners', () => {
    const check = validateWizard(completed().answers);
    expect(check.success).toBe(true);
    if (!check.success) return;
    expect(check.payload.prestataires).toEqual([12]);
    expect(v.is(newProjectSchema, check.payload.project)).toBe(true);
    expect(check.payload.project).toMatchObject({
      eventType: 'wedding',
      eventDate: FUTURE_DATE,
      eventLocation: 'Lyon',
      latitude: LYON.lat,
      message: 'Bonjour, nous nous marions en juin.',
    });
    expect(check.payload.project).not.toHaveProperty('prestataires');
  });

  it('names the first step to put right', () => {
    const wrong = { ...completed().answers, eventDate: PAST_DATE, prestataires: [] };
    expect(validateWizard(wrong)).toEqual({
      success: false,
      step: 'event-details',
      errors: { eventDate: 'validation.eventDateInPast' },
    });
  });
});

describe('firstBlockingIndex', () => {
  it('is the first wrong step before the last, else the last', () => {
    expect(firstBlockingIndex(emptyAnswers())).toBe(0);
    expect(firstBlockingIndex(answers({ eventType: 'wedding' }))).toBe(1);
    const untilPlanners = { ...completed().answers, prestataires: [] };
    expect(firstBlockingIndex(untilPlanners)).toBe(3);
    expect(firstBlockingIndex({ ...completed().answers, message: undefined })).toBe(WIZARD_STEPS.length - 1);
  });
});
