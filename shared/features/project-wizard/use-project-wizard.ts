import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { browserDraftChannel, type DraftChannel } from './draft-channel';
import type { DraftStore } from './draft-store';
import { planDraftSync } from './draft-sync';
import { stepStatuses, type StepStatus } from './step-status';
import type { WizardAction } from './wizard-actions';
import { sameDraftContent, toDraft, type WizardDraft } from './wizard-draft';
import { browserWizardHistory, type WizardHistoryPort } from './wizard-history';
import { wizardReducer } from './wizard-reducer';
import { initialWizard, type WizardState } from './wizard-state';
import { validateWizard, type WizardPayload, type WizardStep } from './wizard-steps';
import { readWizardAddress, UNREADABLE_PLANNER, wizardPath } from './wizard-url';

/** A draft is saved once the couple pauses this long, and at once when the page is hidden or left. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** The two places a draft is kept. */
export interface WizardDraftStores {
  /** The browser's (`browserDraftStore()`). */
  local: DraftStore;
  /** The signed-in couple's (`serverDraftStore(adapter)`). */
  server: DraftStore;
}

export interface ProjectWizardSetup {
  /** A couple is signed in: their draft is kept on the server (and the browser's moves there), else in the browser. */
  signedIn: boolean;
  /** Kept the same from render to render (a module constant, or memoised): a new one reads the drafts again. */
  drafts: WizardDraftStores;
  history?: WizardHistoryPort;
  /** The browser's other tabs; kept the same from render to render, as `drafts`. */
  channel?: DraftChannel;
  now?: () => number;
  saveDelayMs?: number;
}

export interface ProjectWizard {
  state: WizardState;
  /** The couple's actions (the reducer's, `WizardAction`). */
  dispatch: (action: WizardAction) => void;
  statuses: Record<WizardStep, StepStatus>;
  /** The stored drafts were read: show the steps from then on (answers given before would be replaced). */
  restored: boolean;
  /** "Send": every step checked; the project and planners to send, or null (the first wrong step shows). */
  requestSend: () => WizardPayload | null;
  /**
   * Forgets the draft, in the browser and on the account: once sent, or dropped. The wizard starts again,
   * unless `leaving` (the page goes to the sent project's): its last step then stays on show until it goes.
   */
  discard: (options?: { leaving?: boolean }) => Promise<void>;
  /**
   * The draft another tab kept since, with other answers than these: until the couple chooses between them
   * (`takeOtherTab`, `keepThisTab`), this tab keeps nothing, so that neither is overwritten unseen.
   */
  otherTab: WizardDraft | null;
  /** Goes on with the other tab's answers. */
  takeOtherTab: () => void;
  /** Keeps this tab's answers in place of the other tab's, which is then told. */
  keepThisTab: () => void;
}

let browserChannel: DraftChannel | undefined;
/** The page's channel to its other tabs, opened by the first wizard that needs it. */
function pageChannel(): DraftChannel {
  browserChannel ??= browserDraftChannel();
  return browserChannel;
}

async function loadDrafts({ local, server }: WizardDraftStores, signedIn: boolean) {
  const [localDraft, serverDraft] = await Promise.all([
    local.load().catch(() => null),
    signedIn ? server.load().catch(() => undefined) : undefined,
  ]);
  return { local: localDraft, server: serverDraft };
}

/**
 * The project wizard of a page (wizardReducer), with what makes it safe to leave: its draft saved as the
 * couple goes (debounced; in the browser for a visitor, on the server for a couple, moved there at sign-in;
 * the newest draft wins), and its step in the URL (`/projects/new/<step>`), so that reload, back and forward
 * work. The page's address may name a planner (`?prestataire=`): it is chosen once the drafts are read (one
 * whose id is not an id is dropped, the couple told; the page checks that the chosen one exists).
 */
