import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Arabic. */
export const ar: SendMessages = {
  title: 'إرسال معاملة',
  intro:
    'أرسل ETH أو الرمز التجريبي إلى عنوان أو اسم ENS، ثم تابعها في «المعاملات الأخيرة» في نافذة الحساب.',
  recipient: 'المستلم',
  recipientHint: 'عنوان (0x…) أو اسم ENS.',
  amount: 'المبلغ',
  amountHint: 'رقم مثل 0.5، مع نقطة قبل الكسور العشرية.',
  asset: 'الأصل',
  submit: 'إرسال',
  batch: 'الموافقة والإرسال',
  batchHint:
    'يرسل «الموافقة والإرسال» الرمز التجريبي في دفعة واحدة: موافقة، ثم التحويل.',
  resolving: 'جارٍ البحث عن الاسم…',
  invalidRecipient: 'أدخل عنوانًا (0x و40 حرفًا ستّ عشريًا) أو اسم ENS.',
  nameNotFound: 'لا يشير هذا الاسم إلى أي عنوان.',
  invalidAmount: 'أدخل مبلغًا: رقمًا مثل 0.5.',
  amountPrecision: 'أرقام عشرية كثيرة جدًا لهذا الأصل.',
  amountZero: 'أدخل مبلغًا أكبر من الصفر.',
  sent: 'أُرسلت: تابعها في «المعاملات الأخيرة» في نافذة الحساب.',
}
