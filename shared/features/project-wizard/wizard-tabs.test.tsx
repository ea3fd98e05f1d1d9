// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, renderRoot } from '@shared/testing/react-root';
import type { DraftChannel } from './draft-channel';
import type { DraftStore } from './draft-store';
import { useProjectWizard, type ProjectWizard } from './use-project-wizard';
import type { WizardAction } from './wizard-actions';
import type { WizardDraft } from './wizard-draft';
import type { WizardHistoryPort } from './wizard-history';

/** The browser's storage, one for both tabs. */
function sharedStore() {
  let kept: WizardDraft | null = null;
  const store: DraftStore = {
    load: async () => kept,
    save: async (draft) => {
      kept = draft;
    },
    discard: async () => {
      kept = null;
    },
  };
  return { store, kept: () => kept };
}

/** The browser's channel between tabs: what one tab announces, the others hear. */
function channelBus() {
  const listeners = new Map<number, (draft: WizardDraft) => void>();
  return (tab: number): DraftChannel => ({
    announce: (draft) => {
      for (const [other, heard] of listeners) if (other !== tab) heard(structuredClone(draft));
    },
    listen: (heard) => {
      listeners.set(tab, heard);
      return () => listeners.delete(tab);
    },
  });
}

const history = (): WizardHistoryPort => {
  let path = '/projects/new';
  return {
    location: () => ({ pathname: path, search: '' }),
    push: (next) => (path = next),
    replace: (next) => (path = next),
    onNavigate: () => () => {},
  };
};

const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

let clock = 1_000;

/** Two tabs of one browser on the wizard, each on its own page. */
async function twoTabs() {
  const storage = sharedStore();
  const bus = channelBus();
  const tabs = [0, 1].map((tab) => {
    const shown: { wizard?: ProjectWizard } = {};
    const channel = bus(tab);
    const port = history();
    function Page() {
      shown.wizard = useProjectWizard({
        signedIn: false,
        drafts: { local: storage.store, server: storage.store },
        history: port,
        channel,
        now: () => (clock += 1),
        saveDelayMs: 10,
      });
      return null;
    }
    const rendered = renderRoot(<Page />);
    cleanUps.push(rendered.unmount);
    return {
      current: () => shown.wizard as ProjectWizard,
      dispatch: (action: WizardAction) => act(() => shown.wizard?.dispatch(action)),
    };
  });
  await eventually(() => expect(tabs.every((tab) => tab.current().restored)).toBe(true));
  const [first, second] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
  return { first, second, storage };
}

const theme = (value: string): WizardAction => ({ type: 'fieldChanged', field: 'theme', value });

describe('two tabs on one draft', () => {
  it('tell the couple when the other tab kept other answers, and overwrite nothing until they choose', async () => {
    const { first, second, storage } = await twoTabs();
    first.dispatch(theme('Champêtre'));
    await eventually(() => expect(storage.kept()?.answers.theme).toBe('Champêtre'));
    await eventually(() => expect(second.current().otherTab?.answers.theme).toBe('Champêtre'));
    expect(first.current().otherTab).toBeNull();

    // Typed in the second tab meanwhile: shown there, kept nowhere, the first tab's draft stays.
    second.dispatch(theme('Bohème'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(storage.kept()?.answers.theme).toBe('Champêtre');
    expect(second.current().state.answers.theme).toBe('Bohème');

    // Keeping this tab's answers saves them, and the first tab is told in turn.
    act(() => second.current().keepThisTab());
    await eventually(() => expect(storage.kept()?.answers.theme).toBe('Bohème'));
    expect(second.current().otherTab).toBeNull();
    await eventually(() => expect(first.current().otherTab?.answers.theme).toBe('Bohème'));

    // Taking the other tab's version shows its answers.
    act(() => first.current().takeOtherTab());
    expect(first.current().state.answers.theme).toBe('Bohème');
    expect(first.current().otherTab).toBeNull();
  });

  it('say nothing when the other tab kept the same answers', async () => {
    const { first, second, storage } = await twoTabs();
    second.dispatch(theme('Chic'));
    first.dispatch(theme('Chic'));
    await eventually(() => expect(storage.kept()?.answers.theme).toBe('Chic'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(first.current().otherTab).toBeNull();
    expect(second.current().otherTab).toBeNull();
  });
});
