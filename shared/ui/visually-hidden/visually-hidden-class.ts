/** The classes of text for screen readers only, for React and the server's HTML alike (visually-hidden.css). */
export const VISUALLY_HIDDEN_CLASS = 'pp-ui-visually-hidden';
/** Hidden on a phone only (up to 30rem). */
export const VISUALLY_HIDDEN_ON_PHONE_CLASS = 'pp-ui-visually-hidden-on-phone';
/** Hidden on a wide screen only (64rem and up). */
export const VISUALLY_HIDDEN_ON_WIDE_CLASS = 'pp-ui-visually-hidden-on-wide';
