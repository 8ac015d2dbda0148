import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLatchConfig } from '@latch/core'
import {
  type HeaderFiles,
  headerFiles,
  metaContentSecurityPolicy,
  securityHeaders,
} from '@latch/core/csp'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'

/**
 * docs/deploying.md shows, for each host, the exact file a build writes:
 * every block marked `<!-- generated: <file> -->` must be what
 * `headerFiles(securityHeaders(config))` writes for the docs' example
 * configuration (and `meta` the tag `latch()` puts into index.html), so the
 * docs cannot drift from the generator.
 */
const docs = readFileSync(
  join(import.meta.dirname, '..', 'docs', 'deploying.md'),
  'utf8',
)

/** The docs' example: `latchParameters` with mainnet through Infura, WalletConnect on. */
const headers = securityHeaders(
  createLatchConfig({
    appName: 'My dapp',
    chains: [mainnet, base],
    rpcUrls: {
      [mainnet.id]: 'https://mainnet.infura.io/v3/KEY',
      [base.id]: undefined,
    },
    walletConnectProjectId: 'PROJECT_ID',
    storage: null,
  }),
)
const files = headerFiles(headers)
const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(
  headers['Content-Security-Policy']!,
)
  .replaceAll('&', '&amp;')
  .replaceAll('"', '&quot;')}" />\n`

/** Each marked block: its marker's name, the section it is in, its text. */
const blocks = [
  ...docs.matchAll(/<!-- generated: (\S+) -->\n\n```\w*\n([\s\S]*?)^```$/gm),
].map((match) => {
  const before = docs.slice(0, match.index)
  const section = [...before.matchAll(/^### (.+)$/gm)].at(-1)?.[1]
  return { name: match[1]!, section, text: match[2]! }
})

describe('docs/deploying.md', () => {
  test('has a section for each host, each with its generated file', () => {
    expect(blocks.map(({ section, name }) => `${section}: ${name}`)).toEqual([
      'Netlify: _headers',
      'Cloudflare Pages: _headers',
      'Vercel: vercel.json',
      'S3 + CloudFront: cloudfront-headers.json',
      'nginx: nginx-headers.conf',
      'Caddy: caddy-headers.caddyfile',
      'IPFS (and other hosts without headers): meta',
    ])
  })

  test.each(
    blocks.map((block) => [`${block.section}: ${block.name}`, block] as const),
  )('%s is what the build writes', (_, { name, text }) => {
    const expected = name === 'meta' ? meta : files[name as keyof HeaderFiles]
    expect(expected, `headerFiles() writes no ${name}`).toBeDefined()
    expect(text).toBe(expected)
  })
})
