import { fsi } from '../locales/fsi.ts'
import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (he). */
export const he: TransactionMessages = {
  title: 'עסקאות אחרונות',
  empty: 'העסקאות שתשלחו יופיעו כאן.',
  clear: 'ניקוי',
  pending: 'ממתינה',
  confirmed: 'אושרה',
  failed: 'נכשלה',
  replaced: 'הוחלפה',
  cancelled: 'בוטלה',
  dropped: 'נזרקה',
  partial: 'חלק מהקריאות שלה נכשלו.',
  notExecuted: 'הארנק לא ביצע אותה: דבר לא נשלח.',
  pendingCount: (count) =>
    plural('he', count, { one: '# ממתינה', other: '# ממתינות' }),
  sentAtomic: 'נשלחה כעסקה אחת: כל הקריאות מתבצעות, או אף אחת.',
  sentSequential: 'נשלחה אחת אחת: כל קריאה היא עסקה נפרדת.',
  gasPaidBy: (app) => `הגז על חשבון ${fsi(app)}`,
  youPayGas: 'את הגז משלמים אתם',
  sponsored: 'הגז שולם עבורכם',
  sponsorshipUnavailable: (app) =>
    `${fsi(app)} לא יכול לשלם את הגז עבור הארנק הזה ברשת הזו. דבר לא נשלח.`,
  sponsorshipFailed: 'נותן החסות לא שילם את הגז עבור הפעולה הזו. דבר לא נשלח.',
}
