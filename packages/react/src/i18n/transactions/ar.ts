import { fsi } from '../locales/fsi.ts'
import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (ar). */
export const ar: TransactionMessages = {
  title: 'المعاملات الأخيرة',
  empty: 'تظهر هنا المعاملات التي ترسلها.',
  clear: 'مسح',
  pending: 'قيد الانتظار',
  confirmed: 'مؤكدة',
  failed: 'فشلت',
  replaced: 'استُبدلت',
  cancelled: 'أُلغيت',
  dropped: 'أُسقطت',
  partial: 'فشل بعض استدعاءاتها.',
  notExecuted: 'لم تنفّذها المحفظة: لم يُرسَل شيء.',
  pendingCount: (count) =>
    plural('ar', count, {
      zero: '# قيد الانتظار',
      one: 'معاملة # قيد الانتظار',
      two: 'معاملتان قيد الانتظار (#)',
      few: '# معاملات قيد الانتظار',
      many: '# معاملة قيد الانتظار',
      other: '# معاملة قيد الانتظار',
    }),
  sentAtomic: 'أُرسلت كمعاملة واحدة: تُنفَّذ كل الاستدعاءات أو لا شيء منها.',
  sentSequential: 'أُرسلت واحدة تلو الأخرى: كل استدعاء معاملة مستقلة.',
  gasPaidBy: (app) => `يدفع ${fsi(app)} رسوم الغاز`,
  youPayGas: 'أنت تدفع رسوم الغاز',
  sponsored: 'رسوم الغاز مدفوعة عنك',
  sponsorshipUnavailable: (app) =>
    `لا يستطيع ${fsi(app)} دفع رسوم الغاز لهذه المحفظة على هذه الشبكة. لم يُرسَل شيء.`,
  sponsorshipFailed:
    'لم تدفع الجهة الراعية رسوم الغاز لهذه العملية. لم يُرسَل شيء.',
}
