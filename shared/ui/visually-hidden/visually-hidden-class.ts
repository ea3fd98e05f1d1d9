/** The class of text for screen readers only, for React and the server's HTML alike. */
export const VISUALLY_HIDDEN_CLASS = 'pp-ui-visually-hidden';
