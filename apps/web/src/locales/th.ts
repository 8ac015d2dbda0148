import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Thai. */
export const th: AppMessages = {
  app: {
    intro:
      'เชื่อมต่อกระเป๋าเงินเพื่อดูบัญชีของคุณ สลับเครือข่าย ลงนามข้อความ และเพิ่มโทเคนในกระเป๋าเงิน',
    connectedIntro:
      'เชื่อมต่อกระเป๋าเงินของคุณแล้ว สลับเครือข่าย ลงนามข้อความ หรือเพิ่มโทเคนได้',
    title: 'กระเป๋าเงินของคุณ',
    footer: 'Latch ไม่เคยเห็นคีย์ของคุณ กระเป๋าเงินของคุณเป็นผู้ลงนาม Latch เพียงแค่ขอ',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'สัญญาอนุญาตของซอฟต์แวร์ที่มาพร้อม Latch',
  },
  notFound: {
    title: 'ไม่พบหน้านี้',
    body: 'ไม่มีอะไรอยู่ที่ที่อยู่นี้',
    home: 'กลับหน้าแรก',
  },
  theme: {
    label: 'ธีม',
    system: 'ตามระบบ',
    light: 'สว่าง',
    dark: 'มืด',
  },
  language: {
    label: 'ภาษา',
  },
}
