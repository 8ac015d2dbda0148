import {
  type LatchConfig,
  mirrorStatus,
  safeStorage,
  startLatch,
} from '@latch/core'
import { en } from '@latch/react'
import { StrictMode, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { appMessages } from './appMessages.ts'
import { createAppConfig } from './config/createAppConfig.ts'
import { currentEnv } from './config/currentEnv.ts'
import type { AppDevnetSetup } from './installDevnet.ts'
import { chooseLanguage } from './language/chooseLanguage.ts'
import { type Catalogues, languageOptions } from './language/languageOptions.ts'
import {
  applyLanguage,
  readLanguagePreference,
} from './language/languagePreference.ts'
import { loadConnectedViews } from './loadConnectedViews.ts'
import { takeEarlyTap } from './prerender/earlyTap.ts'
import { firstPaintAttribute } from './prerender/firstPaintAttribute.ts'
import { Root } from './Root.tsx'
import {
  applyThemePreference,
  readThemePreference,
} from './ThemeSwitch/themePreference.ts'
import '@latch/react/styles.css'
// After Latch's stylesheet: the page's own rules, and any --latch-* it sets.
import './theme.css'

/**
 * Creates the wallet config and mounts the app inside `LatchProvider`, in
 * the visitor's language: English at once; any other once its catalogues
 * are fetched (the session is being restored meanwhile), so the first
 * render is already in it. A stored session's first render waits, likewise,
 * for the code of what a connected wallet shows (`loadConnectedViews`). A
 * built page's prerendered first screen stays until then, and is hydrated,
 * or replaced by the same markup.
 */
export function start(devnet?: AppDevnetSetup): void {
  // Tasks of their own, none long: the bundle's evaluation, the config, the
  // session's restore and the language, the first render (its hydration in
  // slices of its own).
  setTimeout(() => {
    const storage = safeStorage(() => window.localStorage)
    const root = document.documentElement
    // Before the first render, so a chosen theme never flashes the other one.
    applyThemePreference(root, readThemePreference(storage))
    const latch = createAppConfig({ env: currentEnv, devnet, storage })
    mirrorStatus(latch, root)
    setTimeout(() => begin({ devnet, latch, root, storage }), 0)
  }, 0)
}

function begin(parameters: {
  devnet: AppDevnetSetup | undefined
  latch: LatchConfig
  root: HTMLElement
  storage: ReturnType<typeof safeStorage>
}): void {
  const { devnet, latch, root, storage } = parameters
  // Before React's first render task: a browser wallet's session can be
  // restored in time for the first frame, so the page never moves after it.
  startLatch(latch)
  // A stored session being restored: its first render shows what a
  // connected wallet shows, so their code comes first, fetched alongside the
  // wallet's answer (a failed fetch renders without them; they follow).
  const views =
    latch.state.status === 'disconnected'
      ? Promise.resolve()
      : loadConnectedViews().then(
          () => {},
          () => {},
        )

  const options = languageOptions(devnet?.languages)
  const option = chooseLanguage(
    options,
    readLanguagePreference(storage),
    navigator.languages,
  )
  const container = document.getElementById('root')!
  const mount = (catalogues: Catalogues) => {
    applyLanguage(root, catalogues.messages)
    const app = (
      <StrictMode>
        <Router>
          <Root
            latch={latch}
            // A devnet build's setup holds the page options (AppOptions);
            // a production build has none.
            appOptions={devnet ?? { tokens: [] }}
            initial={{ option, catalogues }}
            options={options}
            storage={storage}
            root={root}
          />
        </Router>
      </StrictMode>
    )
    // From here React answers taps: the page's own listener stops.
    takeEarlyTap()
    // A built page holds its first screen already. As built (English, no
    // stored account painted into it), React hydrates it as a transition: in
    // slices that never hold the page for long (a tap meanwhile hydrates at
    // once and is answered). Otherwise (a stored account painted, another
    // language held), React renders the same markup over it in one commit,
    // so nothing moves.
    // (A devnet page whose header button has props of its own is not.)
    const asBuilt =
      catalogues.messages.lang === 'en' &&
      !!container.querySelector('.latch-connect-button__connect') &&
      !root.hasAttribute(firstPaintAttribute) &&
      !devnet?.button
    if (asBuilt) startTransition(() => void hydrateRoot(container, app))
    else {
      flushSync(() => createRoot(container).render(app))
      root.removeAttribute(firstPaintAttribute)
    }
  }
  const english = { messages: en, app: appMessages }
  // The first render in a task of its own (see `start`).
  if (option.tag === 'en') views.then(() => setTimeout(() => mount(english), 0))
  // A catalogue that cannot be fetched leaves the page in English, not blank.
  else
    Promise.all([option.load(), views]).then(
      ([catalogues]) => mount(catalogues),
      () => views.then(() => mount(english)),
    )
}
