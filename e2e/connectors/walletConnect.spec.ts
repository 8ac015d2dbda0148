import type { StartWalletPeerParameters, WalletPeer } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { expect, test } from '../fixtures.ts'
import { flicker, recordFlicker } from '../wallet.ts'
import {
  account1,
  account1Name,
  alice,
  disconnectFromLatch,
  expectAccountLoaded,
  expectNoTraces,
  first,
  parts,
  second,
  startDevnetPeer,
  storageKeys,
  storageTraces,
  timedConnect,
  userRejected,
} from './parts.ts'

// Latch over a live WalletConnect session: the page reaches the devnet's
// real relay through its own origin (/devnet/relay), and a Node wallet peer
// in this process reaches the same relay on loopback.

// The SDK (a large chunk) loads, starts and opens the relay connection when
// WalletConnect is picked: ~1 s, several on 2 cores other work keeps busy.
test.describe.configure({ timeout: 60_000 })
const sdkReady = { timeout: 25_000 }

const peers: WalletPeer[] = []
test.afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.stop()))
})

/** A wallet peer on the devnet's relay; stopped after the test. */
async function peer(
  appUrl: string,
  parameters: Partial<StartWalletPeerParameters> = {},
) {
  const started = await startDevnetPeer(appUrl, parameters)
  peers.push(started)
  return started
}

/** The QR code, and the pairing URI it holds, as a phone reads it. */
function qrCode(page: Page) {
  return parts(page).connectDialog.getByRole('img', {
    name: 'WalletConnect QR code',
  })
}
async function pairingUri(page: Page, not?: string) {
  const qr = qrCode(page)
  await expect(qr).toHaveAttribute('data-uri', /^wc:/, sdkReady)
  if (not) await expect(qr).not.toHaveAttribute('data-uri', not, sdkReady)
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn.*symKey=/)
  return uri!
}

/** Connects Latch with the peer: pick WalletConnect, the peer pairs with the QR's URI. */
async function connect(
  page: Page,
  wallet: WalletPeer,
  label = 'WalletConnect',
) {
  const ui = parts(page)
  await ui.connect.click()
  await timedConnect(
    label,
    async () => {
      const start = performance.now()
      await ui.option('WalletConnect').click()
      const uri = await pairingUri(page)
      const shown = Math.round(performance.now() - start)
      await wallet.pair(uri)
      const paired = Math.round(performance.now() - start)
      test.info().annotations.push({
        type: 'connect-steps',
        description: `${label}: QR shown ${shown} ms, wallet settled ${paired} ms`,
      })
      console.log(
        `[connect-steps] ${label}: QR ${shown} ms, settled ${paired} ms`,
      )
    },
    ui.account,
  )
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
}

/** Signs in the page; returns the signature shown (Latch verified it). */
async function sign(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByRole('textbox', { name: 'Signature' })
  await expect(signature).toHaveValue(/^0x[0-9a-f]{130}$/)
  await expect(
    page.getByRole('status').filter({ hasText: /The signature verifies/ }),
  ).toBeVisible()
  return (await signature.inputValue()) as `0x${string}`
}

/** The keys in the page's WalletConnect store (IndexedDB). */
function indexedDbKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('WALLET_CONNECT_V2_INDEXED_DB')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyvaluestorage')) {
            db.close()
            return resolve([])
          }
          const keys = db
            .transaction('keyvaluestorage')
            .objectStore('keyvaluestorage')
            .getAllKeys()
          keys.onerror = () => reject(keys.error)
          keys.onsuccess = () => {
            db.close()
            resolve((keys.result as string[]).map(String).sort())
          }
        }
      }),
  )
}
const isSessionKey = (key: string) =>
  /^wc@2:(client:[^:]*(\/\/|:)session$|universal_provider:|ethereum_provider:)/.test(
    key,
  )

