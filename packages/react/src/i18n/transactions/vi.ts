import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (vi). */
export const vi: TransactionMessages = {
  title: 'Giao dịch gần đây',
  empty: 'Các giao dịch bạn gửi sẽ hiện ở đây.',
  clear: 'Xóa',
  pending: 'Đang chờ',
  confirmed: 'Đã xác nhận',
  failed: 'Thất bại',
  replaced: 'Đã thay thế',
  cancelled: 'Đã hủy',
  dropped: 'Đã bị loại bỏ',
  partial: 'Một số lệnh gọi của nó đã thất bại.',
  notExecuted: 'Ví đã không thực hiện: không có gì được gửi.',
  pendingCount: (count) => plural('vi', count, { other: '# đang chờ' }),
  sentAtomic:
    'Đã gửi thành một giao dịch: mọi lệnh gọi đều chạy, hoặc không lệnh nào chạy.',
  sentSequential: 'Đã gửi từng lệnh một: mỗi lệnh gọi là một giao dịch riêng.',
}
