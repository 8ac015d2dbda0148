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

test("the tables of parameters, props and fields list their type's members", () => {
  const tables = [
    [
      'docs/configuration.md',
      '## `createLatchConfig',
      'CreateLatchConfigParameters',
    ],
    [
      'docs/configuration.md',
      '## What `createLatchConfig` returns',
      'LatchState',
    ],
    ['docs/configuration.md', '## `LatchProvider`', 'LatchProviderProps'],
    ['docs/wallets.md', '## Writing a descriptor', 'Wallet'],
    ['docs/hooks.md', '## `ConnectButton`', 'ConnectButtonProps'],
    ['docs/hooks.md', '### `ConnectButton.Custom`', 'ConnectButtonRenderProps'],
    ['docs/hooks.md', '`WalletButton.Custom` (', 'WalletButtonRenderProps'],
  ] as const
  for (const [page, heading, type] of tables) {
    const text = read(page)
    const start = text.indexOf(heading)
    expect(start, `${page}: ${heading}`).toBeGreaterThan(-1)
    // The first table after the heading: its first column's names.
    const rows = text
      .slice(start)
      .split('\n')
      .filter((line) => line.startsWith('| '))
    const end = rows.findIndex(
      (line, index) => index > 1 && !line.startsWith('| `'),
    )
    const table = rows.slice(2, end === -1 ? undefined : end)
    const names = table.flatMap((row) =>
      [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)]
        .map((match) => match[1]!.replace(/\(.*\)$/, ''))
        .filter((name) => /^\w+$/.test(name)),
    )
    expect(names.length, `${page}: ${type}`).toBeGreaterThan(3)
    const markdown = signature(
      `type ${type} = { ${names.map((name) => `${name}: unknown`).join('; ')} }`,
    )
    const { mismatches } = checkDocSignatures({ markdown, reports })
    expect(
      mismatches.filter((mismatch) => mismatch.startsWith(`${type}: `)),
      `${page}: ${type}`,
    ).toEqual([])
  }
})
