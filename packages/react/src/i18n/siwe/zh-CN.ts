import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (zh-CN). */
export const zhCN: SiweMessages = {
  signIn: '登录',
  signOut: '退出登录',
  stepTitle: (app) => `登录 ${app}`,
  stepIntro: (app) =>
    `签名一条消息，向 ${app} 证明你控制此账户：签名免费，不会发送任何交易，也不产生 Gas 费。`,
  notNow: '以后再说',
  confirmIn: (wallet) => `请在 ${isolate(wallet)} 中确认登录。`,
  verifying: '正在核验登录…',
  signedInAs: (name) => `已登录为 ${isolate(name)}`,
  refused: '服务器未接受此次登录。请重试。',
  unavailable: '现在无法登录。请稍后重试。',
}
