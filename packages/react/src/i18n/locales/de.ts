import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in German. */
export const de: Messages = {
  lang: 'de',
  dir: 'ltr',

  dialog: {
    close: 'Schließen',
  },

  copy: {
    failed: 'Kopieren nicht möglich: Markiere den Text und kopiere ihn selbst.',
  },

  wallet: {
    connect: 'Wallet verbinden',
    browserWallet: 'Browser-Wallet',
    restoring: 'Sitzung wird wiederhergestellt …',
    accountHint: 'Kontodetails öffnen',
    unsupportedNetwork: 'Nicht unterstütztes Netzwerk',
    unknownNetwork: (chainId) => `Chain ${chainId}`,
  },

  connect: {
    newToWallets: 'Neu bei Wallets?',
    learnAboutWallets: 'Mehr über Wallets erfahren',
    title: 'Wallet verbinden',
    intro: (app) => `Wähle die Wallet, die du mit ${app} nutzen möchtest.`,
    recent: 'Zuletzt',
    installed: 'In diesem Browser installiert',
    detected: 'In diesem Browser gefunden',
    appOrExtension: (wallet) => `App oder Erweiterung von ${isolate(wallet)}`,
    popup: (wallet) => `Öffnet ein Fenster von ${isolate(wallet)}`,
    legacy: (wallet) => `Ältere Verbindung von ${isolate(wallet)}`,
    scanWith: (wallet) => `Mit ${isolate(wallet)} auf dem Smartphone scannen`,
    appOnDevice: (wallet) =>
      `Die App ${isolate(wallet)} auf diesem Gerät nutzen`,
    getNamed: (wallet) => `${isolate(wallet)} holen`,
    groups: {
      installed: 'Installiert',
      popular: 'Beliebt',
      more: 'Weitere Wallets',
    },
    walletConnect: 'Mit einer Wallet auf dem Smartphone scannen',
    walletConnectTouch: 'Eine Wallet-App auf diesem Gerät öffnen',
    notInstalled: 'Nicht installiert',
    notInstalledHelp:
      'Eine Browser-Wallet ist eine Erweiterung, die deine Schlüssel verwahrt und dich fragt, bevor eine Website sie nutzen darf. Installiere eine und lade diese Seite neu, oder wähle eine andere Option.',
    getWallet: 'Wallet finden (öffnet in neuem Tab)',
    getWalletUrl: 'https://ethereum.org/de/wallets/find-wallet/',
    notConfigured: 'Auf dieser Website noch nicht eingerichtet',
    confirmIn: (wallet) => `In ${isolate(wallet)} bestätigen`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} fragt, ob du dich mit ${app} verbinden möchtest. Bestätige die Anfrage dort.`,
    opening: (wallet) => `${isolate(wallet)} wird geöffnet …`,
    cancel: 'Abbrechen',
    tryAgain: 'Erneut versuchen',
    back: 'Andere Wallet wählen',
    connected: (wallet) => `Mit ${isolate(wallet)} verbunden.`,
    cancelled: 'Verbindung abgebrochen.',
    rdnsShared: (rdns) => `Mehr als eine Wallet beansprucht ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect-QR-Code',
    scan: 'Scanne diesen Code mit einer Wallet-App auf deinem Smartphone.',
    preparing: 'QR-Code wird vorbereitet …',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert.',
  },

  phone: {
    openNamed: (wallet) => `${isolate(wallet)} öffnen`,
    preparing: 'Link wird vorbereitet …',
    waitingHelp: (wallet) =>
      `Bestätige in ${isolate(wallet)} und komm dann auf diese Seite zurück.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} hat sich nicht geöffnet. Ist die App auf diesem Smartphone installiert?`,
    rejectedIn: (wallet) => `In ${isolate(wallet)} abgelehnt.`,
    startOver: 'Neu beginnen',
    inApp:
      'Aus dem Browser dieser App lassen sich Wallet-Apps womöglich nicht öffnen. Öffne diese Seite im Browser deines Smartphones, um dich zu verbinden.',
    openInBrowser: 'Im Browser öffnen',
    openDesktopApp: 'Desktop-App öffnen',
  },

  account: {
    title: 'Konto',
    address: 'Adresse',
    network: 'Netzwerk',
    balance: 'Guthaben',
    wallet: 'Wallet',
    loading: 'Wird geladen …',
    unavailable: 'Nicht verfügbar',
    tokens: 'Token-Guthaben',
    retrying: 'Wird erneut versucht, bis es antwortet.',
    copyAddress: 'Adresse kopieren',
    addressCopied: 'Adresse kopiert.',
    viewOnExplorer: 'Im Explorer ansehen',
    explorerHint: (explorer) => `${explorer}, öffnet in neuem Tab`,
    disconnect: 'Trennen',
    disconnecting: 'Wird getrennt …',
  },

  network: {
    switchTitle: 'Netzwerk wechseln',
    label: 'Netzwerk',
    current: 'Verbunden',
    switching: (chain) => `Wechsel zu ${chain} …`,
    adding: (chain) => `${chain} wird zu deiner Wallet hinzugefügt …`,
    confirmIn: (wallet) => `Bestätige in ${isolate(wallet)}.`,
    switched: (chain) => `Zu ${chain} gewechselt.`,
    switchInWallet: (chain) =>
      `Wechsle in deiner Wallet zum Netzwerk ${chain}.`,
  },

  unsupported: {
    title: 'Nicht unterstütztes Netzwerk',
    body: (chainId, app) =>
      `Deine Wallet ist in einem Netzwerk, das ${app} nicht unterstützt (Chain ${chainId}).`,
    switchTo: (chain) => `Zu ${chain} wechseln`,
  },

  sign: {
    title: 'Nachricht signieren',
    intro:
      'Mit einer Signatur beweist du, dass du dieses Konto kontrollierst. Sie ist kostenlos und sendet keine Transaktion.',
    message: 'Nachricht',
    submit: 'Nachricht signieren',
    signature: 'Signatur',
    copySignature: 'Signatur kopieren',
    signatureCopied: 'Signatur kopiert.',
    confirmIn: (wallet) => `Bestätige die Signatur in ${isolate(wallet)}.`,
    verified: (signer) =>
      `Die Signatur ist gültig: Sie stammt von ${isolate(signer)}.`,
    notVerified: 'Die Signatur ist für dieses Konto nicht gültig.',
    notChecked:
      'Die Signatur konnte nicht geprüft werden: Versuche es später erneut.',
  },

  token: {
    title: 'Token hinzufügen',
    intro: 'Füge einen ERC-20-Token zur Liste deiner Wallet hinzu.',
    address: 'Token-Adresse',
    addressHint: (digits) =>
      plural('de', digits, {
        one: '0x, gefolgt von # Hexadezimalzeichen.',
        other: '0x, gefolgt von # Hexadezimalzeichen.',
      }),
    symbol: 'Symbol',
    symbolHint: (max) =>
      plural('de', max, {
        one: '1 Zeichen, so wie die Wallet es anzeigt.',
        other: '1 bis # Zeichen, so wie die Wallet es anzeigt.',
      }),
    decimals: 'Dezimalstellen',
    decimalsHint: 'Eine ganze Zahl von 0 bis 36; die meisten Token nutzen 18.',
    image: 'Bild-URL',
    imageHint: 'Optional: eine https://- oder data:image-Adresse.',
    submit: 'Zur Wallet hinzufügen',
    suggestions: 'Bekannter Token:',
    suggestion: (symbol) => `${isolate(symbol)} eintragen`,
    confirmIn: (wallet) => `Bestätige in ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} wurde zu deiner Wallet hinzugefügt.`,
    declined: (symbol) =>
      `Deine Wallet hat ${isolate(symbol)} nicht hinzugefügt.`,
    unsupported: 'Deine Wallet unterstützt das Hinzufügen von Token nicht.',
    invalid: {
      address: (digits) =>
        plural('de', digits, {
          one: 'Gib eine Token-Adresse ein: 0x, gefolgt von # Hexadezimalzeichen.',
          other:
            'Gib eine Token-Adresse ein: 0x, gefolgt von # Hexadezimalzeichen.',
        }),
      checksum:
        'Die Groß- und Kleinschreibung dieser Adresse passt nicht zu ihrer Prüfsumme: Prüfe sie auf Tippfehler.',
      symbol: (max) =>
        plural('de', max, {
          one: 'Gib ein Symbol mit 1 Zeichen ein.',
          other: 'Gib ein Symbol mit 1 bis # Zeichen ein.',
        }),
      decimals: 'Gib eine ganze Zahl von 0 bis 36 ein.',
      image:
        'Verwende eine Adresse, die mit https:// oder data:image/ beginnt.',
    },
  },

  errors: {
    userRejected: 'Du hast die Anfrage in deiner Wallet abgelehnt.',
    unauthorized:
      'Deine Wallet hat diese Anfrage nicht autorisiert. Verbinde sie erneut.',
    unsupportedMethod: 'Deine Wallet unterstützt diese Anfrage nicht.',
    disconnected: 'Deine Wallet ist getrennt. Verbinde sie erneut.',
    chainDisconnected: (chain) =>
      chain
        ? `Deine Wallet ist nicht mit ${chain} verbunden.`
        : 'Deine Wallet ist nicht mit diesem Netzwerk verbunden.',
    pairingExpired:
      'Der QR-Code ist abgelaufen, bevor eine Wallet geantwortet hat. Zeige einen neuen an und scanne ihn erneut.',
    requestPending:
      'In deiner Wallet wartet bereits eine Anfrage. Öffne deine Wallet, um fortzufahren.',
    internal:
      'In deiner Wallet ist ein Problem aufgetreten. Versuche es erneut.',
    providerNotFound:
      'Diese Wallet ist in diesem Browser nicht installiert. Installiere sie oder wähle eine andere Wallet.',
    connectorNotConfigured:
      'Diese Wallet ist auf dieser Website nicht eingerichtet. Wähle eine andere Wallet.',
    connectorRequired: 'Wähle eine Wallet zum Verbinden.',
    messageRequired: 'Gib eine Nachricht zum Signieren ein.',
    addressRequired: 'Zum Nachschlagen des Namens wird eine Adresse benötigt.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} wird hier nicht unterstützt.`
        : 'Dieses Netzwerk wird hier nicht unterstützt.',
    addChain: (chain) =>
      chain
        ? `${chain} konnte nicht zu deiner Wallet hinzugefügt werden.`
        : 'Das Netzwerk konnte nicht zu deiner Wallet hinzugefügt werden.',
    switchChain: (chain) =>
      chain
        ? `Deine Wallet konnte nicht zu ${chain} wechseln.`
        : 'Deine Wallet konnte nicht zu diesem Netzwerk wechseln.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Wechsle in deiner Wallet zum Netzwerk ${chain}.`
        : 'Wechsle das Netzwerk in deiner Wallet.',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} ist gerade nicht erreichbar.`
        : 'Das Netzwerk ist gerade nicht erreichbar.',
    unknown: 'Mit deiner Wallet ist etwas schiefgelaufen. Versuche es erneut.',
    notFromAccount:
      'Deine Wallet hat mit einer Transaktion geantwortet, die dein Konto nicht gesendet hat. Sie wird nicht aufgeführt.',
    setup: 'Diese Seite ist nicht richtig eingerichtet. Lade die Seite neu.',
  },
}
