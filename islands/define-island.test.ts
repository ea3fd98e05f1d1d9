import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { defineIsland } from './define-island';

function Greeting({ name }: { name: string }) {
  return name;
}

const greeting = defineIsland('greeting', v.object({ name: v.pipe(v.string(), v.trim()) }), Greeting);

describe('an island', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders its component with the props its schema read', () => {
    const element = greeting.render({ name: '  Camille ' });
    expect({ type: element?.type, props: element?.props }).toEqual({
      type: Greeting,
      props: { name: 'Camille' },
    });
  });

  it('renders nothing, and says why, when its props are wrong (the region keeps its server HTML)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(greeting.render({ name: 42 })).toBeNull();
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^The island "greeting" keeps its server HTML: wrong data-props \(name: /,
    );
  });
});
