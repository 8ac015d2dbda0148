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
  gasPaidBy: (app) => `Phí gas do ${app} trả`,
  youPayGas: 'Bạn tự trả phí gas',
  sponsored: 'Phí gas đã được trả thay bạn',
  sponsorshipUnavailable: (app) =>
    `${app} không thể trả phí gas cho ví này trên mạng này. Không có gì được gửi.`,
  sponsorshipFailed:
    'Nhà tài trợ đã không trả phí gas cho giao dịch này. Không có gì được gửi.',
}
