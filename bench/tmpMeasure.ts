import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildLatch } from '/work/wt-wallets/bench/measure/buildLatch.ts'
import { initialJs } from '/work/wt-wallets/bench/measure/initialJs.ts'

const dir = '/tmp/wallets-prod'
await buildLatch({ outDir: dir, variant: 'production' })
const r = initialJs(dir)
console.log(r.gzip / 1024, r.chunks)
for (const c of r.chunks) {
  const text = readFileSync(
    join(dir, typeof c === 'string' ? c : (c as { file: string }).file),
    'utf8',
  )
  for (const m of [
    'io.metamask',
    'me.rainbow',
    'Get ',
    'keys.coinbase.com',
    'InvalidWalletError',
    'appOrExtension',
  ])
    console.log(m, text.includes(m))
}