test('WalletConnect: the phone reads the QR code, pairs and approves; sign (verified); the wallet’s own changes show; a reload restores a live session; Latch disconnects and its stored session is gone, and no trace of either account is left in storage', async ({
  page,
  context,
  appUrl,
  offMachine,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const wallet = await peer(appUrl)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(appUrl)
  const ui = parts(page)

  // Latch draws the pairing URI as its own QR code, with Copy link; the SDK
  // is loaded on pick, and no WalletConnect modal is in the page.
  await ui.connect.click()
  const loadedBefore = scripts.length
  const start = performance.now()
  await ui.option('WalletConnect').click()
  const uri = await pairingUri(page)
  expect(scripts.length, 'the SDK is loaded on pick').toBeGreaterThan(
    loadedBefore,
  )
  await expect(ui.connectDialog.getByRole('status').first()).toHaveText(
    'Scan this code with a wallet app on your phone.',
  )
  await expect(page.locator('wcm-modal, w3m-modal, appkit-modal')).toHaveCount(
    0,
  )
  await ui.connectDialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(ui.connectDialog.getByText('Link copied.')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

  // The phone pairs with what it read, and approves.
  const session = await wallet.pair(uri)
  await expect(ui.account).toContainText('alice.eth')
  test.info().annotations.push({
    type: 'connect-ms',
    description: `WalletConnect (QR shown → address, with Copy link): ${Math.round(performance.now() - start)} ms`,
  })
  expect(session.address).toBe(alice)
  await expectAccountLoaded(page, { name: 'alice.eth', avatar: true })
  await expect(ui.accountDialog).toContainText(alice)
  await expect(ui.accountDialog).toContainText('WalletConnect')
  await ui.accountDialog.getByRole('button', { name: 'Close' }).click()

  // Sign a message: the wallet signs, Latch verifies, and so does the test.
  const signature = await sign(page, 'Hello over WalletConnect')
  expect(
    await verifyMessage({
      address: alice,
      message: 'Hello over WalletConnect',
      signature,
    }),
  ).toBe(true)
  expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')

  // The wallet switches account, then chain, on its own.
  await wallet.emitAccountsChanged(1)
  await expect(ui.account).toContainText(account1Name)
  // The account the wallet switched away from leaves nothing behind.
  expect(await storageTraces(page, [alice, 'alice.eth'])).toEqual([])
  await wallet.emitChainChanged(second)
  await expect(ui.account).toContainText('Latch Devnet 2')
  await expect(ui.chain('Latch Devnet 2')).toHaveAttribute(
    'aria-current',
    'true',
  )

  // A reload restores the session, never showing Connect wallet, and it is live.
  await recordFlicker(page)
  await page.reload()
  await expect(ui.html).toHaveAttribute(
    'data-wallet-status',
    'connected',
    sdkReady,
  )
  await expect(ui.account).toContainText(account1Name)
  const seen = await flicker(page)
  expect(seen.connectButton).toBe(false)
  expect(seen.statuses).not.toContain('connecting')
  const requestsBefore = wallet.requests.length
  await sign(page, 'Still here')
  expect(wallet.requests.length).toBeGreaterThan(requestsBefore)

  // Latch disconnects: WalletConnect's stored session and the v1 item go.
  await expectAccountLoaded(page, { name: account1Name, avatar: false })
  await ui.accountDialog.getByRole('button', { name: 'Close' }).click()
  await page.evaluate(() => localStorage.setItem('walletconnect', '{}'))
  const storedBefore = await indexedDbKeys(page)
  expect(storedBefore.filter(isSessionKey)).not.toEqual([])
  await disconnectFromLatch(page)
  await expectNoTraces(page, [alice, 'alice.eth', account1, account1Name])
  await expect
    .poll(async () => (await indexedDbKeys(page)).filter(isSessionKey))
    .toEqual([])
  expect(await storageKeys(page)).not.toContain('walletconnect')
  expect((await storageKeys(page)).filter(isSessionKey)).toEqual([])
  // The wallet is told too.
  await expect.poll(() => wallet.client.session.getAll().length).toBe(0)
  expect(offMachine).toEqual([])
})

test('WalletConnect: a peer named Rainbow is asked to switch to a chain its session lacks, and switches', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl, {
    name: 'Rainbow',
    approvedChainIds: [first],
  })
  await page.goto(appUrl)
  await connect(page, wallet, 'WalletConnect (Rainbow)')
  const ui = parts(page)
  await ui.chain('Latch Devnet 2').click()
  await expect(ui.networkStatus).toHaveText('Switched to Latch Devnet 2.')
  await expect(ui.account).toContainText('Latch Devnet 2')
  expect(wallet.requests.map((r) => r.method)).toContain(
    'wallet_switchEthereumChain',
  )
  expect(offMachine).toEqual([])
})

