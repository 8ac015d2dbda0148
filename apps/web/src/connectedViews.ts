// What the app shows only once a wallet is connected, in a chunk of its own
// (`loadConnectedViews`): the unsupported-network banner and the home page's
// actions. A first paint shows no wallet, and runs none of this code.
export { UnsupportedNetworkBanner } from '@latch/react'
export { ConnectedActions } from './routes/ConnectedActions.tsx'
