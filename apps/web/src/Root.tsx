import type { LatchConfig } from '@latch/core'
import { LatchProvider } from '@latch/react'
import { useEffect } from 'react'
import { App } from './App.tsx'
import { type AppOptions, AppOptionsContext } from './AppOptions.ts'
import { AppMessagesContext } from './appMessages.ts'
import { LanguageContext } from './language/LanguageContext.ts'
import type { UseLanguageChoiceParameters } from './language/useLanguageChoice.ts'
import { useLanguageChoice } from './language/useLanguageChoice.ts'
import { replayEarlyTap } from './prerender/earlyTap.ts'

export type RootProps = UseLanguageChoiceParameters & {
  latch: LatchConfig
  appOptions: AppOptions
}

/** The app inside its providers, in the visitor's language. */
export function Root({ latch, appOptions, ...language }: RootProps) {
  const { language: tag, messages, app, choose } = useLanguageChoice(language)
  // Once the app is on the page (hydrated or rendered), a tap the visitor
  // made on the wallet button before it was is answered.
  useEffect(() => {
    replayEarlyTap()
  }, [])
  return (
    <LatchProvider
      config={latch}
      messages={messages}
      siwe={appOptions.siwe}
      accountActions={appOptions.accountActions?.(messages)}
    >
      <AppMessagesContext.Provider value={app}>
        <LanguageContext.Provider
          value={{ language: tag, options: language.options, choose }}
        >
          <AppOptionsContext.Provider value={appOptions}>
            <App />
          </AppOptionsContext.Provider>
        </LanguageContext.Provider>
      </AppMessagesContext.Provider>
    </LatchProvider>
  )
}
