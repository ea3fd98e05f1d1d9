import { describe, expect, it } from 'vitest';
import { MAX_CHOSEN_PLANNERS } from './wizard-answers';
import { toDraft } from './wizard-draft';
import { initialWizard } from './wizard-state';
import { completed, FUTURE_DATE, LYON, onStep, PAST_DATE, run } from './wizard-test-states';

describe('a new wizard', () => {
  it('starts on step 1 with nothing answered', () => {
    expect(initialWizard()).toMatchObject({ step: 'event-type', reached: 'event-type', errors: {} });
    expect(initialWizard().answers).toEqual({ prestataires: [] });
  });

  it('opened from a planner’s page has that planner chosen, and shows it first', () => {
    expect(initialWizard(12)).toMatchObject({ answers: { prestataires: [12] }, featuredPlanner: 12 });
  });
});

describe('next', () => {
  it('does not move on wrong answers, and shows why on the fields', () => {
    const state = run(initialWizard(), { type: 'nextRequested' });
    expect(state.step).toBe('event-type');
    expect(state.errors).toEqual({ eventType: 'validation.eventTypeRequired' });
    expect(state.refusals).toBe(1);
  });

  it('counts each refusal, so that the summary takes the focus again', () => {
    const state = run(initialWizard(), { type: 'nextRequested' }, { type: 'nextRequested' });
    expect(state.refusals).toBe(2);
  });

  it('does not move past a date in the past', () => {
    const state = run(
      onStep('event-details'),
      { type: 'fieldChanged', field: 'eventDate', value: PAST_DATE },
      { type: 'localityPicked', locality: LYON },
      { type: 'nextRequested' },
    );
    expect(state.step).toBe('event-details');
    expect(state.errors).toEqual({ eventDate: 'validation.eventDateInPast' });
  });

  it('moves on once the step is right, and remembers how far the couple got', () => {
    const state = run(
      initialWizard(),
      { type: 'fieldChanged', field: 'eventType', value: 'wedding' },
      { type: 'nextRequested' },
    );
    expect(state).toMatchObject({ step: 'event-details', reached: 'event-details', errors: {} });
  });

  it('goes through the optional extras without an answer', () => {
    const state = run(onStep('extras'), { type: 'nextRequested' });
    expect(state.step).toBe('planners');
  });

  it('stays on the last step, checking it', () => {
    expect(run(onStep('validation'), { type: 'nextRequested' })).toMatchObject({
      step: 'validation',
      errors: { message: 'validation.messageRequired' },
    });
    expect(run(completed(), { type: 'nextRequested' })).toMatchObject({ step: 'validation', errors: {} });
  });
});

describe('messages after a refused next', () => {
  const refused = () =>
    run(
      onStep('event-details'),
      { type: 'nextRequested' },
      { type: 'fieldChanged', field: 'eventDate', value: '' },
    );

  it('follow each change of their field, and go once it is right', () => {
    let state = refused();
    expect(state.errors.eventDate).toBe('validation.dateInvalid');
    state = run(state, { type: 'fieldChanged', field: 'eventDate', value: PAST_DATE });
    expect(state.errors.eventDate).toBe('validation.eventDateInPast');
    state = run(state, { type: 'fieldChanged', field: 'eventDate', value: FUTURE_DATE });
    expect(state.errors.eventDate).toBeUndefined();
    expect(state.errors.eventLocation).toBe('validation.cityInvalid');
  });

  it('are not shown before the couple asks to move on', () => {
    const state = run(onStep('event-details'), {
      type: 'fieldChanged',
      field: 'eventDate',
      value: PAST_DATE,
    });
    expect(state.errors).toEqual({});
  });

  it('go when the step is left backwards', () => {
    expect(run(refused(), { type: 'backRequested' }).errors).toEqual({});
  });
});

describe('the city', () => {
  it('is a picked suggestion: name, postal code, country and coordinates', () => {
    const state = run(onStep('event-details'), { type: 'localityPicked', locality: LYON });
    expect(state.answers).toMatchObject({
      eventLocation: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      latitude: LYON.lat,
      longitude: LYON.lng,
    });
  });

  it('typed over after a pick no longer names the picked place', () => {
    const state = run(
      onStep('event-details'),
      { type: 'localityPicked', locality: LYON },
      { type: 'fieldChanged', field: 'eventLocation', value: 'Lyons' },
    );
    expect(state.answers).toMatchObject({ eventLocation: 'Lyons', latitude: undefined, zipCode: undefined });
    expect(run(state, { type: 'nextRequested' }).errors).toEqual({
      eventDate: 'validation.dateInvalid',
      eventLocation: 'validation.cityWithPostalCodeInvalid',
    });
  });

  it('picked after a refusal clears its message', () => {
    const state = run(
      onStep('event-details'),
      { type: 'nextRequested' },
      { type: 'localityPicked', locality: LYON },
    );
    expect(state.errors).toEqual({ eventDate: 'validation.dateInvalid' });
  });
});

