import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Thai. */
export const th: SendMessages = {
  title: 'ส่งธุรกรรม',
  intro: 'ส่ง ETH หรือโทเค็นสาธิตไปยังที่อยู่หรือชื่อ ENS แล้วติดตามได้ที่ธุรกรรมล่าสุดในหน้าต่างบัญชี',
  recipient: 'ผู้รับ',
  recipientHint: 'ที่อยู่ (0x…) หรือชื่อ ENS',
  amount: 'จำนวน',
  amountHint: 'ตัวเลขเช่น 0.5 ใช้จุดคั่นทศนิยม',
  asset: 'สินทรัพย์',
  submit: 'ส่ง',
  batch: 'อนุมัติและส่ง',
  batchHint: 'อนุมัติและส่งจะส่งโทเค็นสาธิตเป็นชุดเดียว: อนุมัติก่อน แล้วจึงโอน',
  resolving: 'กำลังค้นหาชื่อ…',
  invalidRecipient: 'ป้อนที่อยู่ (0x และอักขระฐานสิบหก 40 ตัว) หรือชื่อ ENS',
  nameNotFound: 'ชื่อนี้ไม่ได้ชี้ไปยังที่อยู่ใด',
  invalidAmount: 'ป้อนจำนวน: ตัวเลขเช่น 0.5',
  amountPrecision: 'ทศนิยมมากเกินไปสำหรับสินทรัพย์นี้',
  amountZero: 'ป้อนจำนวนที่มากกว่าศูนย์',
  sent: 'ส่งแล้ว: ติดตามได้ที่ธุรกรรมล่าสุดในหน้าต่างบัญชี',
}