test('WalletConnect: another wallet whose session lacks the chain: the visitor is told to switch in the wallet', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl, {
    name: 'Other Wallet',
    approvedChainIds: [first],
  })
  await page.goto(appUrl)
  await connect(page, wallet, 'WalletConnect (Other Wallet)')
  const ui = parts(page)
  await ui.chain('Latch Devnet 2').click()
  await expect(ui.networkStatus).toHaveText(
    'Switch the network in your wallet to Latch Devnet 2.',
  )
  await expect(ui.chain('Latch Devnet')).toHaveAttribute('aria-current', 'true')
  expect(wallet.requests.map((r) => r.method)).not.toContain(
    'wallet_switchEthereumChain',
  )
  expect(offMachine).toEqual([])
})

test('WalletConnect: the wallet disconnects, Latch shows disconnected, and no trace of the account is left in storage', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl)
  await page.goto(appUrl)
  await connect(page, wallet)
  const ui = parts(page)
  await expectAccountLoaded(page, { name: 'alice.eth', avatar: true })
  await ui.accountDialog.getByRole('button', { name: 'Close' }).click()
  await wallet.disconnect()
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'disconnected')
  await expect(ui.connect).toBeVisible()
  await expectNoTraces(page, [alice, 'alice.eth'])
  await expect
    .poll(async () => (await indexedDbKeys(page)).filter(isSessionKey))
    .toEqual([])
  expect(offMachine).toEqual([])
})

test('WalletConnect: the wallet rejects the connection: an alert, and Try again pairs anew', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl)
  await page.goto(appUrl)
  const ui = parts(page)
  await ui.connect.click()
  await ui.option('WalletConnect').click()
  const uri = await pairingUri(page)
  wallet.rejectNext('proposal')
  await expect(wallet.pair(uri)).rejects.toThrow(/turned down/)
  await expect(ui.connectDialog.getByRole('alert')).toHaveText(userRejected)
  await ui.connectDialog.getByRole('button', { name: 'Try again' }).click()
  await wallet.pair(await pairingUri(page, uri))
  await expect(ui.account).toContainText('alice.eth')
  expect(offMachine).toEqual([])
})

test('WalletConnect: with a stored session, a reload asks nobody but the page’s own origin (not even the relay) before the visitor acts', async ({
  page,
  context,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl)
  await page.goto(appUrl)
  await connect(page, wallet)
  const ui = parts(page)
  await expect(ui.account).toContainText('alice.eth')

  // Every request and socket the reloaded page opens, blocked ones included
  // (the off-machine guard aborts those, after this sees them).
  const seen: string[] = []
  context.on('request', (request) => seen.push(request.url()))
  page.on('websocket', (socket) => seen.push(socket.url()))
  await page.reload()
  await expect(ui.html).toHaveAttribute(
    'data-wallet-status',
    'connected',
    sdkReady,
  )
  await expect(ui.account).toContainText('alice.eth')
  await page.waitForLoadState('networkidle')
  // Whatever the SDK sends late (telemetry, Verify, heartbeats) has time to show.
  await page.waitForTimeout(3_000)

  const origins = [
    ...new Set(
      seen
        .filter((url) => !/^(data|blob):/.test(url))
        .map((url) => new URL(url).origin),
    ),
  ].sort()
  // The app and its node (/devnet/rpc), both the page's own origin. Not even
  // the relay: the session shows from storage, and the SDK waits for the
  // visitor.
  const own = new URL(appUrl).origin
  expect(origins).toEqual([own])
  expect(seen.some((url) => url.includes('/devnet/relay'))).toBe(false)

  // The first key press confirms the session over the relay (own origin).
  const relay = page.waitForEvent('websocket', (socket) =>
    socket.url().includes('/devnet/relay'),
  )
  await page.keyboard.press('Shift')
  expect(new URL((await relay).url()).host).toBe(new URL(appUrl).host)
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  await expect(ui.account).toContainText('alice.eth')
  expect(offMachine).toEqual([])
})

