import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Korean. */
export const ko: AppMessages = {
  app: {
    intro:
      '지갑을 연결하면 계정을 확인하고, 네트워크를 전환하고, 메시지에 서명하고, 지갑에 토큰을 추가할 수 있습니다.',
    connectedIntro:
      '지갑이 연결되었습니다. 네트워크를 전환하거나, 메시지에 서명하거나, 토큰을 추가하세요.',
    title: '내 지갑',
    footer:
      'Latch는 키를 절대 보지 않습니다. 서명은 지갑이 하고, Latch는 요청만 합니다.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch에 포함된 소프트웨어 라이선스',
  },
  notFound: {
    title: '페이지를 찾을 수 없음',
    body: '이 주소에는 아무것도 없습니다.',
    home: '홈으로',
  },
  theme: {
    label: '테마',
    system: '시스템',
    light: '라이트',
    dark: '다크',
  },
  language: {
    label: '언어',
  },
}
