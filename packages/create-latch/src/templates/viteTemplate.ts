import { appReadme } from './appReadme.ts'
import { connectSpec } from './connectSpec.ts'
import { gitignore } from './gitignore.ts'
import { packageJson } from './packageJson.ts'
import { playwrightConfig } from './playwrightConfig.ts'
import type { TemplateFiles, TemplateParameters } from './TemplateParameters.ts'

/**
 * A Vite + React + TypeScript (strict) app, set up as the README's quick
 * start says, with docs/testing.md's devnet mode: `npm run dev` serves it
 * on the devnet, the Dev wallet announced in the page.
 */
export function viteTemplate(parameters: TemplateParameters): TemplateFiles {
  const { siwe } = parameters
  return {
    'package.json': packageJson({
      name: parameters.name,
      scripts: {
        dev: 'vite --mode devnet --host 127.0.0.1',
        build: 'npm run typecheck && vite build',
        preview: 'vite preview --host 127.0.0.1',
        typecheck: 'tsc --noEmit && tsc --noEmit -p tsconfig.node.json',
        test: 'playwright test',
      },
      dependencies: [
        '@latch/core',
        '@latch/react',
        ...(siwe ? (['@latch/siwe'] as const) : []),
        '@tanstack/react-query',
        'react',
        'react-dom',
        'viem',
        'wagmi',
      ],
      devDependencies: [
        '@latch/devnet',
        '@playwright/test',
        '@types/node',
        '@types/react',
        '@types/react-dom',
        '@vitejs/plugin-react',
        'typescript',
        'vite',
      ],
    }),
    '.gitignore': gitignore,
    'README.md': appReadme({ ...parameters, template: 'vite' }),
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>My dapp</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    // Vite's react-ts template's options (strict): the page's code in the
    // browser, the configs and tests in Node.
    'tsconfig.json': tsconfig({
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: ['vite/client'],
      include: ['src'],
    }),
    'tsconfig.node.json': tsconfig({
      lib: ['ES2023'],
      types: ['node'],
      include: ['vite.config.ts', 'playwright.config.ts', 'e2e'],
    }),
    'vite.config.ts': viteConfig(siwe),
    'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
    'src/main.tsx': viteMain(siwe),
    'src/App.tsx': app(siwe),
    'playwright.config.ts': playwrightConfig({
      command: 'npm run dev -- --port 0 --strictPort',
      ready: String.raw`Local:\s+http://127\.0\.0\.1:(?<latch_app_port>\d+)`,
    }),
    'e2e/connect.spec.ts': connectSpec({ siwe }),
  }
}

/** A tsconfig of Vite's react-ts template, strict. */
function tsconfig(parameters: {
  lib: string[]
  types: string[]
  include: string[]
}): string {
  return `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        useDefineForClassFields: true,
        lib: parameters.lib,
        module: 'ESNext',
        types: parameters.types,
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: parameters.include,
    },
    null,
    2,
  )}\n`
}

/** The page: its title, the connect button, and the sign-in with `siwe`. */
function app(siwe: boolean): string {
  return siwe
    ? `import { ConnectButton, SignIn } from '@latch/react'

export function App() {
  return (
    <>
      <header>
        <h1>My dapp</h1>
        <ConnectButton />
      </header>
      <main>
        <SignIn />
      </main>
    </>
  )
}
`
    : `import { ConnectButton } from '@latch/react'

export function App() {
  return (
    <>
      <header>
        <h1>My dapp</h1>
        <ConnectButton />
      </header>
      <main />
    </>
  )
}
`
}

