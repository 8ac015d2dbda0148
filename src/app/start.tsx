import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { currentEnv } from '../config/currentEnv.ts'
import { createPersistOptions, createQueryClient } from '../config/query.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { createLatchConfig } from '../config/wagmi.ts'
import {
  applyThemePreference,
  readThemePreference,
} from '../ui/ThemeSwitch/themePreference.ts'
import { clearAccountDataOnDisconnect } from '../wallet/actions/clearAccountDataOnDisconnect.ts'
import { mirrorStatus } from '../wallet/actions/mirrorStatus.ts'
import {
  restoreSession,
  resumeSessionOnIntent,
} from '../wallet/actions/restoreSession.ts'
import { App } from './App.tsx'
import { AppOptionsContext } from './AppOptions.ts'
import type { AppDevnetSetup } from './installDevnet.ts'
import { Providers } from './Providers.tsx'
import './theme.css'

/** Creates the wallet config, starts restoring the session and mounts the app. */
export function start(devnet?: AppDevnetSetup): void {
  const storage = safeStorage(() => window.localStorage)
  // Before the first render, so a chosen theme never flashes the other one.
  applyThemePreference(document.documentElement, readThemePreference(storage))
  const latch = createLatchConfig({
    env: currentEnv,
    origin: location.origin,
    storage,
    devnet,
  })
  mirrorStatus(latch.config, document.documentElement)
  const queryClient = createQueryClient()
  // Before the session is restored: a stored session the wallet no longer
  // holds is dropped then, and its account's data with it.
  clearAccountDataOnDisconnect(latch.config, { queryClient, storage })
  // Not awaited: it sets `reconnecting` in microtasks, before React's first
  // render task; the wallet's answer arrives when it arrives.
  restoreSession(latch.config, latch)
  // A session behind a wallet SDK is confirmed with its wallet when the
  // visitor first acts: the SDK is not fetched for a page that is only read.
  resumeSessionOnIntent(latch.config, window)

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers
        latch={latch}
        queryClient={queryClient}
        persistOptions={createPersistOptions(storage)}
      >
        <AppOptionsContext.Provider value={{ tokens: devnet?.tokens ?? [] }}>
          <App />
        </AppOptionsContext.Provider>
      </Providers>
    </StrictMode>,
  )
}
