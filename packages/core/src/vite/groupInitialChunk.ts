import type { Plugin } from 'vite'

/** A Vite plugin that puts what the first paint needs in one chunk, one request. */
export function groupInitialChunk(): Plugin {
  return {
    name: 'latch:initial-chunk',
    apply: 'build',
    // After the app's plugins: a `codeSplitting` one of them sets wins.
    enforce: 'post',
    config(config) {
      const output = config.build?.rolldownOptions?.output
      if (
        config.build?.ssr ||
        Array.isArray(output) ||
        output?.codeSplitting !== undefined
      )
        return
      const codeSplitting = {
        groups: [{ name: 'initial', tags: ['$initial' as const] }],
      }
      return { build: { rolldownOptions: { output: { codeSplitting } } } }
    },
  }
}
