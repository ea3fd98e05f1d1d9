import { computed, signal } from '@preact/signals-react';
import type { User } from '../api/contract/session';

/** The signed-in user, shared by every element and island on the page; `null` when nobody is signed in. */
export const currentUser = signal<User | null>(null);

/** Signed in and done with onboarding: the widget skips its account and inscription pages. */
export const isLoggedIn = computed(() => currentUser.value?.has_finished_onboarding === true);

/** Has a phone number set, i.e. went through the SMS verification. */
export const isAuthenticated = computed(() => Boolean(currentUser.value?.phone));
