import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (ko). */
export const ko: SiweMessages = {
  signIn: '로그인',
  signOut: '로그아웃',
  stepTitle: (app) => `${app}에 로그인`,
  stepIntro: (app) =>
    `메시지에 서명해 이 계정을 관리하고 있음을 ${app}에 증명하세요. 무료이며 트랜잭션도 가스비도 없습니다.`,
  notNow: '나중에',
  confirmIn: (wallet) => `${isolate(wallet)}에서 로그인을 확인하세요.`,
  verifying: '로그인을 확인하는 중…',
  signedInAs: (name) => `${isolate(name)}(으)로 로그인됨`,
  refused: '서버가 로그인을 받아들이지 않았습니다. 다시 시도하세요.',
  unavailable: '지금은 로그인할 수 없습니다. 나중에 다시 시도하세요.',
}
