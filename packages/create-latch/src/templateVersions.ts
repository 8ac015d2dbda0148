// Written by scripts/writeTemplateVersions.ts (create-latch's build): the
// versions the templates install, the workspace's own.

/** The version of each package a created app lists. */
export const templateVersions = {
  '@latch/core': '0.1.0',
  '@latch/devnet': '0.1.0',
  '@latch/react': '0.1.0',
  '@latch/siwe': '0.1.0',
  '@playwright/test': '1.65.1',
  '@tanstack/react-query': '5.104.5',
  '@types/node': '20.19.43',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@vitejs/plugin-react': '6.3.0',
  '@wagmi/core': '3.6.5',
  next: '16.4.6',
  react: '19.3.1',
  'react-dom': '19.3.1',
  typescript: '7.0.2',
  viem: '2.57.20',
  vite: '8.3.8',
  wagmi: '3.7.7',
} as const
