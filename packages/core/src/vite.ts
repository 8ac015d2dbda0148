// @latch/core/vite: the Vite plugin that keeps a Latch dapp's first paint
// small. Node only: it reads the packages' barrels from disk.
import type { Plugin } from 'vite'
import { debarrel } from './vite/debarrel.ts'

/** The barrels whose named imports `latch()` rewrites to their modules. */
export const latchBarrels: readonly string[] = [
  'viem',
  'viem/actions',
  'viem/utils',
  'viem/chains',
  '@wagmi/core',
  '@wagmi/core/actions',
  '@wagmi/core/query',
  'wagmi',
  '@latch/core',
  '@latch/react',
]

/**
 * Latch's Vite plugin, for production builds: a named import from one of
 * viem's, wagmi's or Latch's barrels becomes an import of the module that
 * defines it. Rolldown otherwise counts everything a barrel re-exports as
 * reachable from the page's entry, and code only the wallet SDKs use (loaded
 * when the visitor picks a wallet) lands in the first paint
 * (rolldown/rolldown#8920). And what the first paint needs is one chunk, one
 * request (the `$initial` group), unless the app's config sets its own
 * `build.rolldownOptions.output.codeSplitting`.
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { latch } from '@latch/core/vite'
 * export default { plugins: [react(), latch()] }
 */
export function latch(): Plugin {
  return {
    ...debarrel(latchBarrels),
    config(config) {
      const output = config.build?.rolldownOptions?.output
      if (
        config.build?.ssr ||
        Array.isArray(output) ||
        output?.codeSplitting !== undefined
      )
        return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'initial', tags: ['$initial'] }],
              },
            },
          },
        },
      }
    },
  }
}
