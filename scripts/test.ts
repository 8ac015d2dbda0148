import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `npm test`: type-check, lint, unit + integration tests (with coverage of the
 * wallet layer), then the end-to-end journeys in Chromium. Stops at the first
 * step that fails, and ends with one line counting every test run.
 */
const results = join('node_modules', '.cache', 'latch-test')
mkdirSync(results, { recursive: true })
const vitestJson = join(results, 'vitest.json')
const playwrightJson = join(results, 'playwright.json')

const steps: { name: string; command: string[]; env?: NodeJS.ProcessEnv }[] = [
  { name: 'type-check', command: ['tsc'] },
  // Next.js's own types (a read-only NODE_ENV) stay out of the rest.
  { name: 'type-check apps/next', command: ['tsc', '-p', 'apps/next'] },
  { name: 'lint', command: ['biome', 'ci', '.'] },
  {
    name: 'unit and integration',
    command: [
      'vitest',
      'run',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  },
  {
    name: 'end to end',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
]

const only = process.argv.slice(2)
let failed = false
const timings: string[] = []
for (const step of steps) {
  if (only.length && !only.includes(step.name.split(' ')[0]!)) continue
  console.log(`\n▶ ${step.name}`)
  const began = performance.now()
  const run = spawnSync('npx', ['--no-install', ...step.command], {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  })
  timings.push(
    `${step.name} ${((performance.now() - began) / 1_000).toFixed(1)} s`,
  )
  if (run.status !== 0) {
    console.error(`\n✗ ${step.name} failed (exit ${run.status ?? run.signal})`)
    failed = true
    break
  }
}

let passed = 0
let failures = 0
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'))
  passed += report.numPassedTests ?? 0
  failures += report.numFailedTests ?? 0
}
if (existsSync(playwrightJson)) {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'))
  passed += stats?.expected ?? 0
  failures += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0)
}
console.log(`\n${timings.join(' · ')}`)
console.log(`${passed} passed, ${failures} failed`)
process.exit(failed || failures > 0 ? 1 : 0)
