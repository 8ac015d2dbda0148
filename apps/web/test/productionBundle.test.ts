import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { initialJs } from '../../../test/initialJs.ts'
import {
  type ProductionBuild,
  productionBuild,
} from '../../../test/productionBuild.ts'

/** Text only devnet code carries: the devnet chains, the dev wallet, its keys. */
const devnetMarkers = [
  'Latch Devnet',
  '/devnet/rpc',
  'latch-devnet',
  'isLatchDevWallet',
  '__latchDevWallet',
  'test test test test test test test test test test test junk',
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
]

describe('the production build', () => {
  let build: ProductionBuild | undefined
  let files: { name: string; text: string }[] = []

  beforeAll(async () => {
    build = await productionBuild()
    const { outDir } = build
    files = readdirSync(join(outDir, 'assets')).map((name) => ({
      name,
      text: readFileSync(join(outDir, 'assets', name), 'utf8'),
    }))
    files.push({
      name: 'index.html',
      text: readFileSync(join(outDir, 'index.html'), 'utf8'),
    })
  }, 120_000)
  afterAll(() => build?.remove())

  test('is titled Latch', () => {
    expect(files.find((x) => x.name === 'index.html')?.text).toContain(
      '<title>Latch</title>',
    )
  })

  test('its initial JS holds no code a first paint does not run: a connected wallet’s views, the node socket, the configuration’s parser', () => {
    // Text only that code carries: the views' classes, the socket's
    // subscriptions (viem's webSocket transport), the parser's error.
    const lazy = [
      'latch-network-menu',
      'latch-sign-message',
      'latch-add-token',
      'latch-unsupported-network-banner',
      'eth_subscription',
    ]
    const builtOnly = ['EnvError']
    const { chunks } = initialJs(build!.outDir)
    const initial = new Set(chunks.map((x) => x.file.replace(/^assets\//, '')))
    const found = (text: string) =>
      [...lazy, ...builtOnly].filter((x) => text.includes(x))
    expect(
      files.filter((x) => initial.has(x.name)).flatMap((x) => found(x.text)),
    ).toEqual([])
    // The views and the socket are in the build, in chunks of their own; the
    // parser is not (the build ran it).
    const elsewhere = files
      .filter((x) => !initial.has(x.name))
      .flatMap((x) => found(x.text))
    expect(elsewhere).toEqual(expect.arrayContaining(lazy))
    expect(elsewhere).not.toContain('EnvError')
  })

  test('contains no devnet or dev-wallet code', () => {
    expect(files.length).toBeGreaterThan(2)
    const found = files.flatMap(({ name, text }) =>
      devnetMarkers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${name}: ${marker}`),
    )
    expect(found).toEqual([])
  })

  test('ships the licences of what it bundles, the WalletConnect Community License among them, and shows its notice', () => {
    const licences = readFileSync(join(build!.outDir, 'licenses.md'), 'utf8')
    expect(licences).toContain('## @walletconnect/universal-provider')
    expect(licences).not.toContain('@walletconnect/ethereum-provider')
    expect(licences).toContain('WALLETCONNECT COMMUNITY LICENSE AGREEMENT')
    expect(licences).toContain('## wagmi')
    expect(licences).toContain('## react')
    // The attribution the licence asks for, in the page the app renders.
    expect(
      files.some(({ text }) =>
        text.includes('Portions © 2025 Reown, Inc. All Rights Reserved'),
      ),
    ).toBe(true)
    expect(files.some(({ text }) => text.includes('/licenses.md'))).toBe(true)
  })
})
