import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Chinese (Traditional, Hong Kong). */
export const zhHK: AppMessages = {
  app: {
    intro:
      '連接錢包後，即可查看帳戶、切換網絡、簽署訊息，以及將代幣新增至錢包。',
    connectedIntro: '你的錢包已連接。你可以切換網絡、簽署訊息或新增代幣。',
    title: '你的錢包',
    footer: 'Latch 從不接觸你的金鑰：簽名由錢包完成，Latch 只發出要求。',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch 隨附軟件的授權條款',
  },
  notFound: {
    title: '找不到頁面',
    body: '此地址沒有任何內容。',
    home: '返回主頁',
  },
  theme: {
    label: '主題',
    system: '跟隨系統',
    light: '淺色',
    dark: '深色',
  },
  language: {
    label: '語言',
  },
}
