/**
 * Runs a task once per id at a time: callers asking for an id whose task is still running share its promise
 * (and its failure). Once it settles the id is free again, so a failure is not remembered.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(id: string, task: () => Promise<T>): Promise<T> {
    const current = this.running.get(id);
    if (current) return current;
    const started = task().finally(() => this.running.delete(id));
    this.running.set(id, started);
    return started;
  }
}