function viteConfig(siwe: boolean): string {
  const siweImports = siwe
    ? `import { devnetChains } from '@latch/devnet'
import { createMemoryStore, createSiweHandler } from '@latch/siwe'
import { type NodeHandler, toNodeHandler } from '@latch/siwe/node'
import { http } from 'viem'
`
    : ''
  const configureServer = siwe
    ? `    configureServer(server) {
      server.httpServer?.once('close', stop)
      // Sign-In with Ethereum's routes on the dev server, made on the first
      // request (the server's origin is known once it listens).
      let siwe: NodeHandler | undefined
      server.middlewares.use((request, response, next) => {
        if (!running || !request.url?.startsWith('/api/siwe/')) return next()
        siwe ??= siweHandler(server.resolvedUrls!.local[0]!, running)
        void siwe(request, response)
      })
    },`
    : `    configureServer: (server) => void server.httpServer?.once('close', stop),`
  const siweHandler = siwe
    ? `
/**
 * @latch/siwe's handlers for the dev server, on the memory store (one
 * process), verifying on the devnet's nodes, with a secret made at start.
 * In production they go on your own server: see @latch/siwe's README.
 */
function siweHandler(url: string, devnet: Devnet): NodeHandler {
  const origin = new URL(url).origin
  const [first, second] = devnetChains(origin)
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return toNodeHandler(
    createSiweHandler({
      origin,
      chains: [
        { chain: first, transport: http(devnet.chains[0]!.rpcUrl) },
        { chain: second, transport: http(devnet.chains[1]!.rpcUrl) },
      ],
      secrets: [btoa(String.fromCharCode(...bytes))],
      store: createMemoryStore(),
    }),
  )
}
`
    : ''
  return `import { latch } from '@latch/core/vite'
import { type Devnet, startDevnet } from '@latch/devnet'
${siweImports}import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * \`npm run dev\` (\`vite --mode devnet\`): starts the devnet (two local chains
 * with ENS and a demo token, a WalletConnect relay, all on loopback), puts
 * its nodes and relay behind the dev server's own origin, and stops it with
 * the server.
 */
function devnet(): Plugin {
  let running: Devnet | undefined
  const stop = () => running?.stop()
  return {
    name: 'devnet',
    apply: (_, { command, mode }) => command === 'serve' && mode === 'devnet',
    async config() {
      running = await startDevnet()
      return {
        server: { proxy: running.proxy },
        preview: { proxy: running.proxy },
      }
    },
${configureServer}
    configurePreviewServer: (server) =>
      void server.httpServer.once('close', stop),
  }
}
${siweHandler}
export default defineConfig(({ mode }) => ({
  plugins: [react(), latch(), devnet()],
  // WalletConnect's test mode (no Verify requests) reads this in a page.
  ...(mode === 'devnet'
    ? { define: { 'process.env.IS_VITEST': JSON.stringify('true') } }
    : {}),
}))
`
}

function viteMain(siwe: boolean): string {
  return `import { createLatchConfig } from '@latch/core'
import {
  announceProvider,
  createDevWallet,
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
  enableWalletConnectTestMode,
} from '@latch/devnet/browser'
import { LatchProvider } from '@latch/react'
import '@latch/react/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { base, mainnet } from 'viem/chains'
import { App } from './App.tsx'

// \`npm run dev\` (\`vite --mode devnet\`): the devnet's chains and relay,
// behind the dev server, and the Dev wallet. A production build
// (\`npm run build\`) holds none of it.
const devnet = import.meta.env.MODE === 'devnet'
const origin = window.location.origin

if (devnet) {
  // Offline, WalletConnect's Verify step would wait for a server it cannot reach.
  enableWalletConnectTestMode()
  // The Dev wallet: a real EIP-1193 wallet signing with a devnet key,
  // announced over EIP-6963 as a browser extension is.
  const wallet = createDevWallet({
    chains: devnetChains(origin).map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
    })),
    info: { name: 'Dev wallet', rdns: 'dev.latch.devwallet' },
    persist: true,
  })
  announceProvider(wallet, window)
}

const latch = createLatchConfig({
  appName: 'My dapp',
  chains: devnet ? devnetChains(origin) : [mainnet, base],
  walletConnectProjectId: devnet
    ? devnetProjectId
    : import.meta.env.VITE_WALLETCONNECT_PROJECT_ID, // optional
  walletConnect: devnet
    ? { relayUrl: \`\${origin.replace(/^http/, 'ws')}\${devnetRelayPath}\` }
    : undefined,
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider config={latch}${siwe ? ' siwe="/api/siwe"' : ''}>
      <App />
    </LatchProvider>
  </StrictMode>,
)
`
}
