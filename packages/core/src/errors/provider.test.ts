import { sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import {
  ChainDisconnectedError,
  ConnectorNotConfiguredError,
  DisconnectedError,
  InternalError,
  ProviderNotFoundError,
  RequestPendingError,
  UnauthorizedError,
  UnknownWalletError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './provider.ts'

describe('provider errors carry their EIP-1193 / EIP-1474 code', () => {
  test('UserRejectedRequestError (4001)', () => {
    const error = new UserRejectedRequestError()
    expect([error.name, error.code, UserRejectedRequestError.code]).toEqual([
      'UserRejectedRequestError',
      4001,
      4001,
    ])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"You rejected the request in your wallet."`,
    )
  })

  test('UnauthorizedError (4100)', () => {
    const error = new UnauthorizedError()
    expect([error.name, error.code]).toEqual(['UnauthorizedError', 4100])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet has not authorized this request: connect it again."`,
    )
  })

  test('UnsupportedMethodError (4200)', () => {
    const error = new UnsupportedMethodError({ method: 'wallet_watchAsset' })
    expect([error.name, error.code]).toEqual(['UnsupportedMethodError', 4200])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet does not support this request."`,
    )
    expect(error.metaMessages).toEqual(['Method: wallet_watchAsset'])
    expect(new UnsupportedMethodError().metaMessages).toBeUndefined()
  })

  test('DisconnectedError (4900)', () => {
    const error = new DisconnectedError()
    expect([error.name, error.code]).toEqual(['DisconnectedError', 4900])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet is disconnected: connect it again."`,
    )
  })

  test('ChainDisconnectedError (4901)', () => {
    const error = new ChainDisconnectedError({ chain: sepolia })
    expect([error.name, error.code]).toEqual(['ChainDisconnectedError', 4901])
    expect(error.chain).toBe(sepolia)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet is not connected to Sepolia."`,
    )
    expect(new ChainDisconnectedError().shortMessage).toMatchInlineSnapshot(
      `"Your wallet is not connected to this network."`,
    )
  })

  test('RequestPendingError (-32002) tells the visitor to open the wallet', () => {
    const error = new RequestPendingError()
    expect([error.name, error.code]).toEqual(['RequestPendingError', -32002])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"A request is already waiting in your wallet: open your wallet to continue."`,
    )
    expect(error.shortMessage).toMatch(/open your wallet/i)
  })

  test('InternalError (-32603)', () => {
    const error = new InternalError()
    expect([error.name, error.code]).toEqual(['InternalError', -32603])
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Your wallet ran into an internal error: try again."`,
    )
  })
})

describe('errors without a code', () => {
  test('ProviderNotFoundError: the wallet is not installed', () => {
    const error = new ProviderNotFoundError({
      connector: { name: 'Coinbase Wallet' },
    })
    expect(error.name).toBe('ProviderNotFoundError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Coinbase Wallet is not installed in this browser."`,
    )
    expect(new ProviderNotFoundError().shortMessage).toMatchInlineSnapshot(
      `"No wallet was found: install one or choose another wallet."`,
    )
  })

  test('ConnectorNotConfiguredError: e.g. WalletConnect without a project id', () => {
    const error = new ConnectorNotConfiguredError({
      connector: { name: 'WalletConnect' },
      details: 'VITE_WALLETCONNECT_PROJECT_ID is not set.',
    })
    expect(error.name).toBe('ConnectorNotConfiguredError')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"WalletConnect is not set up on this site."`,
    )
    expect(error.details).toBe('VITE_WALLETCONNECT_PROJECT_ID is not set.')
    expect(
      new ConnectorNotConfiguredError().shortMessage,
    ).toMatchInlineSnapshot(`"This wallet is not set up on this site."`)
  })

  test('UnknownWalletError keeps the original and the operation', () => {
    const cause = { code: 1234, message: 'Something odd happened' }
    const error = new UnknownWalletError({ cause, operation: 'signMessage' })
    expect(error.name).toBe('UnknownWalletError')
    expect(error.cause).toBe(cause)
    expect(error.operation).toBe('signMessage')
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"Something went wrong with your wallet: try again."`,
    )
    expect(error.message).toMatchInlineSnapshot(`
      "Something went wrong with your wallet: try again.

      Operation: signMessage

      Details: Something odd happened"
    `)
  })
})
