import type { WalletInstallLinks } from '@latch/core'

/**
 * Where this visitor gets a wallet: its phone's store on a phone, else the
 * extension for this browser (Chromium browsers take Chrome's store), else
 * its page for any extension, else its website.
 */
export function installLink(
  install: WalletInstallLinks,
  userAgent: string,
  touch: boolean,
): string | undefined {
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  const android = /Android/.test(userAgent)
  if (touch || ios || android)
    return (
      (ios ? install.ios : android ? install.android : undefined) ??
      install.website
    )
  const browser = /Edg\//.test(userAgent)
    ? (install.edge ?? install.chrome)
    : /Firefox\//.test(userAgent)
      ? install.firefox
      : /Chrome\//.test(userAgent)
        ? install.chrome
        : /Safari\//.test(userAgent)
          ? install.safari
          : undefined
  return browser ?? install.browserExtension ?? install.website
}
