import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Malay. */
export const ms: Messages = {
  lang: 'ms',
  dir: 'ltr',

  dialog: {
    close: 'Tutup',
  },

  copy: {
    failed: 'Tidak dapat menyalin: pilih teks itu dan salin sendiri.',
  },

  wallet: {
    connect: 'Sambungkan dompet',
    browserWallet: 'Dompet pelayar',
    restoring: 'Memulihkan sesi anda…',
    accountHint: 'Buka butiran akaun',
    unsupportedNetwork: 'Rangkaian tidak disokong',
    unknownNetwork: (chainId) => `Rangkaian ${chainId}`,
  },

  connect: {
    newToWallets: 'Baharu dengan dompet?',
    learnAboutWallets: 'Ketahui tentang dompet',
    title: 'Sambungkan dompet',
    intro: (app) => `Pilih dompet yang anda mahu gunakan dengan ${app}.`,
    recent: 'Terkini',
    installed: 'Dipasang dalam pelayar ini',
    detected: 'Ditemui dalam pelayar ini',
    appOrExtension: (wallet) => `Aplikasi atau sambungan ${isolate(wallet)}`,
    popup: (wallet) => `Membuka tetingkap ${isolate(wallet)}`,
    legacy: (wallet) => `Sambungan ${isolate(wallet)} versi lama`,
    scanWith: (wallet) => `Imbas dengan ${isolate(wallet)} pada telefon anda`,
    appOnDevice: (wallet) =>
      `Gunakan aplikasi ${isolate(wallet)} pada peranti ini`,
    getNamed: (wallet) => `Dapatkan ${isolate(wallet)}`,
    groups: {
      installed: 'Dipasang',
      popular: 'Popular',
      more: 'Lebih banyak dompet',
    },
    walletConnect: 'Imbas dengan dompet pada telefon anda',
    walletConnectTouch: 'Buka aplikasi dompet pada peranti ini',
    notInstalled: 'Tidak dipasang',
    notInstalledHelp:
      'Dompet pelayar ialah sambungan pelayar yang menyimpan kunci anda dan meminta kebenaran anda sebelum sesebuah laman boleh menggunakannya. Pasang satu, kemudian muat semula halaman ini, atau pilih pilihan lain.',
    getWallet: 'Cari dompet (dibuka dalam tab baharu)',
    getWalletUrl: 'https://ethereum.org/ms/wallets/find-wallet/',
    notConfigured: 'Belum disediakan di laman ini',
    confirmIn: (wallet) => `Sahkan dalam ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} meminta anda menyambung ke ${app}. Luluskan permintaan itu di sana.`,
    opening: (wallet) => `Membuka ${isolate(wallet)}…`,
    cancel: 'Batal',
    tryAgain: 'Cuba lagi',
    back: 'Pilih dompet lain',
    connected: (wallet) => `Disambungkan dengan ${isolate(wallet)}.`,
    cancelled: 'Sambungan dibatalkan.',
    rdnsShared: (rdns) =>
      `Lebih daripada satu dompet menuntut ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'Kod QR WalletConnect',
    scan: 'Imbas kod ini dengan aplikasi dompet pada telefon anda.',
    preparing: 'Menyediakan kod QR…',
    copyLink: 'Salin pautan',
    linkCopied: 'Pautan disalin.',
  },

  phone: {
    openNamed: (wallet) => `Buka ${isolate(wallet)}`,
    preparing: 'Menyediakan pautan…',
    waitingHelp: (wallet) =>
      `Luluskan dalam ${isolate(wallet)}, kemudian kembali ke halaman ini.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} tidak dibuka. Adakah ia dipasang pada telefon ini?`,
    rejectedIn: (wallet) => `Ditolak dalam ${isolate(wallet)}.`,
    startOver: 'Mula semula',
    inApp:
      'Pelayar aplikasi ini mungkin tidak dapat membuka aplikasi dompet. Buka halaman ini dalam pelayar telefon anda untuk menyambung.',
    openInBrowser: 'Buka dalam pelayar anda',
    openDesktopApp: 'Buka aplikasi desktop',
  },

  account: {
    title: 'Akaun',
    address: 'Alamat',
    network: 'Rangkaian',
    balance: 'Baki',
    wallet: 'Dompet',
    loading: 'Memuatkan…',
    unavailable: 'Tidak tersedia',
    tokens: 'Baki token',
    retrying: 'Akan dicuba lagi sehingga ia menjawab.',
    copyAddress: 'Salin alamat',
    addressCopied: 'Alamat disalin.',
    viewOnExplorer: 'Lihat dalam penjelajah',
    explorerHint: (explorer) => `${explorer}, dibuka dalam tab baharu`,
    disconnect: 'Putuskan sambungan',
    disconnecting: 'Memutuskan sambungan…',
  },

  network: {
    switchTitle: 'Tukar rangkaian',
    label: 'Rangkaian',
    current: 'Disambungkan',
    switching: (chain) => `Bertukar ke ${chain}…`,
    adding: (chain) => `Menambah ${chain} pada dompet anda…`,
    confirmIn: (wallet) => `Sahkan dalam ${isolate(wallet)}.`,
    switched: (chain) => `Telah bertukar ke ${chain}.`,
    switchInWallet: (chain) => `Tukar rangkaian dalam dompet anda ke ${chain}.`,
  },

  unsupported: {
    title: 'Rangkaian tidak disokong',
    body: (chainId, app) =>
      `Dompet anda berada pada rangkaian yang tidak disokong oleh ${app} (rangkaian ${chainId}).`,
    switchTo: (chain) => `Tukar ke ${chain}`,
  },

  sign: {
    title: 'Tandatangani mesej',
    intro:
      'Tandatangan membuktikan anda mengawal akaun ini. Ia percuma dan tidak menghantar sebarang transaksi.',
    message: 'Mesej',
    submit: 'Tandatangani',
    signature: 'Tandatangan',
    copySignature: 'Salin tandatangan',
    signatureCopied: 'Tandatangan disalin.',
    confirmIn: (wallet) => `Sahkan tandatangan dalam ${isolate(wallet)}.`,
    verified: (signer) => `Tandatangan sah: dibuat oleh ${isolate(signer)}.`,
    notVerified: 'Tandatangan ini tidak sah bagi akaun ini.',
    notChecked: 'Tandatangan tidak dapat disemak: cuba lagi kemudian.',
  },

  token: {
    title: 'Tambah token',
    intro: 'Tambah token ERC-20 pada senarai yang dipaparkan oleh dompet anda.',
    address: 'Alamat token',
    addressHint: (digits) =>
      plural('ms', digits, { other: '0x diikuti # aksara heksadesimal.' }),
    symbol: 'Simbol',
    symbolHint: (max) =>
      plural('ms', max, {
        other: '1 hingga # aksara, seperti yang akan dipaparkan oleh dompet.',
      }),
    decimals: 'Perpuluhan',
    decimalsHint:
      'Nombor bulat dari 0 hingga 36; kebanyakan token menggunakan 18.',
    image: 'URL imej',
    imageHint: 'Pilihan: alamat https:// atau data:image.',
    submit: 'Tambah pada dompet',
    suggestions: 'Token yang dikenali:',
    suggestion: (symbol) => `Isi ${isolate(symbol)}`,
    confirmIn: (wallet) => `Sahkan dalam ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} telah ditambah pada dompet anda.`,
    declined: (symbol) => `Dompet anda tidak menambah ${isolate(symbol)}.`,
    unsupported: 'Dompet anda tidak menyokong penambahan token.',
    invalid: {
      address: (digits) =>
        plural('ms', digits, {
          other: 'Masukkan alamat token: 0x diikuti # aksara heksadesimal.',
        }),
      checksum:
        'Huruf besar dalam alamat ini tidak sepadan dengan checksumnya: semak jika ada kesilapan taip.',
      symbol: (max) =>
        plural('ms', max, {
          other: 'Masukkan simbol sepanjang 1 hingga # aksara.',
        }),
      decimals: 'Masukkan nombor bulat dari 0 hingga 36.',
      image: 'Gunakan alamat yang bermula dengan https:// atau data:image/.',
    },
  },

  errors: {
    userRejected: 'Anda telah menolak permintaan dalam dompet anda.',
    unauthorized:
      'Dompet anda belum membenarkan permintaan ini. Sambungkannya semula.',
    unsupportedMethod: 'Dompet anda tidak menyokong permintaan ini.',
    disconnected: 'Dompet anda telah terputus. Sambungkannya semula.',
    chainDisconnected: (chain) =>
      chain
        ? `Dompet anda tidak disambungkan ke ${chain}.`
        : 'Dompet anda tidak disambungkan ke rangkaian ini.',
    pairingExpired:
      'Kod QR tamat tempoh sebelum dompet menjawab. Paparkan kod baharu dan imbas semula.',
    requestPending:
      'Sudah ada permintaan yang menunggu dalam dompet anda. Buka dompet anda untuk meneruskan.',
    internal: 'Dompet anda menghadapi masalah. Cuba lagi.',
    providerNotFound:
      'Dompet ini tidak dipasang dalam pelayar ini. Pasangnya atau pilih dompet lain.',
    connectorNotConfigured:
      'Dompet ini belum disediakan di laman ini. Pilih dompet lain.',
    connectorRequired: 'Pilih dompet untuk disambungkan.',
    messageRequired: 'Masukkan mesej untuk ditandatangani.',
    addressRequired: 'Alamat diperlukan untuk mencari namanya.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} tidak disokong di sini.`
        : 'Rangkaian ini tidak disokong di sini.',
    addChain: (chain) =>
      chain
        ? `Tidak dapat menambah ${chain} pada dompet anda.`
        : 'Tidak dapat menambah rangkaian pada dompet anda.',
    switchChain: (chain) =>
      chain
        ? `Tidak dapat menukar dompet anda ke ${chain}.`
        : 'Tidak dapat menukar rangkaian dompet anda.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Tukar rangkaian dalam dompet anda ke ${chain}.`
        : 'Tukar rangkaian dalam dompet anda.',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} tidak dapat dicapai buat masa ini.`
        : 'Rangkaian tidak dapat dicapai buat masa ini.',
    unknown: 'Berlaku masalah pada dompet anda. Cuba lagi.',
    notFromAccount:
      'Dompet anda menjawab dengan transaksi yang tidak dihantar oleh akaun anda. Ia tidak disenaraikan.',
    setup: 'Halaman ini tidak disediakan dengan betul. Muat semula halaman.',
  },
}
