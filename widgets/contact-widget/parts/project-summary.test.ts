import { describe, expect, it } from 'vitest';
import { project } from '../flow/test-states';
import { eventDateFormat, summarizeProject } from './project-summary';

const eventTypes = [{ slug: 'wedding', name: 'Mariage' }];

describe('summarizeProject', () => {
  it("names the project's event type and writes its date and place", () => {
    expect(summarizeProject(project(9, '2030-09-12'), eventTypes, eventDateFormat('fr-FR'))).toEqual({
      title: 'Mariage',
      details: '12 septembre 2030 · Lyon',
    });
  });

  it('shows the slug of an event type it has no name for, and no place when there is none', () => {
    const baptism = { ...project(3, '2031-01-01', 'baptism'), eventLocation: null };
    expect(summarizeProject(baptism, eventTypes, eventDateFormat('en-GB'))).toEqual({
      title: 'baptism',
      details: '1 January 2031',
    });
  });
});
