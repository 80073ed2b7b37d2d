import type { RequestedLocation } from './redirect';

/** Navigation state the sign-in screens pass each other (never persisted beyond the tab's history). */
export interface SignInState {
  /** Where the route guard sent the visitor away from. */
  from?: RequestedLocation;
  /** A message to show above the form, after a finished flow. */
  notice?: 'passwordChanged' | 'accountConfirmed';
  email?: string;
}

export interface ConfirmState {
  email?: string;
  /** The password just typed at sign-up or sign-in, so confirming can sign in at once. In memory only. */
  password?: string;
}
