import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (zh-TW). */
export const zhTW: SiweMessages = {
  signIn: '登入',
  signOut: '登出',
  stepTitle: (app) => `登入 ${app}`,
  stepIntro: (app) =>
    `簽署一則訊息，向 ${app} 證明你掌控此帳戶：簽署免費，不會送出任何交易，也不會產生 Gas 費。`,
  notNow: '稍後再說',
  confirmIn: (wallet) => `請在 ${isolate(wallet)} 中確認登入。`,
  verifying: '正在驗證登入…',
  signedInAs: (name) => `已登入為 ${isolate(name)}`,
  refused: '伺服器未接受此次登入。請再試一次。',
  unavailable: '目前無法登入。請稍後再試。',
}
