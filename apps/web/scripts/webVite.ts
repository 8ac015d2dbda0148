import { fileURLToPath } from 'node:url'

/**
 * Where and how Vite finds the Latch front end: its root, and its config
 * loaded through Vite's module runner, because the config imports the
 * workspace's packages, whose entries are TypeScript sources (Vite's default
 * loader hands bare imports to Node, which cannot run them).
 */
export const webVite = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  configLoader: 'runner',
} as const
