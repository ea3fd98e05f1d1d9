import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exampleProject } from '@shared/testing/project-fixtures';
import { changesOf, editValuesOf, projectEditSchema } from './project-edit-form';

const project = exampleProject({
  eventDate: '2031-06-14',
  eventLocation: 'Lyon',
  guestRange: 2,
  message: 'Bonjour',
});

const parsed = (changes: Partial<ReturnType<typeof editValuesOf>>) =>
  v.parse(projectEditSchema, { ...editValuesOf(project), ...changes });

describe('the project edit form', () => {
  it('changes nothing when nothing was touched', () => {
    expect(changesOf(parsed({}), project, null)).toEqual({});
  });

  it('sends only what changed: a range, a cleared range, a text, a cleared text', () => {
    const withTheme = { ...project, theme: 'Champêtre' };
    expect(
      changesOf(
        parsed({ guestRange: '', budgetRange: '5', theme: '', message: 'Bonjour à tous' }),
        withTheme,
        null,
      ),
    ).toEqual({ guestRange: null, budgetRange: 5, theme: null, message: 'Bonjour à tous' });
  });

  it('requires the message as the wizard does, and leaves the ranges optional', () => {
    const result = v.safeParse(projectEditSchema, {
      ...editValuesOf(project),
      guestRange: '',
      budgetRange: '',
      message: '   ',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['message', 'validation.messageRequired'],
    ]);
  });

  it('sends a picked city with its place, a typed one alone', () => {
    const pick = { city: 'Annecy', zipcode: '74000', countrycode: 'fr', lat: 45.9, lng: 6.12, area: null };
    expect(changesOf(parsed({ eventLocation: 'Annecy' }), project, pick)).toEqual({
      eventLocation: 'Annecy',
      zipCode: '74000',
      country: 'FR',
      latitude: 45.9,
      longitude: 6.12,
    });
    expect(changesOf(parsed({ eventLocation: 'Annecy' }), project, null)).toEqual({
      eventLocation: 'Annecy',
    });
  });

  it('refuses a date in the past and an empty city with the product’s messages', () => {
    const result = v.safeParse(projectEditSchema, {
      ...editValuesOf(project),
      eventDate: '2001-01-01',
      eventLocation: '',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'validation.eventDateInPast',
      'validation.cityInvalid',
    ]);
  });

  it('sends a new event type, service, languages and planner location; languages in another order are no change', () => {
    expect(changesOf(parsed({ languages: [] }), project, null)).toEqual({});
    expect(
      changesOf(
        parsed({
          eventType: 'engagement',
          serviceType: 'full-planning',
          languages: ['en', 'fr'],
          plannerLocation: 'anywhere',
        }),
        project,
        null,
      ),
    ).toEqual({
      eventType: 'engagement',
      serviceType: 'full-planning',
      languages: ['en', 'fr'],
      plannerLocation: 'anywhere',
    });
    const spoken = { ...project, languages: ['fr', 'en'], serviceType: 'full-planning' };
    expect(changesOf(parsed({ languages: ['en', 'fr'], serviceType: null }), spoken, null)).toEqual({
      serviceType: null,
    });
  });
});
