// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import type { DraftStore } from './draft-store';
import { useProjectWizard, type ProjectWizard, type WizardDraftStores } from './use-project-wizard';
import type { WizardAction } from './wizard-actions';
import { toDraft, type WizardDraft } from './wizard-draft';
import type { WizardHistoryPort } from './wizard-history';
import { FUTURE_DATE, LYON, onStep } from './wizard-test-states';

const NOW = 5_000;

/** A draft store in memory, recording what it is asked; `failing` rejects every save. */
function memoryStore(kept: WizardDraft | null = null, { failing = false } = {}) {
  const saved: WizardDraft[] = [];
  let discards = 0;
  const store: DraftStore = {
    load: async () => kept,
    async save(draft) {
      if (failing) throw new Error('offline');
      saved.push(draft);
      kept = draft;
    },
    async discard() {
      discards += 1;
      kept = null;
    },
  };
  return { store, saved, kept: () => kept, discards: () => discards };
}

/** The page's history: entries, the one on show, and the couple's back and forward buttons. */
function fakeHistory(start: string) {
  const entries = [start];
  let index = 0;
  let listener: (() => void) | undefined;
  const pushed: string[] = [];
  const replaced: string[] = [];
  const port: WizardHistoryPort = {
    location() {
      const url = new URL(entries[index] ?? '/', 'https://projet.example');
      return { pathname: url.pathname, search: url.search };
    },
    push(path) {
      entries.splice(index + 1, entries.length, path);
      index += 1;
      pushed.push(path);
    },
    replace(path) {
      entries[index] = path;
      replaced.push(path);
    },
    onNavigate(next) {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const go = (by: number) =>
    act(() => {
      index += by;
      listener?.();
    });
  return { port, pushed, replaced, shown: () => entries[index], back: () => go(-1), forward: () => go(1) };
}

let wizard: ProjectWizard | undefined;
const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
  wizard = undefined;
});

interface PageSetup {
  address?: string;
  local?: ReturnType<typeof memoryStore>;
  server?: ReturnType<typeof memoryStore>;
  signedIn?: boolean;
  saveDelayMs?: number;
}

/** A page holding the wizard, once its drafts were read. */
async function wizardPage({
  address = '/projects/new',
  local = memoryStore(),
  server = memoryStore(),
  signedIn = false,
  saveDelayMs = 30,
}: PageSetup = {}) {
  const history = fakeHistory(address);
  const drafts: WizardDraftStores = { local: local.store, server: server.store };
  function Page({ signedIn }: { signedIn: boolean }) {
    wizard = useProjectWizard({ signedIn, drafts, history: history.port, now: () => NOW, saveDelayMs });
    return null;
  }
  const rendered = renderRoot(<Page signedIn={signedIn} />);
  let mounted = true;
  const unmount = () => {
    if (mounted) rendered.unmount();
    mounted = false;
  };
  cleanUps.push(unmount);
  await eventually(() => expect(wizard?.restored).toBe(true));
  return {
    history,
    local,
    server,
    unmount,
    current: () => wizard as ProjectWizard,
    dispatch: (...actions: WizardAction[]) =>
      act(() => {
        for (const action of actions) wizard?.dispatch(action);
      }),
    signIn: async () => {
      rendered.rerender(<Page signedIn />);
      await settle();
    },
  };
}

const EVENT_TYPE: WizardAction = { type: 'fieldChanged', field: 'eventType', value: 'wedding' };
const DETAILS: WizardAction[] = [
  { type: 'fieldChanged', field: 'eventDate', value: FUTURE_DATE },
  { type: 'localityPicked', locality: LYON },
];
const NEXT: WizardAction = { type: 'nextRequested' };

