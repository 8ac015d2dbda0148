import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Japanese. */
export const ja: Messages = {
  lang: 'ja',
  dir: 'ltr',

  dialog: {
    close: '閉じる',
  },

  copy: {
    failed:
      'コピーできませんでした。テキストを選択して手動でコピーしてください。',
  },

  wallet: {
    connect: 'ウォレットを接続',
    browserWallet: 'ブラウザウォレット',
    restoring: 'セッションを復元しています…',
    accountHint: 'アカウントの詳細を開く',
    unsupportedNetwork: '未対応のネットワーク',
    unknownNetwork: (chainId) => `チェーン ${chainId}`,
  },

  connect: {
    newToWallets: 'ウォレットは初めてですか？',
    learnAboutWallets: 'ウォレットについて知る',
    title: 'ウォレットを接続',
    intro: (app) => `${app} で使うウォレットを選んでください。`,
    recent: '最近使用',
    installed: 'このブラウザにインストール済み',
    detected: 'このブラウザで検出',
    appOrExtension: (wallet) => `${isolate(wallet)} アプリまたは拡張機能`,
    popup: (wallet) => `${isolate(wallet)} のウィンドウを開きます`,
    legacy: (wallet) => `従来の ${isolate(wallet)} 接続`,
    scanWith: (wallet) => `スマートフォンの ${isolate(wallet)} でスキャン`,
    appOnDevice: (wallet) => `この端末の ${isolate(wallet)} アプリを使う`,
    getNamed: (wallet) => `${isolate(wallet)} を入手`,
    groups: {
      installed: 'インストール済み',
      popular: '人気',
      more: 'その他のウォレット',
    },
    walletConnect: 'スマートフォンのウォレットでスキャン',
    walletConnectTouch: 'この端末のウォレットアプリを開く',
    notInstalled: '未インストール',
    notInstalledHelp:
      'ブラウザウォレットは、鍵を保管し、サイトが使う前にあなたの許可を求める拡張機能です。インストールしてこのページを再読み込みするか、別の方法を選んでください。',
    getWallet: 'ウォレットを探す（新しいタブで開きます）',
    getWalletUrl: 'https://ethereum.org/ja/wallets/find-wallet/',
    notConfigured: 'このサイトではまだ設定されていません',
    confirmIn: (wallet) => `${isolate(wallet)} で承認してください`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} が ${app} への接続を求めています。そちらでリクエストを承認してください。`,
    opening: (wallet) => `${isolate(wallet)} を開いています…`,
    cancel: 'キャンセル',
    tryAgain: '再試行',
    back: '別のウォレットを選ぶ',
    connected: (wallet) => `${isolate(wallet)} で接続しました。`,
    cancelled: '接続をキャンセルしました。',
    rdnsShared: (rdns) =>
      `複数のウォレットが ${isolate(rdns)} を名乗っています`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect の QR コード',
    scan: 'スマートフォンのウォレットアプリでこのコードをスキャンしてください。',
    preparing: 'QR コードを準備しています…',
    copyLink: 'リンクをコピー',
    linkCopied: 'リンクをコピーしました。',
  },

  phone: {
    openNamed: (wallet) => `${isolate(wallet)} を開く`,
    preparing: 'リンクを準備しています…',
    waitingHelp: (wallet) =>
      `${isolate(wallet)} で承認してから、このページに戻ってください。`,
    notOpened: (wallet) =>
      `${isolate(wallet)} が開きませんでした。この端末にインストールされていますか？`,
    rejectedIn: (wallet) => `${isolate(wallet)} で拒否されました。`,
    startOver: '最初からやり直す',
    inApp:
      'このアプリ内のブラウザではウォレットアプリを開けないことがあります。接続するには、このページをスマートフォンのブラウザで開いてください。',
    openInBrowser: 'ブラウザで開く',
    openDesktopApp: 'デスクトップアプリを開く',
  },

  account: {
    title: 'アカウント',
    address: 'アドレス',
    network: 'ネットワーク',
    balance: '残高',
    wallet: 'ウォレット',
    loading: '読み込み中…',
    unavailable: '取得できません',
    tokens: 'トークン残高',
    retrying: '応答があるまで再試行します。',
    copyAddress: 'アドレスをコピー',
    addressCopied: 'アドレスをコピーしました。',
    viewOnExplorer: 'エクスプローラーで見る',
    explorerHint: (explorer) => `${explorer}（新しいタブで開きます）`,
    disconnect: '切断',
    disconnecting: '切断しています…',
  },

  network: {
    switchTitle: 'ネットワークを切り替え',
    label: 'ネットワーク',
    current: '接続中',
    switching: (chain) => `${chain} に切り替えています…`,
    adding: (chain) => `${chain} をウォレットに追加しています…`,
    confirmIn: (wallet) => `${isolate(wallet)} で承認してください。`,
    switched: (chain) => `${chain} に切り替えました。`,
    switchInWallet: (chain) =>
      `ウォレットでネットワークを ${chain} に切り替えてください。`,
  },

  unsupported: {
    title: '未対応のネットワーク',
    body: (chainId, app) =>
      `ウォレットが ${app} の対応していないネットワーク（チェーン ${chainId}）に接続されています。`,
    switchTo: (chain) => `${chain} に切り替える`,
  },

  sign: {
    title: 'メッセージに署名',
    intro:
      '署名すると、このアカウントを管理していることを証明できます。無料で、トランザクションは送信されません。',
    message: 'メッセージ',
    submit: 'メッセージに署名',
    signature: '署名',
    copySignature: '署名をコピー',
    signatureCopied: '署名をコピーしました。',
    confirmIn: (wallet) => `${isolate(wallet)} で署名を承認してください。`,
    verified: (signer) =>
      `署名を検証しました。${isolate(signer)} による署名です。`,
    notVerified: 'この署名はこのアカウントのものとして検証できません。',
    notChecked: '署名を確認できませんでした。後でもう一度お試しください。',
  },

  token: {
    title: 'トークンを追加',
    intro: 'ウォレットに表示されるリストに ERC-20 トークンを追加します。',
    address: 'トークンアドレス',
    addressHint: (digits) =>
      plural('ja', digits, { other: '0x に続く # 桁の16進数。' }),
    symbol: 'シンボル',
    symbolHint: (max) =>
      plural('ja', max, {
        other: '1〜# 文字。ウォレットにこのまま表示されます。',
      }),
    decimals: '小数点以下の桁数',
    decimalsHint: '0〜36 の整数。ほとんどのトークンは 18 です。',
    image: '画像 URL',
    imageHint: '任意：https:// または data:image のアドレス。',
    submit: 'ウォレットに追加',
    suggestions: '既知のトークン：',
    suggestion: (symbol) => `${isolate(symbol)} を入力`,
    confirmIn: (wallet) => `${isolate(wallet)} で承認してください。`,
    added: (symbol) => `${isolate(symbol)} をウォレットに追加しました。`,
    declined: (symbol) =>
      `ウォレットは ${isolate(symbol)} を追加しませんでした。`,
    unsupported: 'お使いのウォレットはトークンの追加に対応していません。',
    invalid: {
      address: (digits) =>
        plural('ja', digits, {
          other:
            'トークンアドレスを入力してください（0x に続く # 桁の16進数）。',
        }),
      checksum:
        'このアドレスの大文字・小文字がチェックサムと一致しません。入力ミスがないか確認してください。',
      symbol: (max) =>
        plural('ja', max, {
          other: '1〜# 文字のシンボルを入力してください。',
        }),
      decimals: '0〜36 の整数を入力してください。',
      image: 'https:// または data:image/ で始まるアドレスを使用してください。',
    },
  },

  errors: {
    userRejected: 'ウォレットでリクエストが拒否されました。',
    unauthorized:
      'このリクエストはウォレットで許可されていません。もう一度接続してください。',
    unsupportedMethod: 'お使いのウォレットはこのリクエストに対応していません。',
    disconnected: 'ウォレットが切断されています。もう一度接続してください。',
    chainDisconnected: (chain) =>
      chain
        ? `ウォレットが ${chain} に接続されていません。`
        : 'ウォレットがこのネットワークに接続されていません。',
    pairingExpired:
      'ウォレットが応答する前にQRコードの有効期限が切れました。新しいコードを表示して、もう一度スキャンしてください。',
    requestPending:
      'ウォレットで別のリクエストが待機中です。ウォレットを開いて続けてください。',
    internal: 'ウォレットで問題が発生しました。もう一度お試しください。',
    providerNotFound:
      'このウォレットはこのブラウザにインストールされていません。インストールするか、別のウォレットを選んでください。',
    connectorNotConfigured:
      'このウォレットはこのサイトで設定されていません。別のウォレットを選んでください。',
    connectorRequired: '接続するウォレットを選んでください。',
    messageRequired: '署名するメッセージを入力してください。',
    addressRequired: '名前を調べるにはアドレスが必要です。',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} はこのサイトでは使用できません。`
        : 'このネットワークはこのサイトでは使用できません。',
    addChain: (chain) =>
      chain
        ? `${chain} をウォレットに追加できませんでした。`
        : 'ネットワークをウォレットに追加できませんでした。',
    switchChain: (chain) =>
      chain
        ? `ウォレットを ${chain} に切り替えられませんでした。`
        : 'ウォレットのネットワークを切り替えられませんでした。',
    switchChainNotSupported: (chain) =>
      chain
        ? `ウォレットでネットワークを ${chain} に切り替えてください。`
        : 'ウォレットでネットワークを切り替えてください。',
    networkUnavailable: (chain) =>
      chain
        ? `現在 ${chain} に接続できません。`
        : '現在ネットワークに接続できません。',
    unknown: 'ウォレットで問題が発生しました。もう一度お試しください。',
    notFromAccount:
      'ウォレットが、このアカウントから送信されていないトランザクションを返しました。一覧には追加されません。',
    setup: 'このページは正しく設定されていません。再読み込みしてください。',
  },
}
