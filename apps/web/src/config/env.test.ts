import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  test('nothing set: production defaults, no keys', () => {
    expect(parseEnv({})).toEqual({
      chainId: undefined,
      alchemyId: undefined,
      rpcUrls: {},
      walletConnectProjectId: undefined,
    })
  })

  test('reads every variable, trimming blanks', () => {
    expect(
      parseEnv({
        VITE_CHAIN_ID: ' 8453 ',
        VITE_ALCHEMY_ID: 'abcDEF123_-xyz',
        VITE_RPC_URL_8453: ' https://base.example.org/v3/KEY ',
        VITE_WALLETCONNECT_PROJECT_ID: '0123456789abcdef0123456789abcdef',
      }),
    ).toEqual({
      chainId: 8453,
      alchemyId: 'abcDEF123_-xyz',
      rpcUrls: {
        8453: { http: ['https://base.example.org/v3/KEY'], webSocket: [] },
      },
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

  test('VITE_RPC_URL_<chainId>: node URLs separated by commas, sorted by kind in the order given', () => {
    expect(
      parseEnv({
        VITE_RPC_URL_1:
          'wss://mainnet.infura.io/ws/v3/KEY, https://mainnet.infura.io/v3/KEY,https://node.example.org:8443/eth',
        VITE_RPC_URL_42161: 'https://arb.example.quiknode.pro/KEY/',
        VITE_RPC_URL_10: '  ',
      }).rpcUrls,
    ).toEqual({
      1: {
        http: [
          'https://mainnet.infura.io/v3/KEY',
          'https://node.example.org:8443/eth',
        ],
        webSocket: ['wss://mainnet.infura.io/ws/v3/KEY'],
      },
      42161: { http: ['https://arb.example.quiknode.pro/KEY/'], webSocket: [] },
    })
  })

  test('a node on this machine may be plain http:// or ws://', () => {
    expect(
      parseEnv({
        VITE_RPC_URL_1: 'http://127.0.0.1:8545,ws://localhost:8546',
        VITE_RPC_URL_11155111: 'http://[::1]:8545/',
      }).rpcUrls,
    ).toEqual({
      1: {
        http: ['http://127.0.0.1:8545'],
        webSocket: ['ws://localhost:8546'],
      },
      11155111: { http: ['http://[::1]:8545/'], webSocket: [] },
    })
  })

  test.each([
    ['VITE_RPC_URL_1', 'ftp://node.example.org'],
    ['VITE_RPC_URL_1', 'file:///etc/passwd'],
    ['VITE_RPC_URL_1', 'javascript:alert(1)'],
    ['VITE_RPC_URL_1', 'http://node.example.org'],
    ['VITE_RPC_URL_1', 'ws://10.0.0.7:8546'],
    ['VITE_RPC_URL_1', 'https://node.example.org,http://192.168.1.2:8545'],
    ['VITE_RPC_URL_1', 'https://user:secret@node.example.org'],
    ['VITE_RPC_URL_1', 'node.example.org'],
    ['VITE_RPC_URL_1', 'https://a.example.org,,https://b.example.org'],
    ['VITE_RPC_URL_137', 'https://polygon.example.org'],
    ['VITE_RPC_URL_mainnet', 'https://node.example.org'],
    ['VITE_RPC_URL_', 'https://node.example.org'],
  ])('%s=%s is refused with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`^Latch configuration: ${name}=`),
    )
  })

  test('a node URL that is neither https:// nor wss:// (nor loopback): the message says what is accepted', () => {
    expect(() =>
      parseEnv({
        VITE_RPC_URL_1: 'https://mainnet.example.org,ftp://node.example.org',
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[EnvError: Latch configuration: VITE_RPC_URL_1="https://mainnet.example.org,ftp://node.example.org" is not valid: expected node URLs separated by commas, each https:// or wss:// (http:// and ws:// only on this machine: localhost, 127.0.0.1, [::1]), not "ftp://node.example.org". See .env.example.]`,
    )
    expect(() =>
      parseEnv({ VITE_RPC_URL_137: 'https://polygon.example.org' }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[EnvError: Latch configuration: VITE_RPC_URL_137="https://polygon.example.org" is not valid: expected a variable named after a chain Latch offers: VITE_RPC_URL_1 (Ethereum), VITE_RPC_URL_11155111 (Sepolia), VITE_RPC_URL_8453 (Base), VITE_RPC_URL_10 (OP Mainnet), VITE_RPC_URL_42161 (Arbitrum One). See .env.example.]`,
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
