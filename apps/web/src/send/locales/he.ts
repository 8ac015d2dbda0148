import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Hebrew. */
export const he: SendMessages = {
  title: 'שליחת עסקה',
  intro:
    'אפשר לשלוח ETH או את אסימון ההדגמה לכתובת או לשם ENS, ולעקוב אחריה תחת „עסקאות אחרונות” בחלון החשבון.',
  recipient: 'נמען',
  recipientHint: 'כתובת (0x…) או שם ENS.',
  amount: 'סכום',
  amountHint: 'מספר כמו 0.5, עם נקודה לפני הספרות העשרוניות.',
  asset: 'נכס',
  submit: 'שליחה',
  batch: 'אישור ושליחה',
  batchHint:
    '„אישור ושליחה” שולח את אסימון ההדגמה בחבילה אחת: אישור, ואז ההעברה.',
  resolving: 'מחפשים את השם…',
  invalidRecipient: 'יש להזין כתובת (0x ו־40 תווים הקסדצימליים) או שם ENS.',
  nameNotFound: 'השם הזה לא מפנה לאף כתובת.',
  invalidAmount: 'יש להזין סכום: מספר כמו 0.5.',
  amountPrecision: 'יותר מדי ספרות אחרי הנקודה לנכס הזה.',
  amountZero: 'יש להזין סכום גדול מאפס.',
  sent: 'נשלחה: אפשר לעקוב אחריה תחת „עסקאות אחרונות” בחלון החשבון.',
}
