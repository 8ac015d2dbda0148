import { fileURLToPath } from 'node:url'
import type { ConnectDialogDetector } from './tapProbe.ts'

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
  /**
   * How the tap → dialog measure sees this kit's connect dialog on a phone
   * (none: no connect control). Each kit lists the injected test wallet under
   * its own name, and RainbowKit on a phone as the browser's wallet.
   */
  connectDialog?: ConnectDialogDetector | undefined
  /** The page the tap is measured on, if not `/`. */
  tapPath?: string | undefined
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
  {
    id: 'latch',
    label: 'Latch',
    connectDialog: { wallet: 'Test Wallet', inDialog: true },
  },
  // The README's quick start, built against the workspace's packages, on the
  // peers' chains (`measure/buildQuickStart.ts`): the kit as a dapp installs it.
  {
    id: 'quickstart',
    label: 'Latch quick start',
    connectDialog: { wallet: 'Test Wallet', inDialog: true },
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit 2.2',
    dir: `${peers}rainbowkit`,
    connectDialog: { wallet: 'Browser Wallet', inDialog: true },
  },
  {
    id: 'connectkit',
    label: 'ConnectKit 1.9',
    dir: `${peers}connectkit`,
    connectDialog: { wallet: 'Test Wallet', inDialog: true },
  },
  {
    id: 'appkit',
    label: 'AppKit 1.8',
    dir: `${peers}appkit`,
    connectDialog: { wallet: 'Test Wallet', inDialog: true },
  },
  {
    id: 'wagmi',
    label: 'wagmi 3',
    dir: `${peers}wagmi`,
    // Its connect button opens a list of the connectors, not a modal.
    connectDialog: { wallet: 'Test Wallet', inDialog: false },
  },
  // A static page that shows the address: the harness's own floor (the
  // navigation, the test wallet's inject script, the first frame). Its tap
  // page is the browser's own floor for a tap: a bare <dialog> with one
  // wallet, opened by a one-line script.
  {
    id: 'floor',
    label: 'static page',
    connectDialog: { wallet: 'Test Wallet', inDialog: true },
    tapPath: '/tap.html',
  },
]
