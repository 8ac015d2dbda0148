import { devnetChainIds } from '@latch/devnet/browser'
import {
  arbitrum,
  arbitrumSepolia,
  avalanche,
  avalancheFuji,
  base,
  baseSepolia,
  bsc,
  bscTestnet,
  gnosis,
  gnosisChiado,
  linea,
  lineaSepolia,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  scrollSepolia,
  sepolia,
  zksync,
  zksyncSepoliaTestnet,
} from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { drawnChainIcon } from './drawnChainIcon.ts'
import { isIconUrl } from './isIconUrl.ts'

const networks = [
  [mainnet, sepolia],
  [base, baseSepolia],
  [optimism, optimismSepolia],
  [arbitrum, arbitrumSepolia],
  [polygon, polygonAmoy],
  [zksync, zksyncSepoliaTestnet],
  [linea, lineaSepolia],
  [scroll, scrollSepolia],
  [bsc, bscTestnet],
  [avalanche, avalancheFuji],
  [gnosis, gnosisChiado],
] as const
const devnet = [devnetChainIds.first, devnetChainIds.second]
const ids = [...networks.flat().map((chain) => chain.id), ...devnet]

/** The SVG document a drawing's data URI holds. */
function drawing(icon: string): Document {
  const prefix = 'data:image/svg+xml,'
  expect(icon.startsWith(prefix)).toBe(true)
  const markup = decodeURIComponent(icon.slice(prefix.length))
  return new DOMParser().parseFromString(markup, 'image/svg+xml')
}

describe('drawnChainIcon', () => {
  test('a drawing for each network named, its main testnet and the devnet’s chains, each its own', () => {
    const icons = ids.map((id) => drawnChainIcon(id))
    for (const icon of icons) expect(isIconUrl(icon)).toBe(true)
    expect(new Set(icons).size).toBe(ids.length)
  })

  test('a drawing is an SVG that refers to nothing outside itself', () => {
    for (const id of ids) {
      const icon = drawnChainIcon(id)!
      const svg = drawing(icon).documentElement
      expect(svg.tagName).toBe('svg')
      expect(svg.getAttribute('viewBox')).toBe('0 0 32 32')
      expect(svg.querySelector('parsererror')).toBeNull()
      for (const element of svg.querySelectorAll('*')) {
        expect(element.tagName).toMatch(/^(circle|path|rect)$/)
        for (const attribute of element.getAttributeNames())
          expect(attribute).not.toMatch(/href|^on/i)
      }
      // The drawings are small: a few hundred bytes each, in their chunk.
      expect(icon.length).toBeLessThan(1200)
    }
  })

  test('a testnet is its network’s drawing with the testnet badge', () => {
    for (const [network, testnet] of networks) {
      const mainnetMarkup = drawing(drawnChainIcon(network.id)!).documentElement
        .innerHTML
      const testnetMarkup = drawing(drawnChainIcon(testnet.id)!).documentElement
        .innerHTML
      expect(testnetMarkup.startsWith(mainnetMarkup)).toBe(true)
      expect(testnetMarkup.length).toBeGreaterThan(mainnetMarkup.length)
    }
  })

  test('nothing for a chain it does not draw', () => {
    expect(drawnChainIcon(424_242)).toBeUndefined()
  })
})
