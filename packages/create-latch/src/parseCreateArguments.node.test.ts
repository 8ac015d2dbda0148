import { describe, expect, test } from 'vitest'
import { CreateLatchUsageError } from './CreateLatchUsageError.ts'
import { parseCreateArguments } from './parseCreateArguments.ts'

const refused = (argv: string[]) => {
  try {
    parseCreateArguments(argv)
  } catch (error) {
    expect(error).toBeInstanceOf(CreateLatchUsageError)
    return (error as CreateLatchUsageError).shortMessage
  }
  throw new Error(`${argv.join(' ')} was taken`)
}

describe('parseCreateArguments', () => {
  test('the flags of non-interactive use, in either spelling', () => {
    expect(
      parseCreateArguments([
        'my-dapp',
        '--template',
        'next',
        '--siwe',
        '--no-install',
        '--package-manager=pnpm',
      ]),
    ).toEqual({
      directory: 'my-dapp',
      template: 'next',
      siwe: true,
      install: false,
      packageManager: 'pnpm',
      help: false,
    })
    expect(parseCreateArguments(['-t', 'vite', 'app'])).toMatchObject({
      directory: 'app',
      template: 'vite',
      siwe: false,
      install: true,
      packageManager: undefined,
    })
    expect(parseCreateArguments(['--template=vite'])).toMatchObject({
      directory: undefined,
      template: 'vite',
    })
  })

  test('what it refuses, and why', () => {
    expect(refused(['app', '--tempalte', 'vite'])).toMatchInlineSnapshot(
      `"Unknown option --tempalte."`,
    )
    expect(refused(['app', '--template', 'remix'])).toMatchInlineSnapshot(
      `"Unknown template "remix": use vite or next."`,
    )
    expect(refused(['app', '--template'])).toMatchInlineSnapshot(
      `"--template needs a value."`,
    )
    expect(refused(['app', '--template', '--siwe'])).toMatchInlineSnapshot(
      `"--template needs a value."`,
    )
    expect(refused(['app', '--siwe=yes'])).toMatchInlineSnapshot(
      `"--siwe takes no value."`,
    )
    expect(refused(['app', '--package-manager', 'bun'])).toMatchInlineSnapshot(
      `"Unknown package manager "bun": use npm, pnpm, yarn."`,
    )
    expect(refused(['one', 'two'])).toMatchInlineSnapshot(
      `"One directory only: "one" and "two" given."`,
    )
  })
})
