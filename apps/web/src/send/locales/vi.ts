import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Vietnamese. */
export const vi: SendMessages = {
  title: 'Gửi giao dịch',
  intro:
    'Gửi ETH hoặc token demo tới một địa chỉ hay tên ENS, rồi theo dõi ở mục Giao dịch gần đây trong hộp thoại tài khoản.',
  recipient: 'Người nhận',
  recipientHint: 'Một địa chỉ (0x…) hoặc tên ENS.',
  amount: 'Số lượng',
  amountHint: 'Một số như 0.5, dùng dấu chấm trước phần thập phân.',
  asset: 'Tài sản',
  submit: 'Gửi',
  batch: 'Phê duyệt và gửi',
  batchHint:
    'Phê duyệt và gửi sẽ gửi token demo trong một lô: phê duyệt, rồi chuyển.',
  resolving: 'Đang tra cứu tên…',
  invalidRecipient:
    'Nhập một địa chỉ (0x và 40 ký tự thập lục phân) hoặc tên ENS.',
  nameNotFound: 'Tên này không trỏ tới địa chỉ nào.',
  invalidAmount: 'Nhập số lượng: một số như 0.5.',
  amountPrecision: 'Quá nhiều chữ số sau dấu chấm cho tài sản này.',
  amountZero: 'Nhập số lượng lớn hơn không.',
  sent: 'Đã gửi: theo dõi ở mục Giao dịch gần đây trong hộp thoại tài khoản.',
}
