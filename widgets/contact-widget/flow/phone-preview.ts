import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';
import type { AccountState } from '@shared/features/phone-sign-in/sign-in-state';

/**
 * A visitor's phone step before the flow's code has arrived: the element's first chunk draws the page and
 * keeps what the visitor does on it (the flow, its rules and the phone metadata come on intent, see
 * `flow-code/load-flow-code.ts`). Nothing is checked here; the flow does it all again once it takes over
 * (`carriedOver`).
 */
export interface PhonePreview {
  /** The phone step as drawn: the country and the number as typed, and `sendingCode` once submitted. */
  account: AccountState;
  /** The visitor left the number after writing in it: the flow shows the number's rule from then on. */
  left: boolean;
  submitted: boolean;
}

export function phonePreview(account: AccountState): PhonePreview {
  return { account, left: false, submitted: false };
}

function withAccount(preview: PhonePreview, changes: Partial<AccountState>): PhonePreview {
  return { ...preview, account: { ...preview.account, ...changes } };
}

/** The phone step's actions, kept; the others cannot come from this page. */
export function previewReducer(preview: PhonePreview, action: SignInAction): PhonePreview {
  if (preview.submitted) return preview;
  switch (action.type) {
    case 'countryChanged':
      return withAccount(preview, { country: action.country });
    case 'phoneChanged':
      return withAccount(preview, { phoneInput: action.input });
    case 'phoneLeft':
      return preview.left || preview.account.phoneInput.trim() === '' ? preview : { ...preview, left: true };
    case 'phoneSubmitted':
      // The button says the code is on its way: it is, as soon as the flow has checked the number.
      return { ...withAccount(preview, { sendingCode: true }), submitted: true };
    default:
      return preview;
  }
}

/** The actions that bring the flow's phone step (which starts empty, in `startCountry`) to the preview's. */
export function carriedOver(preview: PhonePreview, startCountry: AccountState['country']): SignInAction[] {
  const { country, phoneInput } = preview.account;
  return [
    ...(country === startCountry ? [] : [{ type: 'countryChanged', country } as const]),
    ...(phoneInput === '' ? [] : [{ type: 'phoneChanged', input: phoneInput } as const]),
    ...(preview.left ? [{ type: 'phoneLeft' } as const] : []),
    ...(preview.submitted ? [{ type: 'phoneSubmitted' } as const] : []),
  ];
}
