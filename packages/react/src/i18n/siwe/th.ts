import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (th). */
export const th: SiweMessages = {
  signIn: 'ลงชื่อเข้าใช้',
  signOut: 'ออกจากระบบ',
  stepTitle: (app) => `ลงชื่อเข้าใช้ ${app}`,
  stepIntro: (app) =>
    `ลงนามข้อความเพื่อพิสูจน์ต่อ ${app} ว่าคุณควบคุมบัญชีนี้ ไม่มีค่าใช้จ่าย ไม่มีธุรกรรม และไม่มีค่าแก๊ส`,
  notNow: 'ไว้ทีหลัง',
  confirmIn: (wallet) => `ยืนยันการลงชื่อเข้าใช้ใน ${isolate(wallet)}`,
  verifying: 'กำลังตรวจสอบการลงชื่อเข้าใช้…',
  signedInAs: (name) => `ลงชื่อเข้าใช้เป็น ${isolate(name)}`,
  refused: 'เซิร์ฟเวอร์ไม่ยอมรับการลงชื่อเข้าใช้ โปรดลองอีกครั้ง',
  unavailable: 'ยังลงชื่อเข้าใช้ไม่ได้ในขณะนี้ โปรดลองใหม่ภายหลัง',
}
