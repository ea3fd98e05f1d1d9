import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type * as authApi from '@shared/api/contract/auth';
import type { SignInAction } from './sign-in-actions';
import { SignInEffects } from './sign-in-effects';
import type { SignInPorts } from './sign-in-ports';
import { signInReducer } from './sign-in-reducer';
import { initialSignIn, type SignInSetup, type SignInState } from './sign-in-state';

/**
 * A phone sign-in on its own (the favourites' dialog, the project site's welcome page): its state (a signal
 * the view reads), the one `dispatch` that changes it through the pure reducer, its effects, and the page's
 * session followed, so that a sign-in made by another element of the page signs this one in too. It ends
 * when `state.signedIn` turns true; no provider or project is involved.
 */
export class PhoneSignInFlow {
  readonly #state: Signal<SignInState>;
  readonly #ports: SignInPorts;
  readonly #effects: SignInEffects;
  #running = false;
  #stopListening: (() => void)[] = [];

  constructor(setup: SignInSetup, ports: SignInPorts) {
    this.#state = signal(initialSignIn(setup));
    this.#ports = ports;
    this.#effects = new SignInEffects(ports, this.dispatch, () => setup.language);
  }

  get state(): ReadonlySignal<SignInState> {
    return this.#state;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#effects.start();
    const { session } = this.#ports;
    this.#stopListening = [
      session.onExpired(() => this.dispatch({ type: 'sessionExpired' })),
      session.watchLoggedIn((loggedIn) => this.dispatch({ type: 'sessionChanged', loggedIn })),
    ];
  }

  stop(): void {
    this.#running = false;
    this.#effects.stop();
    for (const stop of this.#stopListening.splice(0)) stop();
  }

  readonly dispatch = (action: SignInAction): void => {
    if (!this.#running) return;
    const previous = this.#state.value;
    const next = signInReducer(previous, action);
    if (next === previous) return;
    this.#state.value = next;
    this.#effects.react(previous, next, action);
  };

  /** The inscription form's submit: see `SignInEffects.register`. */
  readonly register = (registration: authApi.Registration): Promise<void> =>
    this.#effects.register(registration);
}
