import { type ComponentType, lazy } from 'react'
import type { LatchDialog } from './DialogsContext.ts'

/** What every dialog takes from `LatchProvider`. */
export type LoadedDialogProps = {
  open: boolean
  onClose: () => void
  /** The element focus returns to on close; the active one at opening by default. */
  opener?: (() => Element | null | undefined) | undefined
  returnFocus?: (() => HTMLElement | null | undefined) | undefined
  /**
   * The connect dialog tells which wallet app a phone visitor opened, to be
   * named when the connection comes (not "WalletConnect").
   */
  onWalletPicked?: ((name: string) => void) | undefined
}

// The dialogs are not part of the first paint: each loads when the visitor
// points at or focuses the button that opens it, or at the latest when it is
// opened; the connect dialog also once the page is idle. The chunk is fetched
// once; a failed fetch is retried on next intent. A dialog opens once its
// code is there, rendered as itself: a lazy component would suspend even
// when its code is loaded, and React shows a boundary's content no sooner
// than 300 ms after its fallback.

/** Each dialog's code, fetched once, and the component once it is there. */
export const dialogLoaders: Record<
  LatchDialog,
  ReturnType<typeof dialogLoader<LoadedDialogProps>>
> = {
  connect: dialogLoader(() =>
    import('../components/ConnectDialog/ConnectDialog.tsx').then(
      (x) => x.ConnectDialog,
    ),
  ),
  account: dialogLoader(() =>
    import('../components/AccountDialog/AccountDialog.tsx').then(
      (x) => x.AccountDialog,
    ),
  ),
  network: dialogLoader(() =>
    import('../components/NetworkDialog/NetworkDialog.tsx').then(
      (x) => x.NetworkDialog,
    ),
  ),
}

/** A dialog's code, fetched once; the component itself once it is there. */
function dialogLoader<props>(load: () => Promise<ComponentType<props>>) {
  let loaded: ComponentType<props> | undefined
  const fetch = once(() =>
    load().then((component) => {
      loaded = component
      return { default: component }
    }),
  )
  const Lazy = lazy(fetch)
  return {
    load: fetch,
    /** The component once loaded; until then a lazy one (a failed load). */
    get component(): ComponentType<props> {
      return loaded ?? Lazy
    },
    get loaded() {
      return loaded !== undefined
    },
  }
}

/** A loader that runs once, unless it fails (then it runs again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
