import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Spanish (Latin America). */
export const es419: Messages = {
  lang: 'es-419',
  dir: 'ltr',

  dialog: {
    close: 'Cerrar',
  },

  copy: {
    failed: 'No se pudo copiar: selecciona el texto y cópialo tú mismo.',
  },

  wallet: {
    connect: 'Conectar billetera',
    browserWallet: 'Billetera del navegador',
    restoring: 'Restaurando tu sesión…',
    accountHint: 'Abrir los detalles de la cuenta',
    unsupportedNetwork: 'Red no compatible',
    unknownNetwork: (chainId) => `Cadena ${chainId}`,
  },

  connect: {
    newToWallets: '¿Nuevo en las billeteras?',
    learnAboutWallets: 'Aprende sobre billeteras',
    title: 'Conectar una billetera',
    intro: (app) => `Elige la billetera que quieres usar con ${app}.`,
    recent: 'Reciente',
    installed: 'Instalada en este navegador',
    detected: 'Encontrada en este navegador',
    appOrExtension: (wallet) => `App o extensión de ${isolate(wallet)}`,
    popup: (wallet) => `Abre una ventana de ${isolate(wallet)}`,
    legacy: (wallet) => `Conexión anterior de ${isolate(wallet)}`,
    scanWith: (wallet) => `Escanea con ${isolate(wallet)} en tu teléfono`,
    appOnDevice: (wallet) =>
      `Usa la app ${isolate(wallet)} en este dispositivo`,
    getNamed: (wallet) => `Obtener ${isolate(wallet)}`,
    groups: {
      installed: 'Instaladas',
      popular: 'Populares',
      more: 'Más billeteras',
    },
    walletConnect: 'Escanea con una billetera en tu teléfono',
    walletConnectTouch: 'Abre una app de billetera en este dispositivo',
    notInstalled: 'No instalada',
    notInstalledHelp:
      'Una billetera del navegador es una extensión que guarda tus claves y te pide permiso antes de que un sitio pueda usarlas. Instala una y vuelve a cargar esta página, o elige otra opción.',
    getWallet: 'Buscar una billetera (se abre en una pestaña nueva)',
    getWalletUrl: 'https://ethereum.org/es/wallets/find-wallet/',
    notConfigured: 'Aún no está configurada en este sitio',
    confirmIn: (wallet) => `Confirma en ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} te pide que te conectes a ${app}. Aprueba la solicitud allí.`,
    opening: (wallet) => `Abriendo ${isolate(wallet)}…`,
    cancel: 'Cancelar',
    tryAgain: 'Reintentar',
    back: 'Elegir otra billetera',
    connected: (wallet) => `Conectado con ${isolate(wallet)}.`,
    cancelled: 'Conexión cancelada.',
    rdnsShared: (rdns) => `Más de una billetera reclama ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'Código QR de WalletConnect',
    scan: 'Escanea este código con una app de billetera en tu teléfono.',
    preparing: 'Preparando el código QR…',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado.',
  },

  phone: {
    openNamed: (wallet) => `Abrir ${isolate(wallet)}`,
    preparing: 'Preparando el enlace…',
    waitingHelp: (wallet) =>
      `Aprueba en ${isolate(wallet)} y luego vuelve a esta página.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} no se abrió. ¿Está instalada en este teléfono?`,
    rejectedIn: (wallet) => `Rechazado en ${isolate(wallet)}.`,
    startOver: 'Empezar de nuevo',
    inApp:
      'Es posible que el navegador de esta app no abra apps de billetera. Abre esta página en el navegador de tu teléfono para conectarte.',
    openInBrowser: 'Abrir en tu navegador',
    openDesktopApp: 'Abrir la app de escritorio',
  },

  account: {
    title: 'Cuenta',
    address: 'Dirección',
    network: 'Red',
    balance: 'Saldo',
    wallet: 'Billetera',
    loading: 'Cargando…',
    unavailable: 'No disponible',
    tokens: 'Saldos de tokens',
    retrying: 'Se reintentará hasta que responda.',
    copyAddress: 'Copiar dirección',
    addressCopied: 'Dirección copiada.',
    viewOnExplorer: 'Ver en el explorador',
    explorerHint: (explorer) => `${explorer}, se abre en una pestaña nueva`,
    disconnect: 'Desconectar',
    disconnecting: 'Desconectando…',
  },

  network: {
    switchTitle: 'Cambiar de red',
    label: 'Red',
    current: 'Conectada',
    switching: (chain) => `Cambiando a ${chain}…`,
    adding: (chain) => `Agregando ${chain} a tu billetera…`,
    confirmIn: (wallet) => `Confirma en ${isolate(wallet)}.`,
    switched: (chain) => `Cambiaste a ${chain}.`,
    switchInWallet: (chain) => `Cambia la red de tu billetera a ${chain}.`,
  },

  unsupported: {
    title: 'Red no compatible',
    body: (chainId, app) =>
      `Tu billetera está en una red que ${app} no admite (cadena ${chainId}).`,
    switchTo: (chain) => `Cambiar a ${chain}`,
  },

  sign: {
    title: 'Firmar mensaje',
    intro:
      'Firmar demuestra que controlas esta cuenta. Es gratis y no envía ninguna transacción.',
    message: 'Mensaje',
    submit: 'Firmar mensaje',
    signature: 'Firma',
    copySignature: 'Copiar firma',
    signatureCopied: 'Firma copiada.',
    confirmIn: (wallet) => `Confirma la firma en ${isolate(wallet)}.`,
    verified: (signer) => `La firma es válida: la hizo ${isolate(signer)}.`,
    notVerified: 'La firma no es válida para esta cuenta.',
    notChecked: 'No se pudo comprobar la firma: vuelve a intentarlo más tarde.',
  },

  token: {
    title: 'Agregar token',
    intro: 'Agrega un token ERC-20 a la lista que muestra tu billetera.',
    address: 'Dirección del token',
    addressHint: (digits) =>
      plural('es-419', digits, {
        one: '0x seguido de # carácter hexadecimal.',
        other: '0x seguido de # caracteres hexadecimales.',
      }),
    symbol: 'Símbolo',
    symbolHint: (max) =>
      plural('es-419', max, {
        one: '1 carácter, tal como lo mostrará la billetera.',
        other: 'De 1 a # caracteres, tal como lo mostrará la billetera.',
      }),
    decimals: 'Decimales',
    decimalsHint:
      'Un número entero de 0 a 36; la mayoría de los tokens usa 18.',
    image: 'URL de la imagen',
    imageHint: 'Opcional: una dirección https:// o data:image.',
    submit: 'Agregar a la billetera',
    suggestions: 'Token conocido:',
    suggestion: (symbol) => `Completar con ${isolate(symbol)}`,
    confirmIn: (wallet) => `Confirma en ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} se agregó a tu billetera.`,
    declined: (symbol) => `Tu billetera no agregó ${isolate(symbol)}.`,
    unsupported: 'Tu billetera no permite agregar tokens.',
    invalid: {
      address: (digits) =>
        plural('es-419', digits, {
          one: 'Ingresa una dirección de token: 0x seguido de # carácter hexadecimal.',
          other:
            'Ingresa una dirección de token: 0x seguido de # caracteres hexadecimales.',
        }),
      checksum:
        'Las mayúsculas de esta dirección no coinciden con su suma de verificación: revisa si hay un error de escritura.',
      symbol: (max) =>
        plural('es-419', max, {
          one: 'Ingresa un símbolo de 1 carácter.',
          other: 'Ingresa un símbolo de 1 a # caracteres.',
        }),
      decimals: 'Ingresa un número entero de 0 a 36.',
      image: 'Usa una dirección que empiece con https:// o data:image/.',
    },
  },

  errors: {
    userRejected: 'Rechazaste la solicitud en tu billetera.',
    unauthorized:
      'Tu billetera no autorizó esta solicitud. Vuelve a conectarla.',
    unsupportedMethod: 'Tu billetera no admite esta solicitud.',
    disconnected: 'Tu billetera está desconectada. Vuelve a conectarla.',
    chainDisconnected: (chain) =>
      chain
        ? `Tu billetera no está conectada a ${chain}.`
        : 'Tu billetera no está conectada a esta red.',
    pairingExpired:
      'El código QR venció antes de que una billetera respondiera. Muestra uno nuevo y escanéalo otra vez.',
    requestPending:
      'Ya hay una solicitud esperando en tu billetera. Ábrela para continuar.',
    internal: 'Tu billetera tuvo un problema. Vuelve a intentarlo.',
    providerNotFound:
      'Esta billetera no está instalada en este navegador. Instálala o elige otra billetera.',
    connectorNotConfigured:
      'Esta billetera no está configurada en este sitio. Elige otra billetera.',
    connectorRequired: 'Elige una billetera para conectar.',
    messageRequired: 'Ingresa un mensaje para firmar.',
    addressRequired: 'Se necesita una dirección para buscar su nombre.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} no es compatible aquí.`
        : 'Esta red no es compatible aquí.',
    addChain: (chain) =>
      chain
        ? `No se pudo agregar ${chain} a tu billetera.`
        : 'No se pudo agregar la red a tu billetera.',
    switchChain: (chain) =>
      chain
        ? `No se pudo cambiar tu billetera a ${chain}.`
        : 'No se pudo cambiar la red de tu billetera.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Cambia la red de tu billetera a ${chain}.`
        : 'Cambia la red en tu billetera.',
    networkUnavailable: (chain) =>
      chain
        ? `No se puede acceder a ${chain} en este momento.`
        : 'No se puede acceder a la red en este momento.',
    unknown: 'Algo salió mal con tu billetera. Vuelve a intentarlo.',
    notFromAccount:
      'Tu billetera respondió con una transacción que tu cuenta no envió. No se agregó a la lista.',
    setup: 'Esta página no está bien configurada. Vuelve a cargarla.',
  },
}
