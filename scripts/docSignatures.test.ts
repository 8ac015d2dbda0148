import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { checkDocSignatures } from './docSignatures.js'

// The hand-written signatures of the docs hold to the API reports
// (`npm run api`): every parameter, property and return member a signature
// lists is the declaration's, none missing and none extra.

const root = join(import.meta.dirname, '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const reports = readdirSync(join(root, 'packages'))
  .flatMap((name) => {
    const folder = join('packages', name, 'api')
    try {
      return readdirSync(join(root, folder)).map((file) => join(folder, file))
    } catch {
      return []
    }
  })
  .filter((path) => !path.endsWith('-internal.api.md'))
  .map(read)
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
]

test.each(pages)('%s: each signature is the API report’s', (page) => {
  const { mismatches } = checkDocSignatures({
    markdown: read(page),
    reports,
  })
  expect(mismatches).toEqual([])
})

test('hooks.md gives the signature of every hook @latch/react exports', () => {
  const { checked } = checkDocSignatures({
    markdown: read('docs/hooks.md'),
    reports,
  })
  const hooks = [
    ...read('packages/react/api/react.api.md').matchAll(
      /^\| `(use\w+)` \| function \|$/gm,
    ),
  ].map((match) => match[1])
  expect(hooks.length).toBeGreaterThan(20)
  expect(hooks.filter((hook) => !checked.includes(hook!))).toEqual([])
})

const signature = (code: string) => `Signature:\n\n\`\`\`ts\n${code}\n\`\`\`\n`

test('a member the API has and the docs lack, or the other way, is named', () => {
  const check = (code: string) =>
    checkDocSignatures({ markdown: signature(code), reports }).mismatches
  expect(
    check(`function useSwitchWalletChain(): UseMutationResult<
  Chain,
  SwitchWalletChainErrorType,
  {}
> & { phase: 'switching' | 'adding' | undefined }`),
  ).toEqual([
    'useSwitchWalletChain() & UseMutationResult<3>: the docs lack `chainId`',
  ])
  expect(
    check(`function useAccountName(account: Address | undefined, chainId: number | undefined, extra: string): UseQueryResult<string | null, GetAccountNameErrorType>
type WalletCall = { to: Address; value?: bigint; data?: Hex; gas?: bigint }`),
  ).toEqual([
    'useAccountName: the docs show 3 parameters, the API 2',
    'WalletCall: the docs list `gas`, the API has none',
  ])
  expect(check('function useWalletOptionz(): WalletOption[]')).toEqual([])
  expect(
    check(
      'function useWalletOptions(): WalletOption[]\nfunction useWalletOptionz(): void',
    ),
  ).toEqual(['useWalletOptionz: in no API report'])
  expect(
    check(
      'function useAccountAvatar(account: string, chainId: number): UseQueryResult<string | null, Error>',
    ),
  ).toEqual([
    'useAccountAvatar: parameter 1 is `account` in the docs, `name` in the API',
  ])
})

test('an example is not a signature', () => {
  const { checked } = checkDocSignatures({
    markdown: signature(
      "import { useWalletOptions } from '@latch/react'\nconst options = useWalletOptions()",
    ),
    reports,
  })
  expect(checked).toEqual([])
})
