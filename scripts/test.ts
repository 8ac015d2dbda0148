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
 * `npm test`: the checks (type-check, lint), then the parallel lane (the
 * Vitest projects but `serial`, and the end-to-end journeys in Chromium),
 * then the serial lane (`vitest run --project serial`: the files that take
 * the machine to themselves). The parallel lane's two suites run side by
 * side on four cores or more, one after the other below that;
 * `LATCH_TEST_SIDE_BY_SIDE=1` or `=0` decides instead. The wallet layer's
 * coverage is a command of its own (CONTRIBUTING.md). A failing step stops
 * what follows it; the line at the end counts every test run.
 */
const results = join('node_modules', '.cache', 'latch-test')
mkdirSync(results, { recursive: true })
const vitestJson = join(results, 'vitest.json')
const playwrightJson = join(results, 'playwright.json')
const serialJson = join(results, 'vitest-serial.json')
// A report left by an earlier run must not be counted as this one's.
for (const report of [vitestJson, playwrightJson, serialJson])
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
/** Vitest's run of `projects`, its report in `json`. */
const vitest = (json: string, ...projects: string[]) => [
  'vitest',
  'run',
  ...projects.map((project) => `--project=${project}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
]
const parallel: Step[] = [
  {
    name: 'unit and integration',
    label: '[vitest]',
    command: vitest(vitestJson, '!serial'),
  },
  {
    name: 'end to end',
    label: '[e2e]',
    command: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
]
const serial: Step = {
  name: 'serial',
  command: vitest(serialJson, 'serial'),
}

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

/** Runs `steps` one after the other, the first that fails stopping them. */
async function inTurn(steps: Step[]): Promise<boolean> {
  for (const step of steps) {
    console.log(`\n▶ ${step.name}`)
    if (!(await run(step))) return false
  }
  return true
}

/** The parallel lane: its suites side by side or in turn (see above). */
async function parallelLane(): Promise<boolean> {
  const steps = parallel.filter(chosen)
  const forced = process.env.LATCH_TEST_SIDE_BY_SIDE
  const sideBySide = forced ? forced === '1' : availableParallelism() >= 4
  if (!sideBySide || steps.length < 2) return inTurn(steps)
  console.log(`\n▶ ${steps.map((step) => step.name).join(' ‖ ')}`)
  const passed = await Promise.all(steps.map((step) => run(step, step.label)))
  return !passed.includes(false)
}

const failed = !(
  (await inTurn(checks.filter(chosen))) &&
  (await parallelLane()) &&
  (await inTurn([serial].filter(chosen)))
)

let passed = 0
let failures = 0
for (const json of [vitestJson, serialJson])
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'))
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
