import { mirrorStatus, safeStorage, startLatch } from '@latch/core'
import { LatchProvider } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { AppOptionsContext } from './AppOptions.ts'
import { createAppConfig } from './config/createAppConfig.ts'
import { currentEnv } from './config/currentEnv.ts'
import type { AppDevnetSetup } from './installDevnet.ts'
import {
  applyThemePreference,
  readThemePreference,
} from './ThemeSwitch/themePreference.ts'
import '@latch/react/styles.css'
// After Latch's stylesheet: the page's own rules, and any --latch-* it sets.
import './theme.css'

/** Creates the wallet config and mounts the app inside `LatchProvider`. */
export function start(devnet?: AppDevnetSetup): void {
  const storage = safeStorage(() => window.localStorage)
  // Before the first render, so a chosen theme never flashes the other one.
  applyThemePreference(document.documentElement, readThemePreference(storage))
  const latch = createAppConfig({ env: currentEnv, devnet, storage })
  mirrorStatus(latch, document.documentElement)
  // Before React's first render task: a browser wallet's session can be
  // restored in time for the first frame, so the page never moves after it.
  startLatch(latch)

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LatchProvider config={latch}>
        <AppOptionsContext.Provider value={{ tokens: devnet?.tokens ?? [] }}>
          <App />
        </AppOptionsContext.Provider>
      </LatchProvider>
    </StrictMode>,
  )
}
