import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Indonesian. */
export const id: Messages = {
  lang: 'id',
  dir: 'ltr',

  dialog: {
    close: 'Tutup',
  },

  copy: {
    failed: 'Tidak dapat menyalin: pilih teksnya lalu salin sendiri.',
  },

  wallet: {
    connect: 'Hubungkan dompet',
    browserWallet: 'Dompet browser',
    restoring: 'Memulihkan sesi Anda…',
    accountHint: 'Buka detail akun',
    unsupportedNetwork: 'Jaringan tidak didukung',
    unknownNetwork: (chainId) => `Chain ${chainId}`,
  },

  connect: {
    newToWallets: 'Baru mengenal dompet?',
    learnAboutWallets: 'Pelajari tentang dompet',
    title: 'Hubungkan dompet',
    intro: (app) => `Pilih dompet yang ingin Anda gunakan dengan ${app}.`,
    recent: 'Terakhir',
    installed: 'Terpasang di browser ini',
    detected: 'Ditemukan di browser ini',
    appOrExtension: (wallet) => `Aplikasi atau ekstensi ${isolate(wallet)}`,
    popup: (wallet) => `Membuka jendela ${isolate(wallet)}`,
    legacy: (wallet) => `Koneksi ${isolate(wallet)} versi lama`,
    scanWith: (wallet) => `Pindai dengan ${isolate(wallet)} di ponsel Anda`,
    appOnDevice: (wallet) =>
      `Gunakan aplikasi ${isolate(wallet)} di perangkat ini`,
    getNamed: (wallet) => `Dapatkan ${isolate(wallet)}`,
    groups: {
      installed: 'Terpasang',
      popular: 'Populer',
      more: 'Dompet lainnya',
    },
    walletConnect: 'Pindai dengan dompet di ponsel Anda',
    walletConnectTouch: 'Buka aplikasi dompet di perangkat ini',
    notInstalled: 'Belum terpasang',
    notInstalledHelp:
      'Dompet browser adalah ekstensi yang menyimpan kunci Anda dan meminta izin Anda sebelum situs dapat menggunakannya. Pasang salah satu, lalu muat ulang halaman ini, atau pilih opsi lain.',
    getWallet: 'Cari dompet (terbuka di tab baru)',
    getWalletUrl: 'https://ethereum.org/id/wallets/find-wallet/',
    notConfigured: 'Belum disiapkan di situs ini',
    confirmIn: (wallet) => `Konfirmasi di ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} meminta Anda terhubung ke ${app}. Setujui permintaannya di sana.`,
    opening: (wallet) => `Membuka ${isolate(wallet)}…`,
    cancel: 'Batal',
    tryAgain: 'Coba lagi',
    back: 'Pilih dompet lain',
    connected: (wallet) => `Terhubung dengan ${isolate(wallet)}.`,
    cancelled: 'Koneksi dibatalkan.',
    rdnsShared: (rdns) => `Lebih dari satu dompet mengklaim ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'Kode QR WalletConnect',
    scan: 'Pindai kode ini dengan aplikasi dompet di ponsel Anda.',
    preparing: 'Menyiapkan kode QR…',
    copyLink: 'Salin tautan',
    linkCopied: 'Tautan disalin.',
  },

  phone: {
    openNamed: (wallet) => `Buka ${isolate(wallet)}`,
    preparing: 'Menyiapkan tautan…',
    waitingHelp: (wallet) =>
      `Setujui di ${isolate(wallet)}, lalu kembali ke halaman ini.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} tidak terbuka. Apakah sudah terpasang di ponsel ini?`,
    rejectedIn: (wallet) => `Ditolak di ${isolate(wallet)}.`,
    startOver: 'Mulai lagi',
    inApp:
      'Browser aplikasi ini mungkin tidak dapat membuka aplikasi dompet. Buka halaman ini di browser ponsel Anda untuk terhubung.',
    openInBrowser: 'Buka di browser Anda',
    openDesktopApp: 'Buka aplikasi desktop',
  },

  account: {
    title: 'Akun',
    address: 'Alamat',
    network: 'Jaringan',
    balance: 'Saldo',
    wallet: 'Dompet',
    loading: 'Memuat…',
    unavailable: 'Tidak tersedia',
    tokens: 'Saldo token',
    retrying: 'Akan dicoba lagi sampai ada jawaban.',
    copyAddress: 'Salin alamat',
    addressCopied: 'Alamat disalin.',
    viewOnExplorer: 'Lihat di explorer',
    explorerHint: (explorer) => `${explorer}, terbuka di tab baru`,
    disconnect: 'Putuskan',
    disconnecting: 'Memutuskan…',
  },

  network: {
    switchTitle: 'Ganti jaringan',
    label: 'Jaringan',
    current: 'Terhubung',
    switching: (chain) => `Beralih ke ${chain}…`,
    adding: (chain) => `Menambahkan ${chain} ke dompet Anda…`,
    confirmIn: (wallet) => `Konfirmasi di ${isolate(wallet)}.`,
    switched: (chain) => `Beralih ke ${chain}.`,
    switchInWallet: (chain) => `Ganti jaringan di dompet Anda ke ${chain}.`,
  },

  unsupported: {
    title: 'Jaringan tidak didukung',
    body: (chainId, app) =>
      `Dompet Anda berada di jaringan yang tidak didukung ${app} (chain ${chainId}).`,
    switchTo: (chain) => `Beralih ke ${chain}`,
  },

  sign: {
    title: 'Tanda tangani pesan',
    intro:
      'Tanda tangan membuktikan bahwa Anda mengendalikan akun ini. Gratis dan tidak mengirim transaksi apa pun.',
    message: 'Pesan',
    submit: 'Tanda tangani',
    signature: 'Tanda tangan',
    copySignature: 'Salin tanda tangan',
    signatureCopied: 'Tanda tangan disalin.',
    confirmIn: (wallet) => `Konfirmasi tanda tangan di ${isolate(wallet)}.`,
    verified: (signer) => `Tanda tangan valid: dibuat oleh ${isolate(signer)}.`,
    notVerified: 'Tanda tangan tidak valid untuk akun ini.',
    notChecked: 'Tanda tangan tidak dapat diperiksa: coba lagi nanti.',
  },

  token: {
    title: 'Tambah token',
    intro: 'Tambahkan token ERC-20 ke daftar yang ditampilkan dompet Anda.',
    address: 'Alamat token',
    addressHint: (digits) =>
      plural('id', digits, { other: '0x diikuti # karakter heksadesimal.' }),
    symbol: 'Simbol',
    symbolHint: (max) =>
      plural('id', max, {
        other: '1 sampai # karakter, seperti yang akan ditampilkan dompet.',
      }),
    decimals: 'Desimal',
    decimalsHint:
      'Bilangan bulat dari 0 sampai 36; sebagian besar token memakai 18.',
    image: 'URL gambar',
    imageHint: 'Opsional: alamat https:// atau data:image.',
    submit: 'Tambahkan ke dompet',
    suggestions: 'Token yang dikenal:',
    suggestion: (symbol) => `Isi ${isolate(symbol)}`,
    confirmIn: (wallet) => `Konfirmasi di ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} ditambahkan ke dompet Anda.`,
    declined: (symbol) => `Dompet Anda tidak menambahkan ${isolate(symbol)}.`,
    unsupported: 'Dompet Anda tidak mendukung penambahan token.',
    invalid: {
      address: (digits) =>
        plural('id', digits, {
          other: 'Masukkan alamat token: 0x diikuti # karakter heksadesimal.',
        }),
      checksum:
        'Huruf kapital di alamat ini tidak cocok dengan checksum-nya: periksa apakah ada salah ketik.',
      symbol: (max) =>
        plural('id', max, {
          other: 'Masukkan simbol sepanjang 1 sampai # karakter.',
        }),
      decimals: 'Masukkan bilangan bulat dari 0 sampai 36.',
      image: 'Gunakan alamat yang diawali https:// atau data:image/.',
    },
  },

  errors: {
    userRejected: 'Anda menolak permintaan di dompet Anda.',
    unauthorized:
      'Dompet Anda belum mengizinkan permintaan ini. Hubungkan lagi.',
    unsupportedMethod: 'Dompet Anda tidak mendukung permintaan ini.',
    disconnected: 'Dompet Anda terputus. Hubungkan lagi.',
    chainDisconnected: (chain) =>
      chain
        ? `Dompet Anda tidak terhubung ke ${chain}.`
        : 'Dompet Anda tidak terhubung ke jaringan ini.',
    pairingExpired:
      'Kode QR kedaluwarsa sebelum dompet menjawab. Tampilkan kode baru dan pindai lagi.',
    requestPending:
      'Sudah ada permintaan yang menunggu di dompet Anda. Buka dompet untuk melanjutkan.',
    internal: 'Dompet Anda mengalami masalah. Coba lagi.',
    providerNotFound:
      'Dompet ini tidak terpasang di browser ini. Pasang dompetnya atau pilih dompet lain.',
    connectorNotConfigured:
      'Dompet ini belum disiapkan di situs ini. Pilih dompet lain.',
    connectorRequired: 'Pilih dompet untuk dihubungkan.',
    messageRequired: 'Masukkan pesan untuk ditandatangani.',
    addressRequired: 'Alamat diperlukan untuk mencari namanya.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} tidak didukung di sini.`
        : 'Jaringan ini tidak didukung di sini.',
    addChain: (chain) =>
      chain
        ? `Tidak dapat menambahkan ${chain} ke dompet Anda.`
        : 'Tidak dapat menambahkan jaringan ke dompet Anda.',
    switchChain: (chain) =>
      chain
        ? `Tidak dapat mengalihkan dompet Anda ke ${chain}.`
        : 'Tidak dapat mengganti jaringan dompet Anda.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Ganti jaringan di dompet Anda ke ${chain}.`
        : 'Ganti jaringan di dompet Anda.',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} tidak dapat dijangkau saat ini.`
        : 'Jaringan tidak dapat dijangkau saat ini.',
    unknown: 'Terjadi masalah dengan dompet Anda. Coba lagi.',
    notFromAccount:
      'Dompet Anda menjawab dengan transaksi yang tidak dikirim oleh akun Anda. Transaksi itu tidak dicantumkan.',
    setup: 'Halaman ini tidak disiapkan dengan benar. Muat ulang halaman.',
  },
}
