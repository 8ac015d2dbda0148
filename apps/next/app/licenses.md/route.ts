import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Written once, when the app is built.
export const dynamic = 'force-static'

/**
 * The licence the WalletConnect SDK asks to ship with the app (the footer's
 * notice links here), read from the installed package as it is built.
 */
export function GET(): Response {
  const require = createRequire(join(process.cwd(), 'package.json'))
  // Its `exports` hide package.json: from its entry up to its folder.
  let folder = dirname(require.resolve('@walletconnect/universal-provider'))
  while (!existsSync(join(folder, 'LICENSE.md')) && folder !== dirname(folder))
    folder = dirname(folder)
  const text = readFileSync(join(folder, 'LICENSE.md'), 'utf8')
  return new Response(
    `# Licences\n\n## @walletconnect/universal-provider\n\n${text}`,
    { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
  )
}
