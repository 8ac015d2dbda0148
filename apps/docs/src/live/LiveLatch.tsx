import { LatchProvider, type LatchTheme } from '@latch/react'
import '@latch/react/styles.css'
import { type ReactNode, Suspense, use } from 'react'
import { loadSiteConfig } from './loadSiteConfig.ts'

export type LiveLatchProps = {
  children: ReactNode
  theme?: LatchTheme | undefined
}

/** A live example's Latch: the page's config, loaded once, around `children`. */
export function LiveLatch({ children, theme }: LiveLatchProps) {
  return (
    <Suspense fallback={null}>
      <Provided theme={theme}>{children}</Provided>
    </Suspense>
  )
}

function Provided({ children, theme }: LiveLatchProps) {
  const config = use(loadSiteConfig())
  return (
    <LatchProvider config={config} theme={theme}>
      {children}
    </LatchProvider>
  )
}
