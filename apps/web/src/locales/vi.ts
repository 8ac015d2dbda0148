import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Vietnamese. */
export const vi: AppMessages = {
  app: {
    intro:
      'Kết nối ví để xem tài khoản, chuyển mạng, ký tin nhắn và thêm token vào ví của bạn.',
    connectedIntro:
      'Ví của bạn đã được kết nối. Hãy chuyển mạng, ký tin nhắn hoặc thêm token.',
    title: 'Ví của bạn',
    footer:
      'Latch không bao giờ thấy khóa của bạn: ví của bạn ký, Latch chỉ yêu cầu.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Giấy phép của phần mềm đi kèm Latch',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Không có gì ở địa chỉ này.',
    home: 'Về trang chủ',
  },
  theme: {
    label: 'Giao diện',
    system: 'Hệ thống',
    light: 'Sáng',
    dark: 'Tối',
  },
  language: {
    label: 'Ngôn ngữ',
  },
}
