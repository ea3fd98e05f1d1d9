import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in its first comment (`@vitest-environment jsdom`), else the config's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 1_000);
  return /@vitest-environment\s+(\S+)/.exec(head)?.[1] ?? 'default';
}

/**
 * Vitest's order (longest or largest files first), with the files of one environment together: a worker keeps
 * the modules it imported for its next file (`isolate: false`) only while the environment stays the same, and
 * re-imports them when a Node file follows a jsdom one or the reverse. Interleaved, the 52 DOM files among the
 * 220 others made the unit layer twice as long.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const order = [...new Set(environments.values())];
    return sorted.toSorted(
      (a, b) => order.indexOf(environments.get(a) ?? '') - order.indexOf(environments.get(b) ?? ''),
    );
  }
}
