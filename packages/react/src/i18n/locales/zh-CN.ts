import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Chinese (Simplified). */
export const zhCN: Messages = {
  lang: 'zh-CN',
  dir: 'ltr',

  dialog: {
    close: '关闭',
  },

  copy: {
    failed: '无法复制：请选中文本后自行复制。',
  },

  wallet: {
    connect: '连接钱包',
    browserWallet: '浏览器钱包',
    restoring: '正在恢复会话…',
    accountHint: '打开账户详情',
    unsupportedNetwork: '不支持的网络',
    unknownNetwork: (chainId) => `链 ${chainId}`,
  },

  connect: {
    newToWallets: '初次使用钱包？',
    learnAboutWallets: '了解钱包',
    title: '连接钱包',
    intro: (app) => `请选择要在 ${app} 中使用的钱包。`,
    recent: '最近使用',
    installed: '已安装在此浏览器中',
    detected: '在此浏览器中检测到',
    appOrExtension: (wallet) => `${isolate(wallet)} 应用或扩展程序`,
    popup: (wallet) => `打开 ${isolate(wallet)} 窗口`,
    legacy: (wallet) => `旧版 ${isolate(wallet)} 连接`,
    scanWith: (wallet) => `用手机上的 ${isolate(wallet)} 扫描`,
    appOnDevice: (wallet) => `在此设备上使用 ${isolate(wallet)} 应用`,
    getNamed: (wallet) => `获取 ${isolate(wallet)}`,
    groups: {
      installed: '已安装',
      popular: '热门',
      more: '更多钱包',
    },
    walletConnect: '使用手机上的钱包扫码',
    walletConnectTouch: '打开此设备上的钱包应用',
    notInstalled: '未安装',
    notInstalledHelp:
      '浏览器钱包是一种扩展程序，它保管你的密钥，并在网站使用之前征求你的同意。请安装一个后刷新此页面，或选择其他方式。',
    getWallet: '查找钱包（在新标签页中打开）',
    getWalletUrl: 'https://ethereum.org/zh/wallets/find-wallet/',
    notConfigured: '此网站尚未设置',
    confirmIn: (wallet) => `请在 ${isolate(wallet)} 中确认`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} 正在请求你连接到 ${app}。请在钱包中批准该请求。`,
    opening: (wallet) => `正在打开 ${isolate(wallet)}…`,
    cancel: '取消',
    tryAgain: '重试',
    back: '选择其他钱包',
    connected: (wallet) => `已通过 ${isolate(wallet)} 连接。`,
    cancelled: '已取消连接。',
    rdnsShared: (rdns) => `有多个钱包声称是 ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect 二维码',
    scan: '请用手机上的钱包应用扫描此二维码。',
    preparing: '正在生成二维码…',
    copyLink: '复制链接',
    linkCopied: '链接已复制。',
  },

  phone: {
    openNamed: (wallet) => `打开 ${isolate(wallet)}`,
    preparing: '正在准备链接…',
    waitingHelp: (wallet) => `请在 ${isolate(wallet)} 中批准，然后返回此页面。`,
    notOpened: (wallet) => `${isolate(wallet)} 没有打开。此手机上是否已安装？`,
    rejectedIn: (wallet) => `已在 ${isolate(wallet)} 中拒绝。`,
    startOver: '重新开始',
    inApp:
      '此应用内的浏览器可能无法打开钱包应用。请在手机浏览器中打开此页面进行连接。',
    openInBrowser: '在浏览器中打开',
    openDesktopApp: '打开桌面应用',
  },

  account: {
    title: '账户',
    address: '地址',
    network: '网络',
    balance: '余额',
    wallet: '钱包',
    loading: '加载中…',
    unavailable: '无法获取',
    tokens: '代币余额',
    retrying: '将持续重试，直到网络响应。',
    copyAddress: '复制地址',
    addressCopied: '地址已复制。',
    viewOnExplorer: '在浏览器中查看',
    explorerHint: (explorer) => `${explorer}，在新标签页中打开`,
    disconnect: '断开连接',
    disconnecting: '正在断开连接…',
  },

  network: {
    switchTitle: '切换网络',
    label: '网络',
    current: '已连接',
    switching: (chain) => `正在切换到 ${chain}…`,
    adding: (chain) => `正在将 ${chain} 添加到钱包…`,
    confirmIn: (wallet) => `请在 ${isolate(wallet)} 中确认。`,
    switched: (chain) => `已切换到 ${chain}。`,
    switchInWallet: (chain) => `请在钱包中将网络切换到 ${chain}。`,
  },

  unsupported: {
    title: '不支持的网络',
    body: (chainId, app) =>
      `你的钱包当前所在的网络不受 ${app} 支持（链 ${chainId}）。`,
    switchTo: (chain) => `切换到 ${chain}`,
  },

  sign: {
    title: '签署消息',
    intro: '签名可证明你控制此账户。签名免费，不会发送任何交易。',
    message: '消息',
    submit: '签署消息',
    signature: '签名',
    copySignature: '复制签名',
    signatureCopied: '签名已复制。',
    confirmIn: (wallet) => `请在 ${isolate(wallet)} 中确认签名。`,
    verified: (signer) => `签名验证通过：由 ${isolate(signer)} 签署。`,
    notVerified: '此签名与该账户不符，验证未通过。',
    notChecked: '暂时无法验证签名，请稍后重试。',
  },

  token: {
    title: '添加代币',
    intro: '将 ERC-20 代币添加到钱包显示的列表中。',
    address: '代币地址',
    addressHint: (digits) =>
      plural('zh-CN', digits, { other: '0x 后接 # 位十六进制字符。' }),
    symbol: '符号',
    symbolHint: (max) =>
      plural('zh-CN', max, { other: '1 至 # 个字符，即钱包中显示的名称。' }),
    decimals: '小数位数',
    decimalsHint: '0 至 36 之间的整数；大多数代币为 18。',
    image: '图片网址',
    imageHint: '可选：https:// 或 data:image 地址。',
    submit: '添加到钱包',
    suggestions: '已知代币：',
    suggestion: (symbol) => `填入 ${isolate(symbol)}`,
    confirmIn: (wallet) => `请在 ${isolate(wallet)} 中确认。`,
    added: (symbol) => `${isolate(symbol)} 已添加到你的钱包。`,
    declined: (symbol) => `你的钱包未添加 ${isolate(symbol)}。`,
    unsupported: '你的钱包不支持添加代币。',
    invalid: {
      address: (digits) =>
        plural('zh-CN', digits, {
          other: '请输入代币地址：0x 后接 # 位十六进制字符。',
        }),
      checksum: '此地址的大小写与其校验和不符，请检查是否有输入错误。',
      symbol: (max) =>
        plural('zh-CN', max, { other: '请输入 1 至 # 个字符的符号。' }),
      decimals: '请输入 0 至 36 之间的整数。',
      image: '请使用以 https:// 或 data:image/ 开头的地址。',
    },
  },

  errors: {
    userRejected: '你在钱包中拒绝了该请求。',
    unauthorized: '你的钱包尚未授权此请求。请重新连接。',
    unsupportedMethod: '你的钱包不支持此请求。',
    disconnected: '你的钱包已断开连接。请重新连接。',
    chainDisconnected: (chain) =>
      chain ? `你的钱包未连接到 ${chain}。` : '你的钱包未连接到此网络。',
    pairingExpired: '二维码在钱包响应前已过期。请显示新的二维码并重新扫描。',
    requestPending: '钱包中已有一个待处理的请求。请打开钱包继续。',
    internal: '你的钱包出现问题。请重试。',
    providerNotFound: '此浏览器未安装该钱包。请安装，或选择其他钱包。',
    connectorNotConfigured: '此网站尚未设置该钱包。请选择其他钱包。',
    connectorRequired: '请选择要连接的钱包。',
    messageRequired: '请输入要签署的消息。',
    addressRequired: '需要地址才能查询其名称。',
    chainNotConfigured: (chain) =>
      chain ? `此处不支持 ${chain}。` : '此处不支持该网络。',
    addChain: (chain) =>
      chain
        ? `无法将 ${chain} 添加到你的钱包。`
        : '无法将该网络添加到你的钱包。',
    switchChain: (chain) =>
      chain ? `无法将你的钱包切换到 ${chain}。` : '无法切换你的钱包网络。',
    switchChainNotSupported: (chain) =>
      chain ? `请在钱包中将网络切换到 ${chain}。` : '请在钱包中切换网络。',
    networkUnavailable: (chain) =>
      chain ? `目前无法连接到 ${chain}。` : '目前无法连接到网络。',
    unknown: '钱包出现问题。请重试。',
    notFromAccount: '钱包返回了一笔并非由你的账户发送的交易，因此未列入列表。',
    setup: '此页面设置有误。请刷新页面。',
  },
}
