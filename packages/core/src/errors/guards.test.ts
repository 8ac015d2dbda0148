import { describe, expect, test } from 'vitest'
import { BaseError } from './base.ts'
import {
  AddressRequiredError,
  ConnectorRequiredError,
  MessageRequiredError,
  QueryClientRequiredError,
  WagmiProviderNotFoundError,
} from './guards.ts'

describe('guard errors say what is missing, in the seed’s words', () => {
  test('ConnectorRequiredError', () => {
    const error = new ConnectorRequiredError()
    expect(error.name).toBe('ConnectorRequiredError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"A connector is required: choose a wallet to connect."`,
    )
    expect(error.shortMessage).toMatch(/connector is required/i)
  })

  test('MessageRequiredError', () => {
    const error = new MessageRequiredError()
    expect(error.name).toBe('MessageRequiredError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"A message is required: enter the text to sign."`,
    )
    expect(error.shortMessage).toMatch(/message is required/i)
  })

  test('AddressRequiredError', () => {
    const error = new AddressRequiredError()
    expect(error.name).toBe('AddressRequiredError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"An address is required to look up its name."`,
    )
    expect(error.shortMessage).toMatch(/address is required/i)
  })

  test('QueryClientRequiredError', () => {
    const error = new QueryClientRequiredError()
    expect(error.name).toBe('QueryClientRequiredError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"No QueryClient set: wrap the app in a QueryClientProvider."`,
    )
    expect(error.shortMessage).toMatch(/no query ?client set/i)
  })

  test('WagmiProviderNotFoundError', () => {
    const error = new WagmiProviderNotFoundError()
    expect(error.name).toBe('WagmiProviderNotFoundError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Wallet hooks must be used within WagmiProvider."`,
    )
    expect(error.shortMessage).toMatch(/must be used within WagmiProvider/i)
  })

  test('each keeps the error it replaces as its cause', () => {
    const cause = new Error('useConfig must be used within WagmiProvider')
    const error = new WagmiProviderNotFoundError({ cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe(cause.message)
  })
})
