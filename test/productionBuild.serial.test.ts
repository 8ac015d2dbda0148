// In the serial lane (`.serial.test.ts`): two production builds of the front
// end at once, both cores for a minute.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'
import { productionBuild } from './productionBuild.ts'

const builds = mkdtempSync(join(tmpdir(), 'latch-test-builds-'))
afterAll(() => {
  vi.unstubAllEnvs()
  rmSync(builds, { recursive: true, force: true })
})

// In `npm test`, the end-to-end setup and `apps/web/test` ask at once.
test('two that ask at once for the run’s shared build both get one whole build, and it stays', async () => {
  vi.stubEnv('LATCH_TEST_BUILDS', builds)
  const [first, second] = await Promise.all([
    productionBuild(),
    productionBuild(),
  ])
  expect(second.outDir).toBe(first.outDir)
  expect(existsSync(join(first.outDir, 'index.html'))).toBe(true)
  expect(existsSync(join(first.outDir, 'assets'))).toBe(true)
  // Nothing half-written left beside it.
  expect(readdirSync(builds)).toEqual(['production'])
  const made = statSync(first.outDir).ino
  const third = await productionBuild()
  third.remove()
  expect(third.outDir).toBe(first.outDir)
  expect(statSync(third.outDir).ino).toBe(made)
  expect(existsSync(join(third.outDir, 'index.html'))).toBe(true)
}, 300_000)
