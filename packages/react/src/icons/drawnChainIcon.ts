import { svgIcon } from '@latch/core/internal'

// Latch's own drawings, as its wallet icons are: a simple shape in each
// network's colour on a disc, never a copy of its logo, nothing fetched. A
// testnet is its network's drawing with an amber badge. This module is a
// chunk of its own, loaded with what shows a chain's icon (the network
// dialog, `ConnectButton`'s chain button), never in the first paint.

const disc = (colour: string, body: string) =>
  `<circle cx="16" cy="16" r="16" fill="${colour}"/>${body}`
const testnet = (drawing: string) =>
  `${drawing}<circle cx="26" cy="26" r="5" fill="#f5b400" stroke="#fff" stroke-width="2"/>`
const white = 'fill="none" stroke="#fff" stroke-width="2.5"'

const ethereum = disc(
  '#627eea',
  '<path d="M16 5l7 11.5-7 4-7-4z" fill="#fff"/><path d="M16 22.5l7-4.2-7 9.2-7-9.2z" fill="#fff" opacity=".7"/>',
)
const base = disc(
  '#0052ff',
  '<circle cx="16" cy="16" r="10" fill="#fff"/><path d="M5 14.5h13v3H5z" fill="#0052ff"/>',
)
const optimism = disc(
  '#ff0420',
  `<circle cx="11" cy="16" r="4" ${white}/><path d="M18.5 21V11h3.5a3 3 0 010 6h-3.5" ${white}/>`,
)
const arbitrum = disc(
  '#213147',
  '<path d="M9 23.5l7-15 7 15" fill="none" stroke="#12aaff" stroke-width="3" stroke-linejoin="round"/>',
)
const polygon = disc(
  '#8247e5',
  `<path d="M16 7l8 4.5v9L16 25l-8-4.5v-9z" ${white} stroke-linejoin="round"/>`,
)
const zkSync = disc(
  '#4e529a',
  '<path d="M5 16l8-7v14zM27 16l-8 7V9z" fill="#fff"/>',
)
const linea = disc(
  '#121212',
  '<path d="M11 8v15h11" fill="none" stroke="#fff" stroke-width="3.5"/><circle cx="22" cy="9" r="2.5" fill="#61dfff"/>',
)
const scroll = disc(
  '#ffeeda',
  '<rect x="8" y="9" width="16" height="14" rx="4" fill="none" stroke="#ff684b" stroke-width="2.5"/><path d="M12 14h8M12 18h5" stroke="#ff684b" stroke-width="2"/>',
)
const bnb = disc(
  '#f0b90b',
  '<path d="M16 7l9 9-9 9-9-9z" fill="#fff"/><path d="M16 12.5l3.5 3.5-3.5 3.5-3.5-3.5z" fill="#f0b90b"/>',
)
const avalanche = disc('#e84142', '<path d="M16 8l9 16H7z" fill="#fff"/>')
const gnosis = disc(
  '#04795b',
  '<circle cx="11.5" cy="14.5" r="4" fill="#fff"/><circle cx="20.5" cy="14.5" r="4" fill="#fff"/><path d="M14 21h4l-2 3z" fill="#fff"/>',
)
const devnet = (colour: string) =>
  disc(
    '#1f2937',
    `<path d="M9 11l5 5-5 5M16 22h7" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  )

/** The drawings by chain id: the networks viem names most and their testnets. */
const drawings: Record<number, string> = {
  1: ethereum,
  11155111: testnet(ethereum), // Sepolia
  8453: base,
  84532: testnet(base), // Base Sepolia
  10: optimism,
  11155420: testnet(optimism), // OP Sepolia
  42161: arbitrum,
  421614: testnet(arbitrum), // Arbitrum Sepolia
  137: polygon,
  80002: testnet(polygon), // Polygon Amoy
  324: zkSync,
  300: testnet(zkSync), // zkSync Sepolia
  59144: linea,
  59141: testnet(linea), // Linea Sepolia
  534352: scroll,
  534351: testnet(scroll), // Scroll Sepolia
  56: bnb,
  97: testnet(bnb), // BNB Smart Chain Testnet
  43114: avalanche,
  43113: testnet(avalanche), // Avalanche Fuji
  100: gnosis,
  10200: testnet(gnosis), // Gnosis Chiado
  13370: devnet('#34d399'), // Latch Devnet (@latch/devnet)
  13371: devnet('#a78bfa'), // Latch Devnet 2
}

/**
 * Latch's drawing of a chain's icon, as an image `data:` URI, for the chains
 * it draws (Ethereum, Base, OP Mainnet, Arbitrum One, Polygon, zkSync, Linea,
 * Scroll, BNB Smart Chain, Avalanche, Gnosis, their main testnets, and the
 * devnet's two chains); `undefined` for another.
 */
export function drawnChainIcon(chainId: number): string | undefined {
  const drawing = Object.hasOwn(drawings, chainId)
    ? drawings[chainId]
    : undefined
  return drawing && svgIcon(drawing)
}
