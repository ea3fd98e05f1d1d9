import { describe, expect, it } from 'vitest';
import { listboxCommand, typeAheadMatch } from './listbox-keys';

describe('listboxCommand, closed', () => {
  it('opens on the arrows, Enter and Space, on the current option', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(listboxCommand({ key }, false, 2, 5)).toEqual({ kind: 'open', active: 2 });
    }
    expect(listboxCommand({ key: 'ArrowDown', altKey: true }, false, 1, 5)).toEqual({
      kind: 'open',
      active: 1,
    });
  });

  it('opens on the first option when none is selected yet', () => {
    expect(listboxCommand({ key: 'ArrowDown' }, false, -1, 5)).toEqual({ kind: 'open', active: 0 });
  });

  it('opens on the first or last option with Home and End', () => {
    expect(listboxCommand({ key: 'Home' }, false, 2, 5)).toEqual({ kind: 'open', active: 0 });
    expect(listboxCommand({ key: 'End' }, false, 2, 5)).toEqual({ kind: 'open', active: 4 });
  });

  it('leaves Tab and Escape to the page', () => {
    expect(listboxCommand({ key: 'Tab' }, false, 2, 5)).toEqual({ kind: 'none' });
    expect(listboxCommand({ key: 'Escape' }, false, 2, 5)).toEqual({ kind: 'none' });
  });
});

describe('listboxCommand, open', () => {
  it('moves within the bounds', () => {
    expect(listboxCommand({ key: 'ArrowDown' }, true, 4, 5)).toEqual({ kind: 'move', active: 4 });
    expect(listboxCommand({ key: 'ArrowUp' }, true, 0, 5)).toEqual({ kind: 'move', active: 0 });
    expect(listboxCommand({ key: 'PageDown' }, true, 1, 30)).toEqual({ kind: 'move', active: 11 });
    expect(listboxCommand({ key: 'PageUp' }, true, 3, 30)).toEqual({ kind: 'move', active: 0 });
    expect(listboxCommand({ key: 'End' }, true, 0, 30)).toEqual({ kind: 'move', active: 29 });
  });

  it('chooses with Enter, Space, Tab and Alt+Up; closes with Escape', () => {
    for (const press of [{ key: 'Enter' }, { key: ' ' }, { key: 'Tab' }, { key: 'ArrowUp', altKey: true }]) {
      expect(listboxCommand(press, true, 1, 5)).toEqual({ kind: 'choose' });
    }
    expect(listboxCommand({ key: 'Escape' }, true, 1, 5)).toEqual({ kind: 'close' });
  });
});

describe('listboxCommand, typing', () => {
  it('types printable characters, not shortcuts', () => {
    expect(listboxCommand({ key: 'm' }, false, 0, 5)).toEqual({ kind: 'type', character: 'm' });
    expect(listboxCommand({ key: 'c', ctrlKey: true }, true, 0, 5)).toEqual({ kind: 'none' });
  });

  it('does nothing without options', () => {
    expect(listboxCommand({ key: 'ArrowDown' }, false, -1, 0)).toEqual({ kind: 'none' });
  });
});

describe('typeAheadMatch', () => {
  const countries = [
    'France',
    'Belgique',
    'Royaume-Uni',
    'Allemagne',
    'Italie',
    'Espagne',
    'Portugal',
    'Écosse',
  ];

  it('finds the option starting with the typed text, ignoring case and accents', () => {
    expect(typeAheadMatch(countries, 0, 'it')).toBe(4);
    expect(typeAheadMatch(countries, 0, 'ec')).toBe(7);
    expect(typeAheadMatch(countries, 0, 'xyz')).toBe(-1);
  });

  it('cycles through the options starting with a repeated letter', () => {
    expect(typeAheadMatch(countries, 5, 'e')).toBe(7);
    expect(typeAheadMatch(countries, 7, 'ee')).toBe(5);
  });

  it('keeps the active option while it still matches a longer prefix', () => {
    expect(typeAheadMatch(countries, 6, 'po')).toBe(6);
  });
});
