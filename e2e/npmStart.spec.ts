import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// `npm start`, as the README's first command runs it: Vite's dev server and
// the devnet, the page as a new visitor first sees it. The other journeys
// run a devnet build (`vite preview`), whose page is made otherwise.

const repository = fileURLToPath(new URL('..', import.meta.url))

type Started = { url: string; stop: () => Promise<void> }

/**
 * Runs `npm start` in a process group of its own and reads the URL it
 * prints (`… is running at <url>`); `stop` ends the group by its id and
 * waits for it. Vite's dev server takes 5173 or the next free port, on
 * 127.0.0.1; the devnet's nodes, relay and SIWE server take free ones.
 */
async function npmStart(): Promise<Started> {
  const child = spawn('npm', ['start'], {
    cwd: repository,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  )
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    signal(child, 'SIGTERM')
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URL in 120 s:\n${output}`)),
      120_000,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /is running at (http:\/\/\S+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      resolve(match[1]!)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`npm start exited (${code}) before its URL:\n${output}`))
    })
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { url, stop }
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    // The whole group: npm, tsx, the app's Node and the anvil nodes.
    process.kill(-child.pid!, name)
  } catch {
    // Gone already.
  }
}

/** The texts of the alerts a visitor sees now (an empty live region is none). */
function visibleAlerts(page: Page) {
  return page.getByRole('alert').filter({ visible: true }).allInnerTexts()
}

// One `npm start` for the file's tests, in order on one worker.
test.describe.configure({ mode: 'default' })

/** The screen as the visitor sees it, kept in the test's output folder. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

let app: Started | undefined
test.beforeAll(async () => {
  test.setTimeout(150_000)
  app = await npmStart()
})
test.afterAll(async () => {
  await app?.stop()
})

test('npm start: the first screen says nothing went wrong, connected and signed in neither', async ({
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  const { url } = app!
  expect(new URL(url).hostname).toBe('127.0.0.1')
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(url)
  const header = page.getByRole('banner')
  const connect = header.getByRole('button', { name: 'Connect wallet' })
  await expect(connect).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await keepScreenshot(page, testInfo, 'first-screen-1280x800.png')
  expect(await visibleAlerts(page)).toEqual([])

  // As the page it prints says: the Dev wallet, then Sign in.
  await connect.click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Dev wallet/ })
    .click()
  await expect(header.getByRole('button', { name: /alice\.eth/ })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Sign in to Latch' })
  const signIn = dialog.getByRole('button', { name: 'Sign in' })
  await expect(signIn).toBeVisible()
  await expect(signIn).not.toHaveAttribute('aria-hidden')
  expect(await visibleAlerts(page)).toEqual([])

  await signIn.click()
  await expect(dialog).toBeHidden()
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Signed in as / }),
  ).toHaveText('Signed in as alice.eth')
  expect(await visibleAlerts(page)).toEqual([])
})

test('npm start on a phone-wide screen: no alert on the first screen', async ({
  context,
}, testInfo) => {
  const page = await context.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(app!.url)
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  await keepScreenshot(page, testInfo, 'first-screen-390x844.png')
  expect(await visibleAlerts(page)).toEqual([])
})
