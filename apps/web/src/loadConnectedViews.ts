/** The views only a connected wallet shows (`connectedViews.ts`). */
export type ConnectedViews = typeof import('./connectedViews.ts')

/** The views, once loaded: read by the first render of a restored session. */
export const connectedViews: { current: ConnectedViews | undefined } = {
  current: undefined,
}

let loading: Promise<ConnectedViews> | undefined

/**
 * Fetches the views a connected wallet shows, once; a failed fetch is tried
 * again at the next call.
 */
export function loadConnectedViews(): Promise<ConnectedViews> {
  loading ??= import('./connectedViews.ts').then(
    (views) => {
      connectedViews.current = views
      return views
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
