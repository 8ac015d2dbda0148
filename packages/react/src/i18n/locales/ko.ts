import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Korean. */
export const ko: Messages = {
  lang: 'ko',
  dir: 'ltr',

  dialog: {
    close: '닫기',
  },

  copy: {
    failed: '복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요.',
  },

  wallet: {
    connect: '지갑 연결',
    browserWallet: '브라우저 지갑',
    restoring: '세션을 복원하는 중…',
    accountHint: '계정 세부 정보 열기',
    unsupportedNetwork: '지원되지 않는 네트워크',
    unknownNetwork: (chainId) => `체인 ${chainId}`,
  },

  connect: {
    newToWallets: '지갑이 처음이신가요?',
    learnAboutWallets: '지갑 알아보기',
    title: '지갑 연결',
    intro: (app) => `${app}에서 사용할 지갑을 선택하세요.`,
    recent: '최근 사용',
    installed: '이 브라우저에 설치됨',
    detected: '이 브라우저에서 발견됨',
    appOrExtension: (wallet) => `${isolate(wallet)} 앱 또는 확장 프로그램`,
    popup: (wallet) => `${isolate(wallet)} 창을 엽니다`,
    legacy: (wallet) => `이전 ${isolate(wallet)} 연결`,
    scanWith: (wallet) => `휴대폰의 ${isolate(wallet)}(으)로 스캔`,
    appOnDevice: (wallet) => `이 기기의 ${isolate(wallet)} 앱 사용`,
    getNamed: (wallet) => `${isolate(wallet)} 받기`,
    groups: {
      installed: '설치됨',
      popular: '인기',
      more: '기타 지갑',
    },
    walletConnect: '휴대폰의 지갑으로 스캔',
    walletConnectTouch: '이 기기의 지갑 앱 열기',
    notInstalled: '설치되지 않음',
    notInstalledHelp:
      '브라우저 지갑은 키를 보관하고, 사이트가 사용하기 전에 허락을 구하는 확장 프로그램입니다. 지갑을 설치한 후 이 페이지를 새로고침하거나 다른 옵션을 선택하세요.',
    getWallet: '지갑 찾기(새 탭에서 열림)',
    getWalletUrl: 'https://ethereum.org/ko/wallets/find-wallet/',
    notConfigured: '이 사이트에 아직 설정되지 않음',
    confirmIn: (wallet) => `${isolate(wallet)}에서 확인하세요`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)}에서 ${app} 연결을 요청하고 있습니다. 지갑에서 요청을 승인하세요.`,
    opening: (wallet) => `${isolate(wallet)} 여는 중…`,
    cancel: '취소',
    tryAgain: '다시 시도',
    back: '다른 지갑 선택',
    connected: (wallet) => `${isolate(wallet)}(으)로 연결되었습니다.`,
    cancelled: '연결이 취소되었습니다.',
    rdnsShared: (rdns) => `여러 지갑이 ${isolate(rdns)}을(를) 주장합니다`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect QR 코드',
    scan: '휴대폰의 지갑 앱으로 이 코드를 스캔하세요.',
    preparing: 'QR 코드를 준비하는 중…',
    copyLink: '링크 복사',
    linkCopied: '링크가 복사되었습니다.',
  },

  phone: {
    openNamed: (wallet) => `${isolate(wallet)} 열기`,
    preparing: '링크를 준비하는 중…',
    waitingHelp: (wallet) =>
      `${isolate(wallet)}에서 승인한 다음 이 페이지로 돌아오세요.`,
    notOpened: (wallet) =>
      `${isolate(wallet)}이(가) 열리지 않았습니다. 이 휴대폰에 설치되어 있나요?`,
    rejectedIn: (wallet) => `${isolate(wallet)}에서 거부되었습니다.`,
    startOver: '처음부터 다시',
    inApp:
      '이 앱의 브라우저에서는 지갑 앱이 열리지 않을 수 있습니다. 연결하려면 휴대폰 브라우저에서 이 페이지를 여세요.',
    openInBrowser: '브라우저에서 열기',
    openDesktopApp: '데스크톱 앱 열기',
  },

  account: {
    title: '계정',
    address: '주소',
    network: '네트워크',
    balance: '잔액',
    wallet: '지갑',
    loading: '불러오는 중…',
    unavailable: '확인할 수 없음',
    tokens: '토큰 잔액',
    retrying: '응답이 있을 때까지 다시 시도합니다.',
    copyAddress: '주소 복사',
    addressCopied: '주소가 복사되었습니다.',
    viewOnExplorer: '익스플로러에서 보기',
    explorerHint: (explorer) => `${explorer}, 새 탭에서 열림`,
    disconnect: '연결 해제',
    disconnecting: '연결을 해제하는 중…',
  },

  network: {
    switchTitle: '네트워크 전환',
    label: '네트워크',
    current: '연결됨',
    switching: (chain) => `${chain}(으)로 전환하는 중…`,
    adding: (chain) => `지갑에 ${chain} 추가하는 중…`,
    confirmIn: (wallet) => `${isolate(wallet)}에서 확인하세요.`,
    switched: (chain) => `${chain}(으)로 전환되었습니다.`,
    switchInWallet: (chain) => `지갑에서 네트워크를 ${chain}(으)로 전환하세요.`,
  },

  unsupported: {
    title: '지원되지 않는 네트워크',
    body: (chainId, app) =>
      `지갑이 ${app}에서 지원하지 않는 네트워크(체인 ${chainId})에 있습니다.`,
    switchTo: (chain) => `${chain}(으)로 전환`,
  },

  sign: {
    title: '메시지 서명',
    intro:
      '서명으로 이 계정을 소유하고 있음을 증명합니다. 무료이며 트랜잭션을 보내지 않습니다.',
    message: '메시지',
    submit: '메시지 서명',
    signature: '서명',
    copySignature: '서명 복사',
    signatureCopied: '서명이 복사되었습니다.',
    confirmIn: (wallet) => `${isolate(wallet)}에서 서명을 확인하세요.`,
    verified: (signer) =>
      `서명이 확인되었습니다. ${isolate(signer)}의 서명입니다.`,
    notVerified: '이 계정의 서명으로 확인되지 않습니다.',
    notChecked: '서명을 확인할 수 없습니다. 나중에 다시 시도하세요.',
  },

  token: {
    title: '토큰 추가',
    intro: '지갑에 표시되는 목록에 ERC-20 토큰을 추가합니다.',
    address: '토큰 주소',
    addressHint: (digits) =>
      plural('ko', digits, { other: '0x 뒤에 16진수 #자리.' }),
    symbol: '심볼',
    symbolHint: (max) =>
      plural('ko', max, { other: '1~#자, 지갑에 표시되는 그대로.' }),
    decimals: '소수 자릿수',
    decimalsHint: '0~36 사이의 정수. 대부분의 토큰은 18입니다.',
    image: '이미지 URL',
    imageHint: '선택 사항: https:// 또는 data:image 주소.',
    submit: '지갑에 추가',
    suggestions: '알려진 토큰:',
    suggestion: (symbol) => `${isolate(symbol)} 입력`,
    confirmIn: (wallet) => `${isolate(wallet)}에서 확인하세요.`,
    added: (symbol) => `${isolate(symbol)}이(가) 지갑에 추가되었습니다.`,
    declined: (symbol) =>
      `지갑에서 ${isolate(symbol)}을(를) 추가하지 않았습니다.`,
    unsupported: '사용 중인 지갑은 토큰 추가를 지원하지 않습니다.',
    invalid: {
      address: (digits) =>
        plural('ko', digits, {
          other: '토큰 주소를 입력하세요. 0x 뒤에 16진수 #자리입니다.',
        }),
      checksum:
        '이 주소의 대소문자가 체크섬과 일치하지 않습니다. 오타가 없는지 확인하세요.',
      symbol: (max) =>
        plural('ko', max, { other: '1~#자의 심볼을 입력하세요.' }),
      decimals: '0~36 사이의 정수를 입력하세요.',
      image: 'https:// 또는 data:image/로 시작하는 주소를 사용하세요.',
    },
  },

  errors: {
    userRejected: '지갑에서 요청을 거부했습니다.',
    unauthorized: '지갑이 이 요청을 승인하지 않았습니다. 다시 연결하세요.',
    unsupportedMethod: '사용 중인 지갑은 이 요청을 지원하지 않습니다.',
    disconnected: '지갑 연결이 끊어졌습니다. 다시 연결하세요.',
    chainDisconnected: (chain) =>
      chain
        ? `지갑이 ${chain}에 연결되어 있지 않습니다.`
        : '지갑이 이 네트워크에 연결되어 있지 않습니다.',
    pairingExpired:
      '지갑이 응답하기 전에 QR 코드가 만료되었습니다. 새 코드를 표시하고 다시 스캔하세요.',
    requestPending:
      '지갑에서 이미 대기 중인 요청이 있습니다. 지갑을 열어 계속하세요.',
    internal: '지갑에 문제가 발생했습니다. 다시 시도하세요.',
    providerNotFound:
      '이 브라우저에 해당 지갑이 설치되어 있지 않습니다. 설치하거나 다른 지갑을 선택하세요.',
    connectorNotConfigured:
      '이 사이트에 해당 지갑이 설정되어 있지 않습니다. 다른 지갑을 선택하세요.',
    connectorRequired: '연결할 지갑을 선택하세요.',
    messageRequired: '서명할 메시지를 입력하세요.',
    addressRequired: '이름을 조회하려면 주소가 필요합니다.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain}은(는) 여기에서 지원되지 않습니다.`
        : '이 네트워크는 여기에서 지원되지 않습니다.',
    addChain: (chain) =>
      chain
        ? `지갑에 ${chain}을(를) 추가하지 못했습니다.`
        : '지갑에 네트워크를 추가하지 못했습니다.',
    switchChain: (chain) =>
      chain
        ? `지갑을 ${chain}(으)로 전환하지 못했습니다.`
        : '지갑의 네트워크를 전환하지 못했습니다.',
    switchChainNotSupported: (chain) =>
      chain
        ? `지갑에서 네트워크를 ${chain}(으)로 전환하세요.`
        : '지갑에서 네트워크를 전환하세요.',
    networkUnavailable: (chain) =>
      chain
        ? `지금은 ${chain}에 연결할 수 없습니다.`
        : '지금은 네트워크에 연결할 수 없습니다.',
    unknown: '지갑에 문제가 발생했습니다. 다시 시도하세요.',
    notFromAccount:
      '지갑이 이 계정에서 보내지 않은 트랜잭션으로 응답했습니다. 목록에 추가되지 않습니다.',
    setup: '이 페이지가 올바르게 설정되지 않았습니다. 페이지를 새로고침하세요.',
  },
}
