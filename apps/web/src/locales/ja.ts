import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Japanese. */
export const ja: AppMessages = {
  app: {
    intro:
      'ウォレットを接続すると、アカウントの確認、ネットワークの切り替え、メッセージへの署名、ウォレットへのトークン追加ができます。',
    connectedIntro:
      'ウォレットが接続されています。ネットワークの切り替え、メッセージへの署名、トークンの追加ができます。',
    title: 'あなたのウォレット',
    footer:
      'Latch があなたの鍵を見ることはありません。署名するのはウォレットで、Latch は依頼するだけです。',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch に含まれるソフトウェアのライセンス',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'このアドレスには何もありません。',
    home: 'ホームへ',
  },
  theme: {
    label: 'テーマ',
    system: 'システム',
    light: 'ライト',
    dark: 'ダーク',
  },
  language: {
    label: '言語',
  },
}
