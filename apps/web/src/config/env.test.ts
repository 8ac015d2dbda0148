import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  test('nothing set: production defaults, no keys', () => {
    expect(parseEnv({})).toEqual({
      chainId: undefined,
      alchemyId: undefined,
      walletConnectProjectId: undefined,
    })
  })

  test('reads every variable, trimming blanks', () => {
    expect(
      parseEnv({
        VITE_CHAIN_ID: ' 8453 ',
        VITE_ALCHEMY_ID: 'abcDEF123_-xyz',
        VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef',
      }),
    ).toEqual({
      chainId: 8453,
      alchemyId: 'abcDEF123_-xyz',
      walletConnectProjectId: '0123456789abcdef0123456789abcdef',
    })
    expect(parseEnv({ VITE_ALCHEMY_ID: '   ' }).alchemyId).toBeUndefined()
  })

  test.each([
    ['VITE_CHAIN_ID', 'mainnet'],
    ['VITE_CHAIN_ID', '0'],
    ['VITE_CHAIN_ID', '1.5'],
    ['VITE_CHAIN_ID', '99999999999999999999'],
    ['VITE_ALCHEMY_ID', 'key with spaces'],
    ['VITE_WALLETCONNECT_PROJECT_ID', '<script>'],
  ])('%s=%s is refused with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`^Latch configuration: ${name}=`),
    )
  })

  test('the message says what was expected', () => {
    expect(() =>
      parseEnv({ VITE_CHAIN_ID: 'mainnet' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[EnvError: Latch configuration: VITE_CHAIN_ID="mainnet" is not valid: expected a positive whole number (a chain id, e.g. 1). See .env.example.]`,
    )
  })
})
