import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { DevWalletInjectConfig } from './injectDevWallet.ts'

let bundle: Promise<string> | undefined

/**
 * The script that installs the dev wallet in a page, for Playwright's
 * `page.addInitScript({ content })`: the config, then `inject.ts` bundled
 * as an IIFE (built once per process, then reused).
 *
 * @example
 * await page.addInitScript({
 *   content: await buildInjectScript({
 *     chains: [{ id: 13370, name: 'Latch Devnet', rpcUrl }],
 *     eip6963: [{ name: 'Latch Dev Wallet', rdns: 'dev.latch.wallet' }],
 *     coinbaseExtension: true,
 *   }),
 * })
 * await page.goto('/')
 * // The page globals are typed by `DevWalletGlobals`.
 * await page.evaluate(() =>
 *   (window as DevWalletGlobals).__latchDevWallet?.rejectNext({
 *     method: 'wallet_requestPermissions',
 *   }),
 * )
 */
export async function buildInjectScript(
  config: DevWalletInjectConfig,
): Promise<string> {
  bundle ??= bundleInject().catch((error: unknown) => {
    bundle = undefined // let the next call retry rather than cache a failure
    throw error
  })
  return `globalThis.__latchDevWalletConfig = ${JSON.stringify(config)};\n${await bundle}`
}

async function bundleInject(): Promise<string> {
  const result = await build({
    // The source in the repository, the built module in the published package.
    entryPoints: [
      ['./inject.ts', './inject.js']
        .map((file) => fileURLToPath(new URL(file, import.meta.url)))
        .find((file) => existsSync(file))!,
    ],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}
