import { moduleGraph } from '@latch/testing'
import { expect, test } from 'vitest'

const graph = (entry: string) => moduleGraph(import.meta.dirname, entry)

test('the main entry loads viem and nothing else, no Node built-in: it runs in Workers, Deno and Bun as in Node', () => {
  const { modules, external } = graph('index.ts')
  expect(modules.length).toBeGreaterThan(5)
  expect(external).toEqual(['viem'])
})

test('the Node adapter is its own entry', () => {
  expect(graph('node.ts').external).toEqual([])
})
