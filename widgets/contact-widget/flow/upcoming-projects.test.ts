import { describe, expect, it } from 'vitest';
import { project } from './test-states';
import { upcomingProjects } from '@shared/features/upcoming-projects/upcoming-projects';

describe('upcomingProjects', () => {
  it('keeps the projects whose event is today or later, newest (highest id) first', () => {
    const projects = [
      project(3, '2030-01-14'),
      project(5, '2030-01-15'),
      project(2, '2031-12-31'),
      project(11, '2030-06-01'),
    ];
    expect(upcomingProjects(projects, '2030-01-15').map((p) => p.id)).toEqual([11, 5, 2]);
  });

  it('leaves out a project whose date is not a date', () => {
    expect(upcomingProjects([project(1, '2030-02-30'), project(2, 'soon')], '2030-01-01')).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    const projects = [project(1, '2031-01-01'), project(2, '2031-01-01')];
    upcomingProjects(projects, '2030-01-01');
    expect(projects.map((p) => p.id)).toEqual([1, 2]);
  });
});
