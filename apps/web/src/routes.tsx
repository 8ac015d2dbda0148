import type { ComponentType } from 'react'
import { Home } from './routes/Home.tsx'

/** The app's pages: add one here and it renders inside every provider. */
export const routes: readonly { path: string; component: ComponentType }[] = [
  { path: '/', component: Home },
]
