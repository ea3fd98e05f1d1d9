import { readDraft, type WizardDraft } from './wizard-draft';

/**
 * How the wizard's tabs of one browser tell each other of a draft they kept: two tabs on one draft would
 * otherwise overwrite each other's answers without a word.
 */
export interface DraftChannel {
  /** Tells the other tabs this tab kept `draft`. */
  announce(draft: WizardDraft): void;
  /** Hears the drafts the other tabs keep (read as `readDraft` reads); answers how to stop. */
  listen(heard: (draft: WizardDraft) => void): () => void;
}

/** The channel's name: a new draft version speaks on a channel of its own. */
const CHANNEL_NAME = 'pp.project-wizard.drafts';

/** The browser's channel between its tabs of the site (BroadcastChannel); silent where there is none. */
export function browserDraftChannel(): DraftChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    announce: (draft) => channel.postMessage(draft),
    listen(heard) {
      const onMessage = (event: MessageEvent) => {
        const draft = readDraft(event.data);
        if (draft !== null) heard(draft);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
