import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Chinese (Simplified). */
export const zhCN: AppMessages = {
  app: {
    intro: '连接钱包后，即可查看账户、切换网络、签署消息，并将代币添加到钱包。',
    connectedIntro: '你的钱包已连接。你可以切换网络、签署消息或添加代币。',
    title: '你的钱包',
    footer: 'Latch 从不接触你的密钥：签名由钱包完成，Latch 只发出请求。',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch 所附软件的许可证',
  },
  notFound: {
    title: '页面未找到',
    body: '此地址没有任何内容。',
    home: '返回首页',
  },
  theme: {
    label: '主题',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  language: {
    label: '语言',
  },
}
