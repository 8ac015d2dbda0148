import type { WalletOption } from '@latch/core'
import type { Messages } from '../../i18n/en.ts'
import { ownDescription } from './ownDescription.ts'

/** The line under a wallet's name: its own description, else one by kind. */
export function optionDescription(
  messages: Messages,
  option: WalletOption,
  touch: boolean,
): string {
  const t = messages.connect
  if (option.unavailable) return t.notConfigured
  const own = ownDescription(option.description, messages.lang)
  if (own) return own
  switch (option.kind) {
    case 'appOrExtension':
      return t.appOrExtension(option.name)
    case 'popup':
      return t.popup(option.name)
    case 'legacy':
      return t.legacy(option.name)
    case 'qrCode':
      // One wallet's app (it has install links), or any wallet.
      if (option.install)
        return touch ? t.appOnDevice(option.name) : t.scanWith(option.name)
      return touch ? t.walletConnectTouch : t.walletConnect
    case 'browser':
      return t.detected
    case 'announced':
      return t.installed
  }
}
