import { fileURLToPath } from 'node:url'

/** One app the bench measures. */
export type BenchApp = {
  id:
    | 'latch'
    | 'quickstart'
    | 'rainbowkit'
    | 'connectkit'
    | 'appkit'
    | 'wagmi'
    | 'floor'
  /** The name in the table. */
  label: string
  /** A peer's folder (its own package.json); none for Latch's apps. */
  dir?: string | undefined
}

/** The peers' ids: the columns that show Latch's ratio to them. */
export const peerIds: ReadonlySet<BenchApp['id']> = new Set([
  'rainbowkit',
  'connectkit',
  'appkit',
  'wagmi',
])

const peers = fileURLToPath(new URL('../peers/', import.meta.url))

/** Latch and the reference apps of its peers, in the table's order. */
export const benchApps: readonly BenchApp[] = [
  { id: 'latch', label: 'Latch' },
  // The README's quick start, built against the workspace's packages, on the
  // peers' chains (`measure/buildQuickStart.ts`): the kit as a dapp installs it.
  { id: 'quickstart', label: 'Latch quick start' },
  { id: 'rainbowkit', label: 'RainbowKit 2.2', dir: `${peers}rainbowkit` },
  { id: 'connectkit', label: 'ConnectKit 1.9', dir: `${peers}connectkit` },
  { id: 'appkit', label: 'AppKit 1.8', dir: `${peers}appkit` },
  { id: 'wagmi', label: 'wagmi 3', dir: `${peers}wagmi` },
  // A static page that shows the address: the harness's own floor (the
  // navigation, the test wallet's inject script, the first frame).
  { id: 'floor', label: 'static page' },
]