describe('back', () => {
  it('shows the step before, every answer kept', () => {
    const before = run(onStep('extras'), { type: 'fieldChanged', field: 'theme', value: 'Bohème' });
    const state = run(before, { type: 'backRequested' });
    expect(state.step).toBe('event-details');
    expect(state.reached).toBe('extras');
    expect(state.answers).toEqual(before.answers);
  });

  it('does nothing on the first step', () => {
    const state = initialWizard();
    expect(run(state, { type: 'backRequested' })).toBe(state);
  });
});

describe('a step asked for by name', () => {
  it('opens any step up to the furthest reached', () => {
    const back = run(onStep('planners'), { type: 'stepRequested', step: 'event-type' });
    expect(back.step).toBe('event-type');
    expect(run(back, { type: 'stepRequested', step: 'planners' }).step).toBe('planners');
  });

  it('does not skip ahead of the couple: the furthest step reached shows, without messages', () => {
    const state = run(onStep('event-details'), { type: 'stepRequested', step: 'validation' });
    expect(state).toMatchObject({ step: 'event-details', errors: {}, refusals: 0 });
  });

  it('stops at a step reached before whose answers were made wrong since, saying why', () => {
    const state = run(
      onStep('planners'),
      { type: 'stepRequested', step: 'event-details' },
      { type: 'fieldChanged', field: 'eventLocation', value: 'Lyo' },
      { type: 'stepRequested', step: 'planners' },
    );
    expect(state.step).toBe('event-details');
    expect(state.errors).toEqual({ eventLocation: 'validation.cityWithPostalCodeInvalid' });
  });
});

describe('a change from the summary', () => {
  it('opens the step, and "Next" comes back to the summary rather than through every later step', () => {
    const changing = run(onStep('validation'), { type: 'changeRequested', step: 'event-details' });
    expect(changing.step).toBe('event-details');
    const state = run(
      changing,
      { type: 'fieldChanged', field: 'guestRange', value: 2 },
      { type: 'nextRequested' },
    );
    expect(state).toMatchObject({ step: 'validation', changingFromSummary: false });
    expect(run(state, { type: 'backRequested' }, { type: 'nextRequested' }).step).toBe('validation');
  });

  it('still checks the changed step before coming back', () => {
    const wrong = run(
      onStep('validation'),
      { type: 'changeRequested', step: 'event-details' },
      { type: 'fieldChanged', field: 'eventLocation', value: 'Lyo' },
      { type: 'nextRequested' },
    );
    expect(wrong.step).toBe('event-details');
    const fixed = run(wrong, { type: 'localityPicked', locality: LYON }, { type: 'nextRequested' });
    expect(fixed.step).toBe('validation');
  });

  it('is over once the couple moves another way: "Next" walks on again', () => {
    const state = run(
      onStep('validation'),
      { type: 'changeRequested', step: 'event-type' },
      { type: 'stepRequested', step: 'event-details' },
      { type: 'nextRequested' },
    );
    expect(state.step).toBe('extras');
  });
});

describe('send', () => {
  it('shows the first step to put right, with its messages', () => {
    const state = run(
      completed(),
      { type: 'stepRequested', step: 'planners' },
      { type: 'plannerUnchosen', id: 12 },
      { type: 'stepRequested', step: 'validation' },
    );
    expect(state.step).toBe('planners');
    const sent = run({ ...state, step: 'validation' }, { type: 'sendRequested' });
    expect(sent).toMatchObject({ step: 'planners', errors: { prestataires: 'validation.plannersRequired' } });
  });

  it('leaves a complete wizard as it is', () => {
    const state = completed();
    expect(run(state, { type: 'sendRequested' })).toBe(state);
  });
});

