import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { Providers } from './app/Providers.tsx'
import './app/theme.css'
import { env, isDevnet } from './config/env.ts'
import { createPersistOptions, createQueryClient } from './config/query.ts'
import { createLatchConfig } from './config/wagmi.ts'
import { mirrorStatus } from './wallet/actions/mirrorStatus.ts'
import { restoreSession } from './wallet/actions/restoreSession.ts'

async function main() {
  if (isDevnet) {
    const { installDevnet } = await import('./app/installDevnet.ts')
    installDevnet()
  }
  const storage = window.localStorage
  const latch = createLatchConfig({ env, origin: location.origin, storage })
  mirrorStatus(latch.config, document.documentElement)
  // Not awaited: it sets `reconnecting` in microtasks, before React's first
  // render task, and the rest (the wallet's answer) arrives when it arrives.
  restoreSession(latch.config, latch)

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers
        latch={latch}
        queryClient={createQueryClient()}
        persistOptions={createPersistOptions(storage)}
      >
        <App />
      </Providers>
    </StrictMode>,
  )
}

main()