describe('starting', () => {
  it('goes on with the browser’s draft, on its step, and the address names that step', async () => {
    const draft = toDraft(onStep('extras'), 1_000);
    const page = await wizardPage({ local: memoryStore(draft) });
    expect(page.current().state).toMatchObject({ step: 'extras', answers: draft.answers });
    expect(page.history.replaced).toEqual(['/projects/new/extras']);
    expect(page.history.pushed).toEqual([]);
    expect(page.current().statuses).toMatchObject({ 'event-type': 'done', extras: 'in-progress' });
  });

  it('opens the step the address names, no further than the answers allow', async () => {
    const draft = toDraft(onStep('event-details'), 1_000);
    const page = await wizardPage({ address: '/projects/new/planners', local: memoryStore(draft) });
    expect(page.current().state.step).toBe('event-details');
    expect(page.history.shown()).toBe('/projects/new/event-details');
  });

  it('chooses the planner of the contact widget’s link, reads it off the address, and keeps the choice', async () => {
    const page = await wizardPage({ address: '/projects/new?prestataire=12' });
    expect(page.current().state).toMatchObject({ featuredPlanner: 12, answers: { prestataires: [12] } });
    expect(page.history.shown()).toBe('/projects/new/event-type');
    await eventually(() => expect(page.local.saved.at(-1)?.answers.prestataires).toEqual([12]));
  });

  it('drops a planner the address names with no id, and says so', async () => {
    const page = await wizardPage({ address: '/projects/new?prestataire=abc' });
    expect(page.current().state).toMatchObject({
      featuredPlanner: null,
      plannerDropped: true,
      answers: { prestataires: [] },
    });
  });

  it('saves nothing before the couple does something', async () => {
    const page = await wizardPage({ local: memoryStore(toDraft(onStep('extras'), 1_000)) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(page.local.saved).toEqual([]);
  });
});

describe('saving the draft', () => {
  it('saves once the couple pauses: one save for a burst of changes, the last answers in it', async () => {
    const page = await wizardPage();
    page.dispatch(EVENT_TYPE);
    page.dispatch({ type: 'fieldChanged', field: 'theme', value: 'Bohème' });
    page.dispatch(NEXT);
    await eventually(() => expect(page.local.saved).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(page.local.saved).toHaveLength(1);
    expect(page.local.saved[0]).toMatchObject({
      updatedAt: NOW,
      step: 'event-details',
      answers: { eventType: 'wedding', theme: 'Bohème' },
    });
    expect(page.server.saved).toEqual([]);
  });

  it('saves a signed-in couple’s draft on the server, and in the browser when the server fails', async () => {
    const page = await wizardPage({ signedIn: true });
    page.dispatch(EVENT_TYPE);
    await eventually(() => expect(page.server.saved).toHaveLength(1));
    page.unmount();

    const offline = await wizardPage({ signedIn: true, server: memoryStore(null, { failing: true }) });
    offline.dispatch(EVENT_TYPE);
    await eventually(() => expect(offline.local.saved).toHaveLength(1));
  });

  it('saves at once what waited for the pause when the page goes away', async () => {
    const page = await wizardPage({ saveDelayMs: 60_000 });
    page.dispatch(EVENT_TYPE);
    expect(page.local.saved).toEqual([]);
    page.unmount();
    await eventually(() => expect(page.local.saved).toHaveLength(1));
  });
});

describe('the address', () => {
  it('gets an entry per step moved to; back and forward show those steps again', async () => {
    const page = await wizardPage();
    page.dispatch(EVENT_TYPE, NEXT);
    expect(page.history.pushed).toEqual(['/projects/new/event-details']);
    page.history.back();
    expect(page.current().state.step).toBe('event-type');
    page.history.forward();
    expect(page.current().state.step).toBe('event-details');
    expect(page.history.pushed).toHaveLength(1);
  });

  it('going forward past a step made wrong since shows that step, and corrects the entry', async () => {
    const page = await wizardPage();
    page.dispatch(EVENT_TYPE, NEXT);
    page.dispatch(...DETAILS, NEXT);
    page.history.back();
    expect(page.current().state.step).toBe('event-details');
    page.dispatch({ type: 'fieldChanged', field: 'eventLocation', value: 'Lyo' });
    page.history.forward();
    expect(page.current().state).toMatchObject({
      step: 'event-details',
      errors: { eventLocation: 'validation.cityWithPostalCodeInvalid' },
    });
    expect(page.history.shown()).toBe('/projects/new/event-details');
    expect(page.history.replaced.at(-1)).toBe('/projects/new/event-details');
    expect(page.history.pushed).toEqual(['/projects/new/event-details', '/projects/new/extras']);
  });
});

describe('a sign-in midway', () => {
  it('moves the answers to the account and drops the browser’s copy', async () => {
    const page = await wizardPage();
    page.dispatch(EVENT_TYPE, NEXT);
    await eventually(() => expect(page.local.saved).toHaveLength(1));
    await page.signIn();
    await eventually(() => expect(page.server.saved).toHaveLength(1));
    expect(page.server.saved[0]).toMatchObject({ step: 'event-details', answers: { eventType: 'wedding' } });
    await eventually(() => expect(page.local.kept()).toBeNull());
    expect(page.current().state.step).toBe('event-details');
  });

  it('goes on with the account’s draft when it is newer', async () => {
    const newer = toDraft(onStep('planners'), NOW + 1_000);
    const page = await wizardPage({ server: memoryStore(newer) });
    page.dispatch(EVENT_TYPE);
    await page.signIn();
    await eventually(() => expect(page.current().state.step).toBe('planners'));
    expect(page.current().state.answers).toEqual(newer.answers);
    await eventually(() => expect(page.history.shown()).toBe('/projects/new/planners'));
  });
});

describe('send and discard', () => {
  it('send gives the payload only when every step is right, else shows the first to fix', async () => {
    const page = await wizardPage();
    page.dispatch(EVENT_TYPE, NEXT);
    let payload: unknown;
    act(() => {
      payload = page.current().requestSend();
    });
    expect(payload).toBeNull();
    expect(page.current().state).toMatchObject({
      step: 'event-details',
      errors: { eventDate: 'validation.dateInvalid' },
    });
  });

  it('discard forgets the draft in the browser and on the account, and starts again', async () => {
    const page = await wizardPage({ signedIn: true, local: memoryStore(), server: memoryStore() });
    page.dispatch(EVENT_TYPE, NEXT);
    await act(() => page.current().discard());
    expect(page.current().state).toMatchObject({ step: 'event-type', answers: { prestataires: [] } });
    expect([page.local.discards(), page.server.discards()]).toEqual([1, 1]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(page.server.saved).toEqual([]);
  });
});