export function useProjectWizard({
  signedIn,
  drafts,
  history = browserWizardHistory,
  channel = pageChannel(),
  now = Date.now,
  saveDelayMs = DRAFT_SAVE_DELAY_MS,
}: ProjectWizardSetup): ProjectWizard {
  const [state, apply] = useReducer(wizardReducer, null, () => initialWizard());
  const [restored, setRestored] = useState(false);
  const [otherTab, setOtherTab] = useState<WizardDraft | null>(null);
  /** When the couple last changed something, and the change last kept (epoch ms; 0: none). */
  const changedAt = useRef(0);
  const savedAt = useRef(0);
  /** The address was written once already: from then on each new step is a history entry. */
  const addressWritten = useRef(false);

  const dispatch = useCallback(
    (action: WizardAction) => {
      changedAt.current = now();
      apply(action);
    },
    [now],
  );

  const keep = useEffectEvent((draft: WizardDraft) => {
    const kept = signedIn
      ? drafts.server.save(draft).catch(() => drafts.local.save(draft))
      : drafts.local.save(draft);
    // With nowhere to keep it (offline and storage full), the answers stay on the page.
    kept.then(() => channel.announce(draft)).catch(() => {});
  });

  const saveNow = useEffectEvent(() => {
    if (otherTab !== null || changedAt.current <= savedAt.current) return;
    savedAt.current = changedAt.current;
    keep(toDraft(state, changedAt.current));
  });

  const draftsFound = useEffectEvent((found: Awaited<ReturnType<typeof loadDrafts>>) => {
    const current = changedAt.current > 0 ? toDraft(state, changedAt.current) : null;
    const plan = planDraftSync({ current, ...found });
    if (plan.restore) {
      apply({ type: 'draftRestored', draft: plan.restore });
      changedAt.current = savedAt.current = plan.restore.updatedAt;
    }
    if (plan.toServer) {
      savedAt.current = Math.max(savedAt.current, plan.toServer.updatedAt);
      drafts.server
        .save(plan.toServer)
        .then(() => (plan.discardLocal ? drafts.local.discard() : undefined))
        .catch(() => {});
    } else if (plan.discardLocal) {
      void drafts.local.discard();
    }
    if (restored) return;
    const { pathname, search } = history.location();
    const address = readWizardAddress(pathname, search);
    if (address?.prestataire === UNREADABLE_PLANNER) dispatch({ type: 'plannerDropped', id: null });
    else if (address?.prestataire != null) dispatch({ type: 'plannerArrived', id: address.prestataire });
    if (address?.step != null) apply({ type: 'stepRequested', step: address.step });
    setRestored(true);
  });

  useEffect(() => {
    let cancelled = false;
    void loadDrafts(drafts, signedIn).then((found) => {
      if (!cancelled) draftsFound(found);
    });
    return () => {
      cancelled = true;
    };
  }, [drafts, signedIn]);

  const heardOtherTab = useEffectEvent((draft: WizardDraft) => {
    if (!restored) return;
    if (sameDraftContent(draft, toDraft(state, 0))) setOtherTab(null);
    else setOtherTab(draft);
  });
  useEffect(() => channel.listen((draft) => heardOtherTab(draft)), [channel]);

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(saveNow, saveDelayMs);
    return () => clearTimeout(timer);
  }, [state, restored, saveDelayMs, otherTab]);

  useEffect(() => {
    if (!restored) return;
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveWhenHidden);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('pagehide', saveWhenHidden);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      saveNow();
    };
  }, [restored]);

  useEffect(() => {
    if (!restored) return;
    const path = wizardPath(state.step);
    const { pathname, search } = history.location();
    if (`${pathname}${search}` !== path) {
      if (addressWritten.current) history.push(path);
      else history.replace(path);
    }
    addressWritten.current = true;
  }, [restored, state.step, history]);

  // Back and forward: the step the address names, or, when it cannot be shown, the one the wizard shows
  // instead, written over that entry.
  const addressChanged = useEffectEvent(() => {
    if (!restored) return;
    const { pathname, search } = history.location();
    const step = readWizardAddress(pathname, search)?.step;
    if (step == null) return;
    const action: WizardAction = { type: 'stepRequested', step };
    const shown = wizardReducer(state, action).step;
    if (shown !== step) history.replace(wizardPath(shown));
    dispatch(action);
  });
  useEffect(() => history.onNavigate(() => addressChanged()), [history]);

  const requestSend = () => {
    const check = validateWizard(state.answers);
    dispatch({ type: 'sendRequested' });
    return check.success ? check.payload : null;
  };

  const discard = async ({ leaving = false } = {}) => {
    changedAt.current = savedAt.current = 0;
    if (!leaving) apply({ type: 'wizardReset' });
    await Promise.allSettled([drafts.local.discard(), ...(signedIn ? [drafts.server.discard()] : [])]);
  };

  const takeOtherTab = () => {
    if (otherTab === null) return;
    apply({ type: 'draftRestored', draft: otherTab });
    changedAt.current = savedAt.current = otherTab.updatedAt;
    setOtherTab(null);
  };

  const keepThisTab = () => {
    // Saved as a change newer than the other tab's (which then hears of it).
    changedAt.current = Math.max(now(), (otherTab?.updatedAt ?? 0) + 1);
    setOtherTab(null);
  };

  return {
    state,
    dispatch,
    statuses: stepStatuses(state),
    restored,
    requestSend,
    discard,
    otherTab,
    takeOtherTab,
    keepThisTab,
  };
}
