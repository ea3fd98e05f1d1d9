import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS } from './wizard-steps';
import { readWizardAddress, UNREADABLE_PLANNER, wizardPath, wizardStartPath } from './wizard-url';

describe('wizardPath', () => {
  it('gives each step an address of its own, which reads back as that step', () => {
    expect(wizardPath('event-details')).toBe('/projects/new/event-details');
    for (const step of WIZARD_STEPS) {
      expect(readWizardAddress(wizardPath(step), '')).toEqual({ step, prestataire: null });
    }
  });
});

describe('readWizardAddress', () => {
  it('reads the wizard without a step', () => {
    expect(readWizardAddress('/projects/new', '')).toEqual({ step: null, prestataire: null });
    expect(readWizardAddress('/projects/new/', '')).toEqual({ step: null, prestataire: null });
    expect(readWizardAddress('/projects/new/extras/', '')).toEqual({ step: 'extras', prestataire: null });
  });

  it('reads the contact widget’s link to the site’s root, with its planner', () => {
    expect(readWizardAddress('/', '?project=new&prestataire=12')).toEqual({ step: null, prestataire: 12 });
    expect(readWizardAddress('/', '?prestataire=12&project=new&utm=x')).toEqual({
      step: null,
      prestataire: 12,
    });
    expect(readWizardAddress('/', '?project=new')).toEqual({ step: null, prestataire: null });
  });

  it('reads the planner on the wizard’s own addresses', () => {
    expect(readWizardAddress('/projects/new', '?prestataire=7')).toEqual({ step: null, prestataire: 7 });
  });

  it('says when the planner named is no id, so that the couple is told it was dropped', () => {
    for (const id of ['0', '-3', '1.5', '012', 'abc', '99999999999']) {
      expect(readWizardAddress('/', `?project=new&prestataire=${id}`)?.prestataire).toBe(UNREADABLE_PLANNER);
    }
    expect(readWizardAddress('/', '?project=new&prestataire=')?.prestataire).toBeNull();
    expect(wizardStartPath(UNREADABLE_PLANNER)).toBe('/projects/new?prestataire=unreadable');
  });

  it('is null for any other address', () => {
    expect(readWizardAddress('/', '')).toBeNull();
    expect(readWizardAddress('/', '?project=12')).toBeNull();
    expect(readWizardAddress('/projects/new/unknown', '')).toBeNull();
    expect(readWizardAddress('/projects/new/extras/more', '')).toBeNull();
    expect(readWizardAddress('/projects/12', '')).toBeNull();
    expect(readWizardAddress('/projects/newer', '')).toBeNull();
  });
});

describe('wizardStartPath', () => {
  it('leads the root’s link to the wizard, keeping its planner', () => {
    expect(wizardStartPath(12)).toBe('/projects/new?prestataire=12');
    expect(wizardStartPath(null)).toBe('/projects/new');
    const { pathname, search } = new URL(wizardStartPath(12), 'https://projet.example');
    expect(readWizardAddress(pathname, search)).toEqual({ step: null, prestataire: 12 });
  });
});
