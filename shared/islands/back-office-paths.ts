/**
 * The back-office's pages, by what they are: the server registers them (server/plugins/back-office.ts), its
 * header and islands link to them.
 */
export const BACK_OFFICE_PATHS = {
  dashboard: '/',
  account: '/account',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  /** Support staff's page that starts acting as a provider (docs/product/back-office.md#support-access). */
  supportAccess: '/support-access',
  /** The leads page: the inbox, or one lead (`leadPath`), which the new lead's email links to. */
  leads: '/leads',
} as const;

/** The sign-in page, coming back to `next` once signed in (the dashboard needs no `next`). */
export function loginPathFor(next: string): string {
  return next === BACK_OFFICE_PATHS.dashboard
    ? BACK_OFFICE_PATHS.login
    : `${BACK_OFFICE_PATHS.login}?next=${encodeURIComponent(next)}`;
}

/** The back-office's page of one lead of the inbox, by the request's uuid. */
export function leadPath(uuid: string): string {
  return `${BACK_OFFICE_PATHS.leads}?lead=${uuid}`;
}
