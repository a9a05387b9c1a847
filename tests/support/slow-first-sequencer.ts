import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take longest, in the order they should start. On a clean clone (CI) Vitest has no durations from an
 * earlier run and starts the largest files first; these are small files that run long (a generated sweep, model walks),
 * and the worker that took one of them last set the layer's wall time. Measured figures: docs/test-suite.md.
 */
const slowFirst: readonly RegExp[] = [
  /tests\/server\/security\/route-fuzz-/,
  /tests\/server\/security\/route-sweep\./,
  /tests\/server\/uploads\./,
  /tests\/server\/http-framework-errors\./,
  /tests\/server\/orders\/export-memory\./,
  /tests\/server\/security\/upload-fuzz\./,
  /tests\/features\/.*-model\.test\./,
];

const rankOf = (spec: TestSpecification) => {
  const rank = slowFirst.findIndex((pattern) => pattern.test(spec.moduleId.replaceAll('\\', '/')));
  return rank < 0 ? slowFirst.length : rank;
};

/** Vitest's order (projects one after another, then failed and longest first), with the known slow files leading. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const project = new Map<string, number>();
    for (const spec of sorted) if (!project.has(spec.project.name)) project.set(spec.project.name, project.size);
    const key = (spec: TestSpecification) => [project.get(spec.project.name) ?? 0, rankOf(spec)] as const;
    return sorted
      .map((spec, index) => ({ spec, index, key: key(spec) }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
