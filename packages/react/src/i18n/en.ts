import { isolate } from './isolate.ts'
import { plural } from './plural.ts'

/**
 * Every string Latch's components show or announce, in English. Texts that
 * name the dapp take its name (`createLatchConfig`'s `appName`).
 *
 * Components read it through `useMessages()`, never import it directly, so a
 * translation is one more object of the type `Messages` handed to
 * `MessagesContext`. Texts that depend on a value are functions of it, so a
 * translation can order the words its own way. Accessible names the UI
 * contract fixes (Connect wallet, Copy address, Network, …) live here too:
 * a translation changes them for visitors and tests alike.
 */
export const en = {
  /** The BCP 47 tag of this catalogue, for `lang` attributes and `Intl`. */
  lang: 'en',
  /** The direction its text runs in: `rtl` for Arabic and Hebrew. */
  dir: 'ltr' as 'ltr' | 'rtl',

  dialog: {
    close: 'Close',
  },

  copy: {
    failed: 'Could not copy: select the text and copy it yourself.',
  },

  wallet: {
    connect: 'Connect wallet',
    browserWallet: 'Browser wallet',
    restoring: 'Restoring your session…',
    /** The account button's hint for assistive technology. */
    accountHint: 'Open account details',
    unsupportedNetwork: 'Unsupported network',
    unknownNetwork: (chainId: number) => `Chain ${chainId}`,
  },

  connect: {
    /** Before the `appInfo.learnMoreUrl` link. */
    newToWallets: 'New to wallets?',
    learnAboutWallets: 'Learn about wallets',
    title: 'Connect a wallet',
    intro: (app: string) => `Choose the wallet you want to use with ${app}.`,
    recent: 'Recent',
    installed: 'Installed in this browser',
    detected: 'Found in this browser',
    appOrExtension: (wallet: string) => `${isolate(wallet)} app or extension`,
    /** Under a wallet that connects in a window of its own (`Wallet.popup`). */
    popup: (wallet: string) => `Opens a ${isolate(wallet)} window`,
    /** Under an older way to connect a wallet, kept beside its successor (`Wallet.legacy`). */
    legacy: (wallet: string) => `Older ${isolate(wallet)} connection`,
    scanWith: (wallet: string) => `Scan with ${isolate(wallet)} on your phone`,
    appOnDevice: (wallet: string) =>
      `Use the ${isolate(wallet)} app on this device`,
    /** A link to where the wallet can be installed. */
    getNamed: (wallet: string) => `Get ${isolate(wallet)}`,
    /** Headings of the wallet groups Latch names. */
    groups: {
      installed: 'Installed',
      popular: 'Popular',
      more: 'More wallets',
    },
    walletConnect: 'Scan with a wallet on your phone',
    walletConnectTouch: 'Open a wallet app on this device',
    notInstalled: 'Not installed',
    notInstalledHelp:
      'A browser wallet is an extension that keeps your keys and asks you before a site can use them. Install one, then reload this page, or pick another option.',
    getWallet: 'Find a wallet (opens in a new tab)',
    getWalletUrl: 'https://ethereum.org/en/wallets/find-wallet/',
    notConfigured: 'Not set up on this site yet',
    confirmIn: (wallet: string) => `Confirm in ${isolate(wallet)}`,
    confirmHelp: (wallet: string, app: string) =>
      `${isolate(wallet)} is asking you to connect to ${app}. Approve the request there.`,
    opening: (wallet: string) => `Opening ${isolate(wallet)}…`,
    cancel: 'Cancel',
    tryAgain: 'Try again',
    back: 'Choose another wallet',
    connected: (wallet: string) => `Connected with ${isolate(wallet)}.`,
    cancelled: 'Connection cancelled.',
    /** Under a wallet whose rdns another announced wallet claims too. */
    rdnsShared: (rdns: string) =>
      `More than one wallet claims ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect QR code',
    scan: 'Scan this code with a wallet app on your phone.',
    preparing: 'Preparing the QR code…',
    copyLink: 'Copy link',
    linkCopied: 'Link copied.',
  },

  phone: {
    /** A wallet app’s link on a phone, and the link that reopens it. */
    openNamed: (wallet: string) => `Open ${isolate(wallet)}`,
    /** A wallet app’s tile while its link (the pairing) is being made. */
    preparing: 'Preparing the link…',
    waitingHelp: (wallet: string) =>
      `Approve in ${isolate(wallet)}, then come back to this page.`,
    /** After a tap that opened no app. */
    notOpened: (wallet: string) =>
      `${isolate(wallet)} did not open. Is it installed on this phone?`,
    rejectedIn: (wallet: string) => `Rejected in ${isolate(wallet)}.`,
    startOver: 'Start over',
    /** In an in-app browser (Telegram, Instagram, …) that may keep wallet links in. */
    inApp:
      'Wallet apps may not open from this app’s browser. Open this page in your phone’s browser to connect.',
    openInBrowser: 'Open in your browser',
    openDesktopApp: 'Open desktop app',
  },

  account: {
    title: 'Account',
    address: 'Address',
    network: 'Network',
    balance: 'Balance',
    wallet: 'Wallet',
    loading: 'Loading…',
    unavailable: 'Unavailable',
    /** The label of the listed tokens' balances, under the native one. */
    tokens: 'Token balances',
    /** After the network's error text, while its reads are tried again. */
    retrying: 'Trying again until it answers.',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied.',
    viewOnExplorer: 'View on explorer',
    explorerHint: (explorer: string) => `${explorer}, opens in a new tab`,
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
  },

  network: {
    /** The network dialog's title (it holds the group *Network*). */
    switchTitle: 'Switch network',
    label: 'Network',
    current: 'Connected',
    switching: (chain: string) => `Switching to ${chain}…`,
    adding: (chain: string) => `Adding ${chain} to your wallet…`,
    confirmIn: (wallet: string) => `Confirm in ${isolate(wallet)}.`,
    switched: (chain: string) => `Switched to ${chain}.`,
    switchInWallet: (chain: string) =>
      `Switch the network in your wallet to ${chain}.`,
  },

  unsupported: {
    title: 'Unsupported network',
    body: (chainId: number, app: string) =>
      `Your wallet is on a network ${app} does not support (chain ${chainId}).`,
    switchTo: (chain: string) => `Switch to ${chain}`,
  },

  sign: {
    title: 'Sign message',
    intro:
      'Signing proves you control this account. It is free and sends no transaction.',
    message: 'Message',
    submit: 'Sign message',
    signature: 'Signature',
    copySignature: 'Copy signature',
    signatureCopied: 'Signature copied.',
    confirmIn: (wallet: string) =>
      `Confirm the signature in ${isolate(wallet)}.`,
    verified: (signer: string) =>
      `The signature verifies: it was made by ${isolate(signer)}.`,
    notVerified: 'The signature does not verify for this account.',
    notChecked: 'The signature could not be checked: try again later.',
  },

  token: {
    title: 'Add token',
    intro: 'Add an ERC-20 token to the list your wallet shows.',
    address: 'Token address',
    /** `digits`: how many hexadecimal digits follow 0x (40). */
    addressHint: (digits: number) =>
      plural('en', digits, {
        one: '0x followed by # hexadecimal character.',
        other: '0x followed by # hexadecimal characters.',
      }),
    symbol: 'Symbol',
    /** `max`: the longest symbol wallets accept (11). */
    symbolHint: (max: number) =>
      plural('en', max, {
        one: '1 character, as the wallet will show it.',
        other: '1 to # characters, as the wallet will show it.',
      }),
    decimals: 'Decimals',
    decimalsHint: 'A whole number from 0 to 36; most tokens use 18.',
    image: 'Image URL',
    imageHint: 'Optional: an https:// or data:image address.',
    submit: 'Add to wallet',
    suggestions: 'Known token:',
    suggestion: (symbol: string) => `Fill in ${isolate(symbol)}`,
    confirmIn: (wallet: string) => `Confirm in ${isolate(wallet)}.`,
    added: (symbol: string) => `${isolate(symbol)} was added to your wallet.`,
    declined: (symbol: string) => `Your wallet did not add ${isolate(symbol)}.`,
    unsupported: 'Your wallet does not support adding tokens.',
    invalid: {
      address: (digits: number) =>
        plural('en', digits, {
          one: 'Enter a token address: 0x followed by # hexadecimal character.',
          other:
            'Enter a token address: 0x followed by # hexadecimal characters.',
        }),
      checksum:
        'The capitals in this address do not match its checksum: check it for a typo.',
      symbol: (max: number) =>
        plural('en', max, {
          one: 'Enter a symbol of 1 character.',
          other: 'Enter a symbol of 1 to # characters.',
        }),
      decimals: 'Enter a whole number from 0 to 36.',
      image: 'Use an address that starts with https:// or data:image/.',
    },
  },

  /** Texts for the wallet layer's typed errors, by error name. */
  errors: {
    userRejected: 'You rejected the request in your wallet.',
    unauthorized:
      'Your wallet has not authorized this request. Connect it again.',
    unsupportedMethod: 'Your wallet does not support this request.',
    disconnected: 'Your wallet is disconnected. Connect it again.',
    chainDisconnected: (chain: string | undefined) =>
      chain
        ? `Your wallet is not connected to ${chain}.`
        : 'Your wallet is not connected to this network.',
    pairingExpired:
      'The QR code expired before a wallet answered. Show a new one and scan it again.',
    requestPending:
      'A request is already waiting in your wallet. Open your wallet to continue.',
    internal: 'Your wallet ran into a problem. Try again.',
    providerNotFound:
      'This wallet is not installed in this browser. Install it or choose another wallet.',
    connectorNotConfigured:
      'This wallet has not been set up on this site. Choose another wallet.',
    connectorRequired: 'Choose a wallet to connect.',
    messageRequired: 'Enter a message to sign.',
    addressRequired: 'An address is needed to look up its name.',
    chainNotConfigured: (chain: string | undefined) =>
      `${chain ?? 'This network'} is not supported here.`,
    addChain: (chain: string | undefined) =>
      `Could not add ${chain ?? 'the network'} to your wallet.`,
    switchChain: (chain: string | undefined) =>
      `Could not switch your wallet to ${chain ?? 'that network'}.`,
    switchChainNotSupported: (chain: string | undefined) =>
      chain
        ? `Switch the network in your wallet to ${chain}.`
        : 'Switch the network in your wallet.',
    networkUnavailable: (chain: string | undefined) =>
      `${chain ?? 'The network'} cannot be reached right now.`,
    unknown: 'Something went wrong with your wallet. Try again.',
    notFromAccount:
      'Your wallet answered with a transaction your account did not send. It is not listed.',
    setup: 'This page is not set up correctly. Reload the page.',
  },
}

/** The shape every catalogue has: `en`'s keys, with any words. */
export type Messages = typeof en
