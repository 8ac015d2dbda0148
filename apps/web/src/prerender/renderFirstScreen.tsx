import { en } from '@latch/react'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { appMessages } from '../appMessages.ts'
import { createAppConfig } from '../config/createAppConfig.ts'
import type { Env } from '../config/env.ts'
import { devnetLanguages, devnetSetup } from '../installDevnet.ts'
import { languageOptions } from '../language/languageOptions.ts'
import { Root } from '../Root.tsx'

export type RenderFirstScreenParameters = {
  env: Env
  /** A devnet build: its chains and its extra languages. */
  devnet?: boolean | undefined
}

/**
 * The page's first screen as a first visit sees it before any script ran
 * (`/`, English, no wallet), from the app's own components: the build
 * writes it into `index.html`'s `#root`. The app then renders over it.
 */
export function renderFirstScreen(
  parameters: RenderFirstScreenParameters,
): string {
  const { env, devnet } = parameters
  const latch = createAppConfig({
    env,
    // The chains' names and ids are the page's; their URLs are not shown.
    devnet: devnet ? devnetSetup('http://127.0.0.1') : undefined,
    storage: null,
  })
  const options = languageOptions(devnet ? devnetLanguages : undefined)
  const option = options.find((x) => x.tag === 'en')!
  return renderToString(
    <StrictMode>
      <Router ssrPath="/">
        <Root
          latch={latch}
          appOptions={{ tokens: [] }}
          initial={{ option, catalogues: { messages: en, app: appMessages } }}
          options={options}
          storage={undefined}
        />
      </Router>
    </StrictMode>,
  )
}
