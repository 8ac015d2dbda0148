import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { spreadHeavyFiles } from './spreadHeavyFiles.ts'

/** How a heavy file says so (`test/oneHeavyFileAtATime.ts`). */
const marker = /^oneHeavyFileAtATime\(\)/m

/**
 * Vitest's order, but for the heavy files of a project (those that call
 * `oneHeavyFileAtATime()`): spread evenly among its light files, so that
 * while one heavy file runs, the other worker runs light ones, and the next
 * heavy file is queued by the time the first ends (one waiting for the lock
 * holds a worker, never two).
 */
export class HeavyApartSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return spreadHeavyFiles(
      await super.sort(files),
      (spec) => spec.project.name,
      (spec) => marker.test(readFileSync(spec.moduleId, 'utf8')),
    )
  }
}
