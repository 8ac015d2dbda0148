// The browser entry `buildInjectScript` bundles: it runs before the page's
// own scripts and installs the wallets described by the config global.
import {
  type DevWalletGlobals,
  type DevWalletInjectConfig,
  injectDevWallet,
} from './injectDevWallet.ts'

const page = globalThis as typeof globalThis &
  DevWalletGlobals & { __latchDevWalletConfig?: DevWalletInjectConfig }

const config = page.__latchDevWalletConfig
if (!config)
  throw new Error(
    'The dev wallet inject script needs globalThis.__latchDevWalletConfig set before it runs.',
  )
// Installing twice would leave two wallets answering the same page.
if (!page.__latchDevWallets) injectDevWallet(config, page)
