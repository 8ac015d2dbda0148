import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Chinese (Traditional, Hong Kong). */
export const zhHK: Messages = {
  lang: 'zh-HK',
  dir: 'ltr',

  dialog: {
    close: '關閉',
  },

  copy: {
    failed: '無法複製：請選取文字後自行複製。',
  },

  wallet: {
    connect: '連接錢包',
    browserWallet: '瀏覽器錢包',
    restoring: '正在恢復連線…',
    accountHint: '開啟帳戶詳情',
    unsupportedNetwork: '不支援的網絡',
    unknownNetwork: (chainId) => `鏈 ${chainId}`,
  },

  connect: {
    newToWallets: '初次使用錢包？',
    learnAboutWallets: '了解錢包',
    title: '連接錢包',
    intro: (app) => `請選擇要在 ${app} 使用的錢包。`,
    recent: '最近使用',
    installed: '已安裝於此瀏覽器',
    detected: '在此瀏覽器中偵測到',
    appOrExtension: (wallet) => `${isolate(wallet)} 應用程式或擴充功能`,
    popup: (wallet) => `開啟 ${isolate(wallet)} 視窗`,
    legacy: (wallet) => `舊版 ${isolate(wallet)} 連線`,
    scanWith: (wallet) => `用手機上的 ${isolate(wallet)} 掃描`,
    appOnDevice: (wallet) => `在此裝置上使用 ${isolate(wallet)} 應用程式`,
    getNamed: (wallet) => `下載 ${isolate(wallet)}`,
    groups: {
      installed: '已安裝',
      popular: '熱門',
      more: '更多錢包',
    },
    walletConnect: '使用手機上的錢包掃描',
    walletConnectTouch: '開啟此裝置上的錢包應用程式',
    notInstalled: '未安裝',
    notInstalledHelp:
      '瀏覽器錢包是一種擴充功能，會保管你的金鑰，並在網站使用前徵求你的同意。請安裝一個後重新載入此頁面，或選擇其他選項。',
    getWallet: '尋找錢包（在新分頁開啟）',
    getWalletUrl: 'https://ethereum.org/zh-tw/wallets/find-wallet/',
    notConfigured: '此網站尚未設定',
    confirmIn: (wallet) => `請在 ${isolate(wallet)} 中確認`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} 正在要求你連接至 ${app}。請在錢包中核准此要求。`,
    opening: (wallet) => `正在開啟 ${isolate(wallet)}…`,
    cancel: '取消',
    tryAgain: '再試一次',
    back: '選擇其他錢包',
    connected: (wallet) => `已透過 ${isolate(wallet)} 連接。`,
    cancelled: '已取消連接。',
    rdnsShared: (rdns) => `有多個錢包聲稱是 ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect QR 碼',
    scan: '請用手機上的錢包應用程式掃描此 QR 碼。',
    preparing: '正在生成 QR 碼…',
    copyLink: '複製連結',
    linkCopied: '已複製連結。',
  },

  phone: {
    openNamed: (wallet) => `開啟 ${isolate(wallet)}`,
    preparing: '正在準備連結…',
    waitingHelp: (wallet) => `請在 ${isolate(wallet)} 中批准，然後返回此頁面。`,
    notOpened: (wallet) => `${isolate(wallet)} 未有開啟。這部手機有否安裝？`,
    rejectedIn: (wallet) => `已在 ${isolate(wallet)} 中拒絕。`,
    startOver: '重新開始',
    inApp:
      '此應用程式內的瀏覽器可能無法開啟錢包應用程式。請在手機瀏覽器中開啟此頁面以進行連接。',
    openInBrowser: '在瀏覽器中開啟',
    openDesktopApp: '開啟桌面應用程式',
  },

  account: {
    title: '帳戶',
    address: '地址',
    network: '網絡',
    balance: '餘額',
    wallet: '錢包',
    loading: '載入中…',
    unavailable: '無法取得',
    tokens: '代幣結餘',
    retrying: '將持續重試，直到網絡回應。',
    copyAddress: '複製地址',
    addressCopied: '已複製地址。',
    viewOnExplorer: '在區塊瀏覽器中查看',
    explorerHint: (explorer) => `${explorer}，在新分頁開啟`,
    disconnect: '中斷連接',
    disconnecting: '正在中斷連接…',
  },

  network: {
    switchTitle: '切換網絡',
    label: '網絡',
    current: '已連接',
    switching: (chain) => `正在切換至 ${chain}…`,
    adding: (chain) => `正在將 ${chain} 新增至錢包…`,
    confirmIn: (wallet) => `請在 ${isolate(wallet)} 中確認。`,
    switched: (chain) => `已切換至 ${chain}。`,
    switchInWallet: (chain) => `請在錢包中將網絡切換至 ${chain}。`,
  },

  unsupported: {
    title: '不支援的網絡',
    body: (chainId, app) =>
      `你的錢包目前所在的網絡不受 ${app} 支援（鏈 ${chainId}）。`,
    switchTo: (chain) => `切換至 ${chain}`,
  },

  sign: {
    title: '簽署訊息',
    intro: '簽署可證明你掌控此帳戶。簽署免費，且不會送出任何交易。',
    message: '訊息',
    submit: '簽署訊息',
    signature: '簽名',
    copySignature: '複製簽名',
    signatureCopied: '已複製簽名。',
    confirmIn: (wallet) => `請在 ${isolate(wallet)} 中確認簽署。`,
    verified: (signer) => `簽名驗證成功：由 ${isolate(signer)} 簽署。`,
    notVerified: '此簽名與這個帳戶不符，驗證失敗。',
    notChecked: '目前無法驗證簽名，請稍後再試。',
  },

  token: {
    title: '新增代幣',
    intro: '將 ERC-20 代幣新增至錢包顯示的清單。',
    address: '代幣地址',
    addressHint: (digits) =>
      plural('zh-HK', digits, { other: '0x 後接 # 個十六進位字元。' }),
    symbol: '代號',
    symbolHint: (max) =>
      plural('zh-HK', max, { other: '1 至 # 個字元，即錢包中顯示的名稱。' }),
    decimals: '小數位數',
    decimalsHint: '0 至 36 的整數；大多數代幣為 18。',
    image: '圖片網址',
    imageHint: '選填：https:// 或 data:image 網址。',
    submit: '新增至錢包',
    suggestions: '已知代幣：',
    suggestion: (symbol) => `填入 ${isolate(symbol)}`,
    confirmIn: (wallet) => `請在 ${isolate(wallet)} 中確認。`,
    added: (symbol) => `已將 ${isolate(symbol)} 新增至你的錢包。`,
    declined: (symbol) => `你的錢包未新增 ${isolate(symbol)}。`,
    unsupported: '你的錢包不支援新增代幣。',
    invalid: {
      address: (digits) =>
        plural('zh-HK', digits, {
          other: '請輸入代幣地址：0x 後接 # 個十六進位字元。',
        }),
      checksum: '此地址的大小寫與其校驗碼不符，請檢查是否輸入錯誤。',
      symbol: (max) =>
        plural('zh-HK', max, { other: '請輸入 1 至 # 個字元的代號。' }),
      decimals: '請輸入 0 至 36 的整數。',
      image: '請使用以 https:// 或 data:image/ 開頭的網址。',
    },
  },

  errors: {
    userRejected: '你已在錢包中拒絕此要求。',
    unauthorized: '你的錢包尚未授權此要求。請重新連接。',
    unsupportedMethod: '你的錢包不支援此要求。',
    disconnected: '你的錢包已中斷連接。請重新連接。',
    chainDisconnected: (chain) =>
      chain ? `你的錢包未連接至 ${chain}。` : '你的錢包未連接至此網絡。',
    pairingExpired: '二維碼在錢包回應前已過期。請顯示新的二維碼並重新掃描。',
    requestPending: '錢包中已有一個等待中的要求。請開啟錢包以繼續。',
    internal: '你的錢包發生問題。請再試一次。',
    providerNotFound: '此瀏覽器未安裝這個錢包。請安裝，或選擇其他錢包。',
    connectorNotConfigured: '此網站尚未設定這個錢包。請選擇其他錢包。',
    connectorRequired: '請選擇要連接的錢包。',
    messageRequired: '請輸入要簽署的訊息。',
    addressRequired: '需要地址才能查詢其名稱。',
    chainNotConfigured: (chain) =>
      chain ? `此處不支援 ${chain}。` : '此處不支援這個網絡。',
    addChain: (chain) =>
      chain ? `無法將 ${chain} 新增至你的錢包。` : '無法將網絡新增至你的錢包。',
    switchChain: (chain) =>
      chain ? `無法將你的錢包切換至 ${chain}。` : '無法切換你的錢包網絡。',
    switchChainNotSupported: (chain) =>
      chain ? `請在錢包中將網絡切換至 ${chain}。` : '請在錢包中切換網絡。',
    networkUnavailable: (chain) =>
      chain ? `現時無法連線至 ${chain}。` : '現時無法連線至網絡。',
    unknown: '錢包發生問題。請再試一次。',
    notFromAccount:
      '錢包回傳了一筆並非由你的帳戶發出的交易，因此未有列入清單。',
    setup: '此頁面設定有誤。請重新載入頁面。',
  },
}
