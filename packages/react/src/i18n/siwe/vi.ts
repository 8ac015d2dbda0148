import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (vi). */
export const vi: SiweMessages = {
  signIn: 'Đăng nhập',
  signOut: 'Đăng xuất',
  stepTitle: (app) => `Đăng nhập vào ${app}`,
  stepIntro: (app) =>
    `Ký một tin nhắn để chứng minh với ${app} rằng bạn kiểm soát tài khoản này: miễn phí, không có giao dịch và không tốn gas.`,
  notNow: 'Để sau',
  confirmIn: (wallet) => `Xác nhận đăng nhập trong ${isolate(wallet)}.`,
  verifying: 'Đang kiểm tra đăng nhập…',
  signedInAs: (name) => `Đã đăng nhập với tên ${isolate(name)}`,
  refused: 'Máy chủ không chấp nhận đăng nhập. Hãy thử lại.',
  unavailable: 'Hiện không thể đăng nhập. Hãy thử lại sau.',
}
