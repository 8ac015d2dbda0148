import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (uk). */
export const uk: TransactionMessages = {
  title: 'Останні транзакції',
  empty: 'Тут з’являться транзакції, які ви надсилаєте.',
  clear: 'Очистити',
  pending: 'Очікує',
  confirmed: 'Підтверджено',
  failed: 'Не вдалася',
  replaced: 'Замінено',
  cancelled: 'Скасовано',
  dropped: 'Відкинуто',
  partial: 'Частина її викликів не вдалася.',
  notExecuted: 'Гаманець не виконав її: нічого не надіслано.',
  pendingCount: (count) =>
    plural('uk', count, {
      one: '# очікує',
      few: '# очікують',
      many: '# очікують',
      other: '# очікують',
    }),
  sentAtomic:
    'Надіслано однією транзакцією: виконаються всі виклики або жоден.',
  sentSequential: 'Надіслано по одній: кожен виклик — окрема транзакція.',
  gasPaidBy: (app) => `Газ оплачує ${app}`,
  youPayGas: 'Газ оплачуєте ви',
  sponsored: 'Газ оплачено за вас',
  sponsorshipUnavailable: (app) =>
    `${app} не може оплатити газ для цього гаманця в цій мережі. Нічого не надіслано.`,
  sponsorshipFailed:
    'Спонсор не оплатив газ за цю операцію. Нічого не надіслано.',
}
