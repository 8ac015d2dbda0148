import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (ru). */
export const ru: TransactionMessages = {
  title: 'Недавние транзакции',
  empty: 'Здесь появятся отправленные вами транзакции.',
  clear: 'Очистить',
  pending: 'В ожидании',
  confirmed: 'Подтверждена',
  failed: 'Не выполнена',
  replaced: 'Заменена',
  cancelled: 'Отменена',
  dropped: 'Отброшена',
  partial: 'Часть её вызовов не выполнена.',
  notExecuted: 'Кошелёк не выполнил её: ничего не отправлено.',
  pendingCount: (count) =>
    plural('ru', count, {
      one: '# в ожидании',
      few: '# в ожидании',
      many: '# в ожидании',
      other: '# в ожидании',
    }),
  sentAtomic:
    'Отправлено одной транзакцией: выполнятся все вызовы или ни один.',
  sentSequential: 'Отправлено по одной: каждый вызов — отдельная транзакция.',
  gasPaidBy: (app) => `Газ оплачивает ${app}`,
  youPayGas: 'Газ оплачиваете вы',
  sponsored: 'Газ оплачен за вас',
  sponsorshipUnavailable: (app) =>
    `${app} не может оплатить газ для этого кошелька в этой сети. Ничего не отправлено.`,
  sponsorshipFailed:
    'Спонсор не оплатил газ за эту операцию. Ничего не отправлено.',
}
