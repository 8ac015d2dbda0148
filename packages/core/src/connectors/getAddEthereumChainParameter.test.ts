import { devnetChains } from '@latch/devnet/browser'
import { base, sepolia } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { withRpcUrls } from '../config/rpcUrls.ts'
import { getAddEthereumChainParameter } from './getAddEthereumChainParameter.ts'

describe('getAddEthereumChainParameter (seed §4, §7: wallet_addEthereumChain)', () => {
  test('a public chain without configured nodes: its public RPC and explorer', () => {
    expect(getAddEthereumChainParameter(sepolia)).toEqual({
      chainId: '0xaa36a7',
      chainName: 'Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [sepolia.rpcUrls.default.http[0]],
      blockExplorerUrls: ['https://sepolia.etherscan.io'],
    })
  })

  test('with configured nodes: the node’s HTTP URL', () => {
    const withNode = withRpcUrls(base, {
      webSocket: 'wss://base-mainnet.g.alchemy.com/v2/KEY12345',
      http: 'https://base-mainnet.g.alchemy.com/v2/KEY12345',
    })
    expect(getAddEthereumChainParameter(withNode).rpcUrls).toEqual([
      'https://base-mainnet.g.alchemy.com/v2/KEY12345',
    ])
  })

  test('a chain without explorers sends none', () => {
    const [devnet] = devnetChains('http://127.0.0.1:5173')
    expect(getAddEthereumChainParameter(devnet)).toEqual({
      chainId: '0x343a',
      chainName: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:5173/devnet/rpc/13370'],
    })
  })
})
