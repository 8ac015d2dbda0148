import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in French. */
export const fr: Messages = {
  lang: 'fr',
  dir: 'ltr',

  dialog: {
    close: 'Fermer',
  },

  copy: {
    failed: 'Copie impossible : sélectionnez le texte et copiez-le vous-même.',
  },

  wallet: {
    connect: 'Connecter le portefeuille',
    browserWallet: 'Portefeuille du navigateur',
    restoring: 'Restauration de votre session…',
    accountHint: 'Ouvrir les détails du compte',
    unsupportedNetwork: 'Réseau non pris en charge',
    unknownNetwork: (chainId) => `Chaîne ${chainId}`,
  },

  connect: {
    newToWallets: 'Nouveau dans les portefeuilles ?',
    learnAboutWallets: 'En savoir plus sur les portefeuilles',
    title: 'Connecter un portefeuille',
    intro: (app) => `Choisissez le portefeuille à utiliser avec ${app}.`,
    recent: 'Récent',
    installed: 'Installé dans ce navigateur',
    detected: 'Trouvé dans ce navigateur',
    appOrExtension: (wallet) => `Application ou extension ${isolate(wallet)}`,
    popup: (wallet) => `Ouvre une fenêtre ${isolate(wallet)}`,
    legacy: (wallet) => `Ancienne connexion ${isolate(wallet)}`,
    scanWith: (wallet) => `Scanner avec ${isolate(wallet)} sur votre téléphone`,
    appOnDevice: (wallet) =>
      `Utiliser l’application ${isolate(wallet)} sur cet appareil`,
    getNamed: (wallet) => `Obtenir ${isolate(wallet)}`,
    groups: {
      installed: 'Installés',
      popular: 'Populaires',
      more: 'Autres portefeuilles',
    },
    walletConnect: 'Scanner avec un portefeuille sur votre téléphone',
    walletConnectTouch:
      'Ouvrir une application de portefeuille sur cet appareil',
    notInstalled: 'Non installé',
    notInstalledHelp:
      'Un portefeuille de navigateur est une extension qui garde vos clés et vous demande votre accord avant qu’un site puisse les utiliser. Installez-en un, puis rechargez cette page, ou choisissez une autre option.',
    getWallet: 'Trouver un portefeuille (nouvel onglet)',
    getWalletUrl: 'https://ethereum.org/fr/wallets/find-wallet/',
    notConfigured: 'Pas encore configuré sur ce site',
    confirmIn: (wallet) => `Confirmez dans ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} vous demande de vous connecter à ${app}. Approuvez la demande dans le portefeuille.`,
    opening: (wallet) => `Ouverture de ${isolate(wallet)}…`,
    cancel: 'Annuler',
    tryAgain: 'Réessayer',
    back: 'Choisir un autre portefeuille',
    connected: (wallet) => `Connecté avec ${isolate(wallet)}.`,
    cancelled: 'Connexion annulée.',
    rdnsShared: (rdns) =>
      `Plusieurs portefeuilles revendiquent ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'QR code WalletConnect',
    scan: 'Scannez ce code avec une application de portefeuille sur votre téléphone.',
    preparing: 'Préparation du QR code…',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié.',
  },

  phone: {
    openNamed: (wallet) => `Ouvrir ${isolate(wallet)}`,
    preparing: 'Préparation du lien…',
    waitingHelp: (wallet) =>
      `Approuvez dans ${isolate(wallet)}, puis revenez sur cette page.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} ne s’est pas ouvert. Est-il installé sur ce téléphone ?`,
    rejectedIn: (wallet) => `Refusé dans ${isolate(wallet)}.`,
    startOver: 'Recommencer',
    inApp:
      'Le navigateur de cette application peut empêcher d’ouvrir les applications de portefeuille. Ouvrez cette page dans le navigateur de votre téléphone pour vous connecter.',
    openInBrowser: 'Ouvrir dans votre navigateur',
    openDesktopApp: 'Ouvrir l’application de bureau',
  },

  account: {
    title: 'Compte',
    address: 'Adresse',
    network: 'Réseau',
    balance: 'Solde',
    wallet: 'Portefeuille',
    loading: 'Chargement…',
    unavailable: 'Indisponible',
    tokens: 'Soldes des jetons',
    retrying: 'Nouvel essai jusqu’à ce qu’il réponde.',
    copyAddress: 'Copier l’adresse',
    addressCopied: 'Adresse copiée.',
    viewOnExplorer: 'Voir dans l’explorateur',
    explorerHint: (explorer) => `${explorer}, s’ouvre dans un nouvel onglet`,
    disconnect: 'Déconnecter',
    disconnecting: 'Déconnexion…',
  },

  network: {
    switchTitle: 'Changer de réseau',
    label: 'Réseau',
    current: 'Connecté',
    switching: (chain) => `Passage à ${chain}…`,
    adding: (chain) => `Ajout de ${chain} à votre portefeuille…`,
    confirmIn: (wallet) => `Confirmez dans ${isolate(wallet)}.`,
    switched: (chain) => `Vous êtes passé à ${chain}.`,
    switchInWallet: (chain) =>
      `Changez le réseau de votre portefeuille pour ${chain}.`,
  },

  unsupported: {
    title: 'Réseau non pris en charge',
    body: (chainId, app) =>
      `Votre portefeuille est sur un réseau que ${app} ne prend pas en charge (chaîne ${chainId}).`,
    switchTo: (chain) => `Passer à ${chain}`,
  },

  sign: {
    title: 'Signer un message',
    intro:
      'La signature prouve que vous contrôlez ce compte. Elle est gratuite et n’envoie aucune transaction.',
    message: 'Message',
    submit: 'Signer le message',
    signature: 'Signature',
    copySignature: 'Copier la signature',
    signatureCopied: 'Signature copiée.',
    confirmIn: (wallet) => `Confirmez la signature dans ${isolate(wallet)}.`,
    verified: (signer) =>
      `La signature est valide : elle a été faite par ${isolate(signer)}.`,
    notVerified: 'La signature n’est pas valide pour ce compte.',
    notChecked: 'La signature n’a pas pu être vérifiée : réessayez plus tard.',
  },

  token: {
    title: 'Ajouter un jeton',
    intro: 'Ajoutez un jeton ERC-20 à la liste qu’affiche votre portefeuille.',
    address: 'Adresse du jeton',
    addressHint: (digits) =>
      plural('fr', digits, {
        one: '0x suivi de # caractère hexadécimal.',
        other: '0x suivi de # caractères hexadécimaux.',
      }),
    symbol: 'Symbole',
    symbolHint: (max) =>
      plural('fr', max, {
        one: '1 caractère, tel que le portefeuille l’affichera.',
        other: '1 à # caractères, tel que le portefeuille l’affichera.',
      }),
    decimals: 'Décimales',
    decimalsHint:
      'Un nombre entier de 0 à 36 ; la plupart des jetons utilisent 18.',
    image: 'URL de l’image',
    imageHint: 'Facultatif : une adresse https:// ou data:image.',
    submit: 'Ajouter au portefeuille',
    suggestions: 'Jeton connu :',
    suggestion: (symbol) => `Remplir avec ${isolate(symbol)}`,
    confirmIn: (wallet) => `Confirmez dans ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} a été ajouté à votre portefeuille.`,
    declined: (symbol) =>
      `Votre portefeuille n’a pas ajouté ${isolate(symbol)}.`,
    unsupported: 'Votre portefeuille ne permet pas d’ajouter des jetons.',
    invalid: {
      address: (digits) =>
        plural('fr', digits, {
          one: 'Saisissez une adresse de jeton : 0x suivi de # caractère hexadécimal.',
          other:
            'Saisissez une adresse de jeton : 0x suivi de # caractères hexadécimaux.',
        }),
      checksum:
        'Les majuscules de cette adresse ne correspondent pas à sa somme de contrôle : vérifiez qu’il n’y a pas de faute de frappe.',
      symbol: (max) =>
        plural('fr', max, {
          one: 'Saisissez un symbole de 1 caractère.',
          other: 'Saisissez un symbole de 1 à # caractères.',
        }),
      decimals: 'Saisissez un nombre entier de 0 à 36.',
      image: 'Utilisez une adresse qui commence par https:// ou data:image/.',
    },
  },

  errors: {
    userRejected: 'Vous avez refusé la demande dans votre portefeuille.',
    unauthorized:
      'Votre portefeuille n’a pas autorisé cette demande. Reconnectez-le.',
    unsupportedMethod:
      'Votre portefeuille ne prend pas en charge cette demande.',
    disconnected: 'Votre portefeuille est déconnecté. Reconnectez-le.',
    chainDisconnected: (chain) =>
      chain
        ? `Votre portefeuille n’est pas connecté à ${chain}.`
        : 'Votre portefeuille n’est pas connecté à ce réseau.',
    pairingExpired:
      'Le QR code a expiré avant la réponse d’un portefeuille. Affichez-en un nouveau et scannez-le à nouveau.',
    requestPending:
      'Une demande attend déjà dans votre portefeuille. Ouvrez-le pour continuer.',
    internal: 'Votre portefeuille a rencontré un problème. Réessayez.',
    providerNotFound:
      'Ce portefeuille n’est pas installé dans ce navigateur. Installez-le ou choisissez-en un autre.',
    connectorNotConfigured:
      'Ce portefeuille n’a pas été configuré sur ce site. Choisissez-en un autre.',
    connectorRequired: 'Choisissez un portefeuille à connecter.',
    messageRequired: 'Saisissez un message à signer.',
    addressRequired: 'Une adresse est nécessaire pour rechercher son nom.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} n’est pas pris en charge ici.`
        : 'Ce réseau n’est pas pris en charge ici.',
    addChain: (chain) =>
      chain
        ? `Impossible d’ajouter ${chain} à votre portefeuille.`
        : 'Impossible d’ajouter le réseau à votre portefeuille.',
    switchChain: (chain) =>
      chain
        ? `Impossible de faire passer votre portefeuille à ${chain}.`
        : 'Impossible de changer le réseau de votre portefeuille.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Changez le réseau de votre portefeuille pour ${chain}.`
        : 'Changez le réseau dans votre portefeuille.',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} est injoignable pour le moment.`
        : 'Le réseau est injoignable pour le moment.',
    unknown: 'Un problème est survenu avec votre portefeuille. Réessayez.',
    notFromAccount:
      'Votre portefeuille a répondu par une transaction que votre compte n’a pas envoyée. Elle n’est pas listée.',
    setup: 'Cette page n’est pas configurée correctement. Rechargez la page.',
  },
}
