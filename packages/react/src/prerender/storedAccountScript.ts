import type { LatchConfig } from '@latch/core'
import {
  accountDisplayDefaults,
  accountNameMaxLength,
  plainAccountName,
} from '@latch/core/internal'
import { identicon } from '../components/Avatar/identicon.ts'
import { en, type Messages } from '../i18n/en.ts'
import { createAccountButton } from './createAccountButton.ts'
import { paintStoredAccount } from './paintStoredAccount.ts'
import { readStoredAccount } from './readStoredAccount.ts'

/** What the script needs to know of the app, fixed at build time. */
export type StoredAccountScriptData = {
  /** The stored account button (`persistAccountDisplay`): key, version, age. */
  key: string
  version: number
  maxAge: number
  /** The name of each configured chain, by id. */
  chains: Record<string, string>
  /** The account button's badge on a chain not configured. */
  unsupported: string
  /**
   * The names it may show: the longest (`accountNameMaxLength`), and the
   * pattern of a name known to be its own ENSIP-15 normalisation
   * (`plainAccountName`'s source). Any other name waits for the app.
   */
  names: { maxLength: number; pattern: string }
}

export type StoredAccountScriptParameters = {
  /** The catalogue the page is prerendered in; English by default. */
  messages?: Messages | undefined
}

/**
 * The source of a tiny classic script for a prerendered page: placed after
 * the page's markup and before the app's bundle, it paints a returning
 * visitor's stored account into the prerendered header (the ConnectButton's
 * *Connect wallet* becomes the account button, as the app's first render
 * will draw it: avatar, ENS name or short address, network badge), so the
 * account is in the page's first paint, before any bundle has run. It reads
 * the snapshot the app keeps (`persistAccountDisplay`), and trusts none of
 * it: the account must be an address, a name a plain ENS name
 * (`isPlainAccountName`), an avatar a `data:image/` URI; the name and the
 * address are bidi-isolated; every text is set as `textContent`; a snapshot
 * of any other shape leaves the page as it is. Put its hash in the page's
 * `script-src` (`inlineScriptHash` in `@latch/core/vite`): never
 * `'unsafe-inline'`.
 */
export function storedAccountScript(
  config: LatchConfig,
  parameters: StoredAccountScriptParameters = {},
): string {
  const messages = parameters.messages ?? en
  const data: StoredAccountScriptData = {
    ...accountDisplayDefaults,
    chains: Object.fromEntries(
      config.chains.map((chain) => [chain.id, chain.name]),
    ),
    unsupported: messages.wallet.unsupportedNetwork,
    names: {
      maxLength: accountNameMaxLength,
      pattern: plainAccountName.source,
    },
  }
  // `<` escaped: the data cannot close the script element it is inlined in.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c')
  // Each part self-contained, inlined as its source text: the identicon is
  // the Avatar's own.
  return `(${paintStoredAccount})(${json},${readStoredAccount},${createAccountButton},${identicon})`
}