describe('planners', () => {
  it('are chosen once each, in the order chosen, and unchosen', () => {
    let state = run(
      onStep('planners'),
      { type: 'plannerChosen', id: 40 },
      { type: 'plannerChosen', id: 12 },
      { type: 'plannerChosen', id: 40 },
    );
    expect(state.answers.prestataires).toEqual([40, 12]);
    state = run(state, { type: 'plannerUnchosen', id: 40 });
    expect(state.answers.prestataires).toEqual([12]);
  });

  it('are at most as many as one send takes', () => {
    let state = onStep('planners');
    for (let id = 100; id < 100 + MAX_CHOSEN_PLANNERS + 2; id += 1) {
      state = run(state, { type: 'plannerChosen', id });
    }
    expect(state.answers.prestataires).toHaveLength(MAX_CHOSEN_PLANNERS);
  });

  it('down to none again, say so once next was refused on the step', () => {
    let state = run(onStep('planners'), { type: 'nextRequested' });
    expect(state.errors).toEqual({ prestataires: 'validation.plannersRequired' });
    state = run(state, { type: 'plannerChosen', id: 7 });
    expect(state.errors).toEqual({});
    state = run(state, { type: 'plannerUnchosen', id: 7 });
    expect(state.errors).toEqual({ prestataires: 'validation.plannersRequired' });
  });

  it('the couple came from is chosen first, and featured', () => {
    const state = run(
      onStep('planners'),
      { type: 'plannerChosen', id: 12 },
      { type: 'plannerChosen', id: 40 },
      { type: 'plannerArrived', id: 40 },
    );
    expect(state.answers.prestataires).toEqual([40, 12]);
    expect(state.featuredPlanner).toBe(40);
  });
});

describe('an unknown planner the couple came from', () => {
  it('is dropped from the choice and no longer featured, and the couple is told', () => {
    const state = run(
      onStep('planners'),
      { type: 'plannerArrived', id: 999_999 },
      { type: 'plannerChosen', id: 12 },
      { type: 'plannerDropped', id: 999_999 },
    );
    expect(state).toMatchObject({
      featuredPlanner: null,
      plannerDropped: true,
      answers: { prestataires: [12] },
    });
  });
});

describe('a project a send saved', () => {
  it('is kept with the draft, so that a retry after a reload reuses it', () => {
    const saved = run(onStep('validation'), { type: 'projectSaved', id: 41 });
    const state = run(initialWizard(), { type: 'draftRestored', draft: toDraft(saved, 1) });
    expect(state.savedProject).toBe(41);
  });

  it('is let go once the project’s answers change: the next send saves them as a new one', () => {
    const saved = run(onStep('validation'), { type: 'projectSaved', id: 41 });
    expect(run(saved, { type: 'plannerChosen', id: 99 }).savedProject).toBe(41);
    expect(run(saved, { type: 'fieldChanged', field: 'message', value: 'Autre' }).savedProject).toBeNull();
    expect(run(saved, { type: 'localityPicked', locality: LYON }).savedProject).toBeNull();
    expect(run(saved, { type: 'wizardReset' }).savedProject).toBeNull();
  });
});

describe('a restored draft', () => {
  it('comes back on its step, every answer kept', () => {
    const saved = run(onStep('planners'), { type: 'backRequested' });
    const state = run(initialWizard(), { type: 'draftRestored', draft: toDraft(saved, 1) });
    expect(state).toMatchObject({ step: 'extras', reached: 'planners', answers: saved.answers });
  });

  it('comes back no further than its answers allow (the date passed since, a step never reached)', () => {
    const saved = onStep('validation');
    const stale = { ...saved, answers: { ...saved.answers, eventDate: undefined } };
    const state = run(initialWizard(), { type: 'draftRestored', draft: toDraft(stale, 1) });
    expect(state).toMatchObject({ step: 'event-details', reached: 'event-details', errors: {} });

    const ahead = { ...onStep('event-details'), step: 'planners' as const };
    expect(run(initialWizard(), { type: 'draftRestored', draft: toDraft(ahead, 1) }).step).toBe(
      'event-details',
    );
  });

  it('replaces a new wizard’s answers; the planner of the address is chosen again after it', () => {
    const saved = run(onStep('planners'), { type: 'plannerChosen', id: 12 });
    const state = run(
      initialWizard(40),
      { type: 'draftRestored', draft: toDraft(saved, 1) },
      { type: 'plannerArrived', id: 40 },
    );
    expect(state.answers.prestataires).toEqual([40, 12]);
    expect(state.step).toBe('planners');
  });
});

describe('reset', () => {
  it('starts a new wizard', () => {
    const state = run(completed(), { type: 'wizardReset' });
    expect(state).toMatchObject({ step: 'event-type', reached: 'event-type', answers: { prestataires: [] } });
  });
});
