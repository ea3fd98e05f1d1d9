/** Where a periodic task writes a failed run: the app's logger. */
export interface TaskLog {
  error(fields: object, message: string): void;
}

export interface PeriodicTask<T> {
  /** Runs the task once, at `now` (the clock's by default: tests give the time they choose). */
  run(now?: Date): Promise<T>;
  /** Runs now, then every `everyMs`, without keeping the process alive; a run never overlaps the previous one. */
  start(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * The server's periodic work (the "responds quickly" marks, lapsed premiums, review invitations, Instagram's
 * posts, the page views' writes): each instance runs its own timer, so every task must be safe to run twice at
 * once (a run that finds nothing to do writes nothing; what must happen once is made so by a constraint). The app starts them with the queues' workers
 * (`mailDelivery: 'background'`); tests call `run` or the task's function with the `now` they choose.
 */
export function periodicTask<T>({
  everyMs,
  work,
  clock,
  log,
  failure,
}: {
  everyMs: number;
  work: (now: Date) => Promise<T>;
  clock: { now(): Date };
  log: TaskLog;
  /** What the log says when a run fails. */
  failure: string;
}): PeriodicTask<T> {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | null = null;
  const run = (now = clock.now()) => work(now);
  const tick = () => {
    if (running) return;
    running = run(clock.now())
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => (running = null));
  };
  return {
    run,
    start() {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
