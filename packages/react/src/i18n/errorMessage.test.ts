import {
  AddChainError,
  AddressRequiredError,
  ChainDisconnectedError,
  ChainNotConfiguredError,
  ConnectorNotConfiguredError,
  ConnectorRequiredError,
  classifyWalletError,
  DisconnectedError,
  InternalError,
  MessageRequiredError,
  NetworkUnavailableError,
  ProviderNotFoundError,
  QueryClientRequiredError,
  RequestPendingError,
  SwitchChainError,
  SwitchChainNotSupportedError,
  TransactionNotFromAccountError,
  UnauthorizedError,
  UnknownWalletError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  WagmiProviderNotFoundError,
} from '@latch/core'
import { sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { en, type Messages } from './en.ts'
import { errorMessage } from './errorMessage.ts'

const chain = { id: sepolia.id, name: sepolia.name }

describe('errorMessage: one text per error class, chosen by name', () => {
  test('provider errors', () => {
    expect(
      [
        new UserRejectedRequestError(),
        new UnauthorizedError(),
        new UnsupportedMethodError(),
        new DisconnectedError(),
        new ChainDisconnectedError({ chain }),
        new ChainDisconnectedError(),
        new RequestPendingError(),
        new InternalError(),
        new ProviderNotFoundError(),
        new ConnectorNotConfiguredError(),
        new UnknownWalletError(),
      ].map((error) => errorMessage(error)),
    ).toMatchInlineSnapshot(`
      [
        "You rejected the request in your wallet.",
        "Your wallet has not authorized this request. Connect it again.",
        "Your wallet does not support this request.",
        "Your wallet is disconnected. Connect it again.",
        "Your wallet is not connected to Sepolia.",
        "Your wallet is not connected to this network.",
        "A request is already waiting in your wallet. Open your wallet to continue.",
        "Your wallet ran into a problem. Try again.",
        "This wallet is not installed in this browser. Install it or choose another wallet.",
        "This wallet has not been set up on this site. Choose another wallet.",
        "Something went wrong with your wallet. Try again.",
      ]
    `)
  })

  test('chain errors name the chain when they know it', () => {
    expect(
      [
        new ChainNotConfiguredError({ chain }),
        new AddChainError({ chain }),
        new SwitchChainError({ chain }),
        new SwitchChainNotSupportedError({ chain }),
        new AddChainError(),
        new SwitchChainNotSupportedError(),
      ].map((error) => errorMessage(error)),
    ).toMatchInlineSnapshot(`
      [
        "Sepolia is not supported here.",
        "Could not add Sepolia to your wallet.",
        "Could not switch your wallet to Sepolia.",
        "Switch the network in your wallet to Sepolia.",
        "Could not add the network to your wallet.",
        "Switch the network in your wallet.",
      ]
    `)
  })

  test('no node answers: the network, named when known, and a promise', () => {
    expect(
      [
        new NetworkUnavailableError({ chain }),
        new NetworkUnavailableError(),
      ].map((error) => errorMessage(error)),
    ).toMatchInlineSnapshot(`
      [
        "Sepolia cannot be reached right now.",
        "The network cannot be reached right now.",
      ]
    `)
  })

  test('guard errors (the seed’s messages), setup errors as one text', () => {
    expect(
      [
        new ConnectorRequiredError(),
        new MessageRequiredError(),
        new AddressRequiredError(),
        new QueryClientRequiredError(),
        new WagmiProviderNotFoundError(),
      ].map((error) => errorMessage(error)),
    ).toMatchInlineSnapshot(`
      [
        "Choose a wallet to connect.",
        "Enter a message to sign.",
        "An address is needed to look up its name.",
        "This page is not set up correctly. Reload the page.",
        "This page is not set up correctly. Reload the page.",
      ]
    `)
  })

  test("another account's transaction: the visitor is told it is not listed", () => {
    const error = new TransactionNotFromAccountError({
      hash: `0x${'ab'.repeat(32)}`,
      account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(errorMessage(error)).toMatchInlineSnapshot(
      `"Your wallet answered with a transaction your account did not send. It is not listed."`,
    )
  })

  test('the wallet’s own words never reach the visitor', () => {
    const raw = { code: 4001, message: 'MetaMask: <b>User</b> denied' }
    const error = classifyWalletError(raw, { operation: 'signMessage' })
    expect(error.message).toContain('<b>User</b>')
    expect(errorMessage(error)).toBe(en.errors.userRejected)
  })

  test('the text comes from the catalogue it is given', () => {
    const pirate: Messages = {
      ...en,
      errors: { ...en.errors, userRejected: 'Ye turned it down, matey.' },
    }
    expect(errorMessage(new UserRejectedRequestError(), pirate)).toBe(
      'Ye turned it down, matey.',
    )
  })

  test('an error the types did not foresee still gets a text', () => {
    const future = Object.assign(new UnknownWalletError(), {
      name: 'BrandNewError',
    })
    expect(errorMessage(future as never)).toBe(en.errors.unknown)
  })
})
