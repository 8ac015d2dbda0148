import { describe, expect, test } from 'vitest'
import { getChains } from '../../config/chains.ts'
import { devnetChains } from '../../config/devnet.ts'
import { getAddEthereumChainParameter } from './getAddEthereumChainParameter.ts'

describe('getAddEthereumChainParameter (seed §4, §7: wallet_addEthereumChain)', () => {
  test('a public chain without a node provider: its public RPC and explorer', () => {
    const [, sepolia] = getChains({})
    expect(getAddEthereumChainParameter(sepolia!)).toEqual({
      chainId: '0xaa36a7',
      chainName: 'Sepolia',
      nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [sepolia!.rpcUrls.default.http[0]],
      blockExplorerUrls: ['https://sepolia.etherscan.io'],
    })
  })

  test('with a node provider key: the node provider’s URL', () => {
    const [, , base] = getChains({ alchemyId: 'KEY12345' })
    expect(getAddEthereumChainParameter(base!).rpcUrls).toEqual([
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