test('no wallet’s SDK is fetched on page load nor as the dialog opens: Base Account’s only as the visitor points at it, and neither Coinbase’s nor WalletConnect’s with it', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  // The dialog's code (and what it imports) loads while the page is idle.
  const dialogCode = Promise.all([
    page.waitForResponse(/\/ConnectDialog-[\w-]+\.js$/),
    page.waitForResponse(/\/Dialog-[\w-]+\.js$/),
  ])
  await page.goto(appUrl)
  const ui = parts(page)
  await expect(ui.connect).toBeVisible()
  await dialogCode
  const before = scripts.length
  await ui.connect.click()
  await expect(ui.connectDialog).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The dialog's own code loads while the page is idle (or at the latest on
  // the click), and no SDK with it; opening it loads nothing else: only
  // picking a wallet does.
  const paths = scripts.map((url) => new URL(url).pathname)
  expect(paths.slice(0, before)).toContainEqual(
    expect.stringMatching(/\/ConnectDialog-[\w-]+\.js$/),
  )
  const opened = paths.slice(before)
  for (const path of opened)
    expect(path).toMatch(/\/(Connect)?Dialog-[\w-]+\.js$/)

  // Base Account, whose window must open inside the click on it, is
  // prepared as the visitor points at it (its SDK, and what that imports):
  // neither Coinbase's SDK nor WalletConnect's comes with it.
  const pointed = scripts.length
  const prepared = page.waitForRequest(/\/baseAccountConnector-[\w-]+\.js$/)
  await ui.option('Base Account').hover()
  await prepared
  await page.waitForLoadState('networkidle')
  const afterPointing = scripts
    .slice(pointed)
    .map((url) => new URL(url).pathname)
  expect(afterPointing).toContainEqual(
    expect.stringMatching(/\/baseAccountConnector-[\w-]+\.js$/),
  )
  for (const path of afterPointing)
    expect(path).not.toMatch(
      /\/(coinbaseWallet|walletConnectConnector)-[\w-]+\.js$/,
    )
  expect(offMachine).toEqual([])
})

test('WalletConnect with signInOnConnect: one scan connects and signs in (one-click auth), the server verifies it, and a reload asks nothing again', async ({
  page,
  appUrl,
  offMachine,
  cspViolations,
}) => {
  test.setTimeout(90_000)
  const wallet = await peer(appUrl)
  let nonces = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/siwe/nonce') nonces++
  })
  await page.goto(`${appUrl}/?siwe=connect`)
  // The nonce is ready before the click (as for a visitor's, a moment after
  // the page loads): the connect asks for the sign-in with it.
  await expect.poll(() => nonces).toBe(1)
  const main = page.getByRole('main')
  const signedIn = main
    .getByRole('status')
    .filter({ hasText: /^Signed in as / })
  const serverSession = () =>
    page.evaluate(
      async () => (await fetch('/api/siwe/session')).status,
    ) as Promise<number>
  expect(await serverSession()).toBe(401)

  const ui = parts(page)
  await ui.connect.click()
  await ui.option('WalletConnect').click()
  await wallet.pair(await pairingUri(page))
  await expect(signedIn).toHaveText('Signed in as alice.eth', sdkReady)
  await expect(ui.account).toContainText('alice.eth')
  expect(await serverSession()).toBe(200)
  // One prompt: no Sign in is offered after the connect.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)

  await page.reload()
  await expect(signedIn).toHaveText('Signed in as alice.eth', sdkReady)
  expect(await serverSession()).toBe(200)
  expect(offMachine).toEqual([])
  expect(cspViolations).toEqual([])
})

test('WalletConnect: a wallet peer without paymasterService: asked its capabilities, the Send form says You pay the gas', async ({
  page,
  appUrl,
  offMachine,
}) => {
  const wallet = await peer(appUrl)
  await page.goto(appUrl)
  await connect(page, wallet)
  await page.getByRole('textbox', { name: 'Recipient' }).fill('bob.eth')
  await expect(page.getByText('You pay the gas')).toBeVisible()
  await expect(page.getByText(/Gas paid by/)).toHaveCount(0)
  expect(wallet.requests.map((r) => r.method)).toContain(
    'wallet_getCapabilities',
  )
  expect(offMachine).toEqual([])
})
