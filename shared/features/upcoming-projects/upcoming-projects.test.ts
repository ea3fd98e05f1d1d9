import { describe, expect, it } from 'vitest';
import { exampleListedProject } from '@shared/testing/project-fixtures';
import { eventDateText, projectTitle, upcomingProjects, type ListedProject } from './upcoming-projects';

function project(id: number, eventDate: string, status: 'open' | 'closed' = 'open'): ListedProject {
  return exampleListedProject({ id, eventDate, status });
}

describe('upcomingProjects', () => {
  it('keeps the open projects of today or later, newest id first', () => {
    const listed = [
      project(3, '2027-05-01'),
      project(9, '2026-11-24'),
      project(5, '2026-11-25'),
      project(7, '2028-01-01', 'closed'),
      project(8, '2030-06-12'),
    ];
    expect(upcomingProjects(listed, '2026-11-25').map(({ id }) => id)).toEqual([8, 5, 3]);
  });

  it('leaves the list it was given as it was', () => {
    const listed = [project(1, '2030-01-01'), project(2, '2030-01-01')];
    upcomingProjects(listed, '2026-01-01');
    expect(listed.map(({ id }) => id)).toEqual([1, 2]);
  });
});

describe('eventDateText', () => {
  it('writes the calendar day in the page’s language, whatever the time zone', () => {
    expect(eventDateText('2031-09-12', 'fr')).toBe('12 septembre 2031');
    expect(eventDateText('2031-01-01', 'nl')).toBe('1 januari 2031');
  });
});

describe('projectTitle', () => {
  it('names a project by its date, then its place when it has one', () => {
    expect(projectTitle({ eventDate: '2031-09-12', eventLocation: 'Lyon' }, 'fr')).toBe(
      '12 septembre 2031 · Lyon',
    );
    expect(projectTitle({ eventDate: '2031-09-12', eventLocation: null }, 'en')).toBe('September 12, 2031');
  });
});
