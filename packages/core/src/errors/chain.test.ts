import { sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  AddChainError,
  ChainNotConfiguredError,
  SwitchChainError,
  SwitchChainNotSupportedError,
} from './chain.ts'

describe('chain errors name the chain when they know it', () => {
  test('ChainNotConfiguredError', () => {
    const error = new ChainNotConfiguredError({ chain: sepolia })
    expect(error.name).toBe('ChainNotConfiguredError')
    expect(error.chain).toBe(sepolia)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Sepolia is not supported here."`,
    )
    expect(new ChainNotConfiguredError().shortMessage).toMatchInlineSnapshot(
      `"This network is not supported here."`,
    )
  })

  test('AddChainError', () => {
    const error = new AddChainError({ chain: sepolia })
    expect(error.name).toBe('AddChainError')
    expect(error.chain).toBe(sepolia)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Could not add Sepolia to your wallet."`,
    )
    expect(new AddChainError().shortMessage).toMatchInlineSnapshot(
      `"Could not add the network to your wallet."`,
    )
  })

  test('SwitchChainError', () => {
    const error = new SwitchChainError({ chain: sepolia })
    expect(error.name).toBe('SwitchChainError')
    expect(error.chain).toBe(sepolia)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Could not switch your wallet to Sepolia."`,
    )
    expect(new SwitchChainError().shortMessage).toMatchInlineSnapshot(
      `"Could not switch your wallet to that network."`,
    )
  })

  test('SwitchChainNotSupportedError tells the visitor to switch in the wallet', () => {
    const error = new SwitchChainNotSupportedError({ chain: sepolia })
    expect(error.name).toBe('SwitchChainNotSupportedError')
    expect(error.chain).toBe(sepolia)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Switch the network in your wallet to Sepolia."`,
    )
    expect(
      new SwitchChainNotSupportedError().shortMessage,
    ).toMatchInlineSnapshot(`"Switch the network in your wallet."`)
  })

  test('the chain id reaches the developer-facing message', () => {
    const error = new SwitchChainError({
      chain: sepolia,
      cause: { code: -32000, message: 'wallet is locked' },
    })
    expect(error.message).toMatchInlineSnapshot(`
      "Could not switch your wallet to Sepolia.

      Chain: Sepolia (11155111)

      Details: wallet is locked"
    `)
  })
})
