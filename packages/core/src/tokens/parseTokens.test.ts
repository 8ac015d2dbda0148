import { describe, expect, test } from 'vitest'
import { maxTokensPerChain, parseTokens } from './parseTokens.ts'

const token = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const other = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('parseTokens: the config’s tokens, checked', () => {
  test('addresses and overrides, checksummed, per chain; none listed is an empty map', () => {
    expect(parseTokens(undefined, [1])).toEqual(new Map())
    expect(
      parseTokens(
        {
          1: [
            token.toLowerCase(),
            { address: other, symbol: 'USD₮0', decimals: 6 },
          ],
          10: undefined,
        },
        [1, 10],
      ),
    ).toEqual(
      new Map([
        [
          1,
          [
            { address: token },
            { address: other, symbol: 'USD₮0', decimals: 6 },
          ],
        ],
      ]),
    )
  })

  test.each([
    [{ 1: ['0x1234'] }, 'Not an address (or not its checksum): 0x1234'],
    // A mixed-case address whose checksum is wrong: a typo, not a token.
    [
      { 1: [token.replace('a513', 'A513')] },
      'Not an address (or not its checksum): 0xA513E6E4b8f2a923D98304ec87F64353C4D5C853',
    ],
    [{ 1: [{ address: 42 }] }, 'Not an address (or not its checksum): 42'],
    [{ 1: [null] }, 'Not an address (or not its checksum): undefined'],
    [{ 1: [token, token.toLowerCase()] }, `Listed twice: ${token}`],
    [
      { 1: [{ address: token, decimals: 256 }] },
      `The decimals of ${token} are not an integer from 0 to 255.`,
    ],
    [
      { 1: [{ address: token, decimals: 1.5 }] },
      `The decimals of ${token} are not an integer from 0 to 255.`,
    ],
    [
      { 1: [{ address: token, decimals: '18' }] },
      `The decimals of ${token} are not an integer from 0 to 255.`,
    ],
    [
      { 1: [{ address: token, symbol: 'US\u202EDC' }] },
      `The symbol of ${token} is not 1 to 16 letters, digits or . _ + -.`,
    ],
    [
      { 1: [{ address: token, symbol: '' }] },
      `The symbol of ${token} is not 1 to 16 letters, digits or . _ + -.`,
    ],
    [
      { 1: [{ address: token, symbol: 'A'.repeat(17) }] },
      `The symbol of ${token} is not 1 to 16 letters, digits or . _ + -.`,
    ],
    [{ 5: [token] }, 'Not one of the config’s chains.'],
    [
      { 1: token },
      `A chain’s tokens are a list of at most ${maxTokensPerChain}.`,
    ],
    [
      { 1: Array.from({ length: maxTokensPerChain + 1 }, () => token) },
      `A chain’s tokens are a list of at most ${maxTokensPerChain}.`,
    ],
    [[token], 'tokens must be an object of lists keyed by chain id.'],
  ])('%j: InvalidTokenError', (tokens, details) => {
    let thrown: unknown
    try {
      parseTokens(tokens, [1, 10])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ name: 'InvalidTokenError', details })
  })

  test('the error’s message', () => {
    expect(() =>
      parseTokens({ 1: [{ address: token, decimals: -1 }] }, [1]),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidTokenError: A token listed for the chain 1 cannot be shown.

      Details: The decimals of 0xa513E6E4b8f2a923D98304ec87F64353C4D5C853 are not an integer from 0 to 255.]
    `)
  })
})
