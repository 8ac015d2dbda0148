import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (th). */
export const th: TransactionMessages = {
  title: 'ธุรกรรมล่าสุด',
  empty: 'ธุรกรรมที่คุณส่งจะแสดงที่นี่',
  clear: 'ล้าง',
  pending: 'รอดำเนินการ',
  confirmed: 'ยืนยันแล้ว',
  failed: 'ล้มเหลว',
  replaced: 'ถูกแทนที่',
  cancelled: 'ยกเลิกแล้ว',
  dropped: 'ถูกทิ้ง',
  partial: 'การเรียกบางรายการล้มเหลว',
  notExecuted: 'วอลเล็ตไม่ได้ดำเนินการ: ไม่มีสิ่งใดถูกส่ง',
  pendingCount: (count) =>
    plural('th', count, { other: 'รอดำเนินการ # รายการ' }),
  sentAtomic: 'ส่งเป็นธุรกรรมเดียว: ทุกการเรียกทำงานทั้งหมด หรือไม่ทำงานเลย',
  sentSequential: 'ส่งทีละรายการ: แต่ละการเรียกเป็นธุรกรรมแยกกัน',
}
