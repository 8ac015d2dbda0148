import type { Plugin } from 'vite'
import { compileHint } from './compileHint.ts'

/** A module of `@latch/react`'s connect dialog, in the package or the workspace. */
const connectDialogModule =
  /(?:@latch\/react|packages\/react\/src)\/components\/(?:ConnectDialog|Dialog)\/[^/]+$/

/** A Vite plugin that begins each chunk a first tap runs with `compileHint`. */
export function addCompileHints(): Plugin {
  let ssr = false
  return {
    name: 'latch:compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    generateBundle: {
      // After Vite's own hook, so that the hint is first, where V8 reads it.
      order: 'post',
      handler(_, bundle) {
        if (ssr) return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(compileHint))
            continue
          const tapped =
            chunk.isEntry ||
            chunk.moduleIds.some((id) =>
              connectDialogModule.test(id.replaceAll('\\', '/')),
            )
          if (!tapped) continue
          chunk.code = `${compileHint}\n${chunk.code}`
          // Each source map shifted one line down to match.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string }
            json.mappings = `;${json.mappings}`
            map.source = JSON.stringify(json)
          }
        }
      },
    },
  }
}
