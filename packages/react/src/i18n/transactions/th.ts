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
  gasPaidBy: (app) => `${app} เป็นผู้จ่ายค่าแก๊ส`,
  youPayGas: 'คุณเป็นผู้จ่ายค่าแก๊ส',
  sponsored: 'มีผู้จ่ายค่าแก๊สให้คุณแล้ว',
  sponsorshipUnavailable: (app) =>
    `${app} ไม่สามารถจ่ายค่าแก๊สให้วอลเล็ตนี้บนเครือข่ายนี้ได้ ไม่มีสิ่งใดถูกส่ง`,
  sponsorshipFailed: 'ผู้สนับสนุนไม่ได้จ่ายค่าแก๊สสำหรับรายการนี้ ไม่มีสิ่งใดถูกส่ง',
}
