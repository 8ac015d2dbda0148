import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { currentEnv } from '../config/currentEnv.ts'
import { createPersistOptions, createQueryClient } from '../config/query.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { createLatchConfig, type DevnetSetup } from '../config/wagmi.ts'
import { mirrorStatus } from '../wallet/actions/mirrorStatus.ts'
import { restoreSession } from '../wallet/actions/restoreSession.ts'
import { App } from './App.tsx'
import { Providers } from './Providers.tsx'
import './theme.css'

/** Creates the wallet config, starts restoring the session and mounts the app. */
export function start(devnet?: DevnetSetup): void {
  const storage = safeStorage(() => window.localStorage)
  const latch = createLatchConfig({
    env: currentEnv,
    origin: location.origin,
    storage,
    devnet,
  })
  mirrorStatus(latch.config, document.documentElement)
  // Not awaited: it sets `reconnecting` in microtasks, before React's first
  // render task; the wallet's answer arrives when it arrives.
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
