import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `npm test`: type-check, lint, then the unit + integration tests and the
 * end-to-end journeys in Chromium. The wallet layer's coverage is a command
 * of its own (CONTRIBUTING.md): collecting it cost the happy-dom projects
 * about a fifth of their time (163 → 201 s in one measurement), and no check
 * read it. The two suites run side by side on a machine of four cores or
 * more, one after the other below that (on two cores, side by side took
 * longer: 1,823 s and 1,259 s against 870 s and 841 s one after the other).
 * `LATCH_TEST_SERIAL=1` or `LATCH_TEST_PARALLEL=1` decides instead. A
 * failing check stops what follows it; the line at the end counts every
 * test run.
 */
const results = join('node_modules', '.cache', 'latch-test')
mkdirSync(results, { recursive: true })
const vitestJson = join(results, 'vitest.json')
const playwrightJson = join(results, 'playwright.json')
// A report left by an earlier run must not be counted as this one's.
for (const report of [vitestJson, playwrightJson])
  rmSync(report, { force: true })
// The builds the run's tests share (`productionBuild()` in
// test/productionBuild.ts): made by the first that asks, removed at the end.
const builds = mkdtempSync(join(tmpdir(), 'latch-test-builds-'))
process.env.LATCH_TEST_BUILDS = builds
process.on('exit', () => rmSync(builds, { recursive: true, force: true }))

type Step = {
  name: string
  command: string[]
  env?: NodeJS.ProcessEnv
  /** What its lines start with when it runs beside another. */
  label?: string
}

const checks: Step[] = [
  { name: 'type-check', command: ['tsc'] },
  // Next.js's own types (a read-only NODE_ENV) stay out of the rest.
  { name: 'type-check apps/next', command: ['tsc', '-p', 'apps/next'] },
  { name: 'lint', command: ['biome', 'ci', '.'] },
]
const suites: Step[] = [
  {
    name: 'unit and integration',
    label: '[vitest]',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  },
  {
    name: 'end to end',
    label: '[e2e]',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
]

const only = process.argv.slice(2)
const chosen = (step: Step) =>
  !only.length || only.includes(step.name.split(' ')[0]!)
const timings: string[] = []

/** Runs a step; with `prefix`, each line of its output carries its name. */
function run(step: Step, prefix?: string): Promise<boolean> {
  const began = performance.now()
  const child = spawn('npx', ['--no-install', ...step.command], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  })
  if (prefix)
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop()!
        for (const line of lines) process.stdout.write(`${prefix} ${line}\n`)
      })
      stream.on('end', () => {
        if (rest) process.stdout.write(`${prefix} ${rest}\n`)
      })
    }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      timings.push(
        `${step.name} ${((performance.now() - began) / 1_000).toFixed(1)} s`,
      )
      if (code !== 0)
        console.error(`\n✗ ${step.name} failed (exit ${code ?? signal})`)
      resolve(code === 0)
    })
  })
}

let failed = false
for (const step of checks.filter(chosen)) {
  console.log(`\n▶ ${step.name}`)
  if (!(await run(step))) {
    failed = true
    break
  }
}
if (!failed) {
  const chosenSuites = suites.filter(chosen)
  const sideBySide = process.env.LATCH_TEST_SERIAL
    ? false
    : !!process.env.LATCH_TEST_PARALLEL || availableParallelism() >= 4
  if (!sideBySide || chosenSuites.length < 2)
    for (const step of chosenSuites) {
      console.log(`\n▶ ${step.name}`)
      if (!(await run(step))) {
        failed = true
        break
      }
    }
  else {
    console.log(`\n▶ ${chosenSuites.map((x) => x.name).join(' ‖ ')}`)
    const passed = await Promise.all(
      chosenSuites.map((step) => run(step, step.label)),
    )
    failed = passed.includes(false)
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
