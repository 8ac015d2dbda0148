import { fileURLToPath } from 'node:url'

/** One app the bench measures. */
export type BenchApp = {
  id: 'latch' | 'rainbowkit' | 'connectkit' | 'appkit' | 'wagmi' | 'floor'
  /** The name in the table. */
  label: string
  /** A peer's folder (its own package.json); none for Latch. */
  dir?: string | undefined
}

const peers = fileURLToPath(new URL('../peers/', import.meta.url))

/** Latch and the reference apps of its peers, in the table's order. */
export const benchApps: readonly BenchApp[] = [
  { id: 'latch', label: 'Latch' },
  { id: 'rainbowkit', label: 'RainbowKit 2.2', dir: `${peers}rainbowkit` },
  { id: 'connectkit', label: 'ConnectKit 1.9', dir: `${peers}connectkit` },
  { id: 'appkit', label: 'AppKit 1.8', dir: `${peers}appkit` },
  { id: 'wagmi', label: 'wagmi 3', dir: `${peers}wagmi` },
  // A static page that shows the address: the harness's own floor (the
  // navigation, the test wallet's inject script, the first frame).
  { id: 'floor', label: 'static page' },
]
