import { winningDraft, type WizardDraft } from './wizard-draft';

/** The drafts found when the wizard starts, or when the couple signs in or out. */
export interface FoundDrafts {
  /** The wizard's own answers as a draft; null while the couple has changed nothing. */
  current: WizardDraft | null;
  /** The browser's. */
  local: WizardDraft | null;
  /** The account's; undefined when there is no account to ask (a visitor) or it could not be read. */
  server: WizardDraft | null | undefined;
}

/** What to do with them. */
export interface DraftSync {
  /** The draft the wizard goes on with, when it is not its own answers. */
  restore: WizardDraft | null;
  /** The draft the account must now keep: a signed-in couple's drafts move to the server. */
  toServer: WizardDraft | null;
  /** The browser's draft is done with (once `toServer` is kept, when there is one). */
  discardLocal: boolean;
}

/**
 * Which draft the wizard goes on with, and where it is kept from now on (docs/product/project-site.md#wizard-drafts). The newest wins (`winningDraft`);
 * the answers on show win over the browser's copy of them. Once signed in, the winner moves to the account
 * and the browser's copy is dropped, so that a sign-in midway loses nothing and leaves one draft; when the
 * account could not be read, nothing moves (it may hold a newer draft).
 */
export function planDraftSync({ current, local, server }: FoundDrafts): DraftSync {
  const inBrowser = winningDraft(local, current);
  if (server === undefined) {
    return { restore: inBrowser === current ? null : inBrowser, toServer: null, discardLocal: false };
  }
  const winner = winningDraft(inBrowser, server);
  return {
    restore: winner === current ? null : winner,
    toServer: winner !== null && winner !== server ? winner : null,
    discardLocal: local !== null,
  };
}
