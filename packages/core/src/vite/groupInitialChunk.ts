import type { Plugin } from 'vite'

/** A Vite plugin that puts what the first paint needs in one chunk, one request, without the modulepreload polyfill. */
export function groupInitialChunk(): Plugin {
  return {
    name: 'latch:initial-chunk',
    apply: 'build',
    // After the app's plugins: a `codeSplitting` one of them sets wins.
    enforce: 'post',
    config(config) {
      if (config.build?.ssr) return
      // No modulepreload polyfill in the first paint's JS, unless the app
      // asks for one: a browser without modulepreload (Safari before 17)
      // fetches a dialog chunk's imports as it runs, a little later, never
      // broken.
      const modulePreload =
        config.build?.modulePreload === undefined
          ? { modulePreload: { polyfill: false } }
          : {}
      const output = config.build?.rolldownOptions?.output
      if (Array.isArray(output) || output?.codeSplitting !== undefined)
        return { build: modulePreload }
      const codeSplitting = {
        groups: [{ name: 'initial', tags: ['$initial' as const] }],
      }
      return {
        build: {
          ...modulePreload,
          rolldownOptions: { output: { codeSplitting } },
        },
      }
    },
  }
}
