/**
 * The phone numbers the demo's accounts sign in with, from the range ARCEP reserves for fiction (06 39 98 xx xx,
 * docs/product/phone-sign-in.md#demo-numbers): no SIM card answers them, so a demo seeded where it should not
 * be hands no stranger an account, and production refuses them outright.
 */

/** The demo couple, written `06 39 98 12 34` in the French form. */
export const DEMO_COUPLE_PHONE = '+33639981234';
/** The account of the demo's first published French provider: its back-office signs in with this phone. */
export const DEMO_PROVIDER_PHONE = '+33639985678';
