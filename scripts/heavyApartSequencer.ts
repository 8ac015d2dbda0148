import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** How a heavy file says so (`scripts/oneHeavyFileAtATime.ts`). */
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
    const sorted = await super.sort(files)
    const heavy = new Set(
      sorted.filter((spec) => marker.test(readFileSync(spec.moduleId, 'utf8'))),
    )
    if (!heavy.size) return sorted
    const result: TestSpecification[] = []
    for (const project of new Set(sorted.map((spec) => spec.project.name))) {
      const own = sorted.filter((spec) => spec.project.name === project)
      const heavies = own.filter((spec) => heavy.has(spec))
      const lights = own.filter((spec) => !heavy.has(spec))
      heavies.forEach((spec, index) => {
        const from = Math.round((index * lights.length) / heavies.length)
        const to = Math.round(((index + 1) * lights.length) / heavies.length)
        result.push(spec, ...lights.slice(from, to))
      })
      if (!heavies.length) result.push(...lights)
    }
    return result
  }
}
