import { describe, expect, it } from 'vitest';
import { planDraftSync } from './draft-sync';
import { toDraft } from './wizard-draft';
import { initialWizard } from './wizard-state';
import { onStep } from './wizard-test-states';

const at = (updatedAt: number) => toDraft(onStep('extras'), updatedAt);

describe('planDraftSync, for a visitor', () => {
  it('goes on with the browser’s draft', () => {
    const local = at(100);
    expect(planDraftSync({ current: null, local, server: undefined })).toEqual({
      restore: local,
      toServer: null,
      discardLocal: false,
    });
  });

  it('keeps the answers on show when they are newer than the browser’s copy', () => {
    const current = at(200);
    expect(planDraftSync({ current, local: at(100), server: undefined }).restore).toBeNull();
  });

  it('has nothing to do without drafts', () => {
    expect(planDraftSync({ current: null, local: null, server: undefined })).toEqual({
      restore: null,
      toServer: null,
      discardLocal: false,
    });
  });
});

describe('planDraftSync, once signed in', () => {
  it('moves the browser’s newer draft to the account, then drops it from the browser', () => {
    const local = at(200);
    expect(planDraftSync({ current: null, local, server: at(100) })).toEqual({
      restore: local,
      toServer: local,
      discardLocal: true,
    });
  });

  it('moves the answers on show (a sign-in midway) to the account', () => {
    const current = at(300);
    expect(planDraftSync({ current, local: at(290), server: null })).toEqual({
      restore: null,
      toServer: current,
      discardLocal: true,
    });
  });

  it('goes on with the account’s draft when it is the newer one (another device), dropping the browser’s', () => {
    const server = at(500);
    expect(planDraftSync({ current: at(300), local: at(300), server })).toEqual({
      restore: server,
      toServer: null,
      discardLocal: true,
    });
  });

  it('leaves the browser alone when it holds nothing', () => {
    const server = at(5);
    expect(planDraftSync({ current: null, local: null, server })).toEqual({
      restore: server,
      toServer: null,
      discardLocal: false,
    });
  });

  it('moves nothing when the account could not be read', () => {
    const plan = planDraftSync({ current: toDraft(initialWizard(), 50), local: at(10), server: undefined });
    expect(plan).toEqual({ restore: null, toServer: null, discardLocal: false });
  });
});
