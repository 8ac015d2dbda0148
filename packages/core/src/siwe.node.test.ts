import { moduleGraph } from '@latch/testing'
import { expect, test } from 'vitest'

const graph = (entry: string) => moduleGraph(import.meta.dirname, entry)

test('@latch/core/siwe, the SIWE client, loads no React and no UI: a page on any UI signs in with it', () => {
  const { modules, external } = graph('siwe.ts')
  expect(modules).toContain('siwe/createSiweClient.ts')
  expect(
    external.filter((x) => /^(react|react-dom|wagmi)(\/|$)|^@latch\//.test(x)),
  ).toEqual([])
})

test("@latch/core's main entry does not load the SIWE client: a page without Sign-In with Ethereum carries none of it", () => {
  const { modules } = graph('index.ts')
  expect(modules.length).toBeGreaterThan(50)
  expect(modules.filter((x) => x.startsWith('siwe/'))).toEqual([])
})
