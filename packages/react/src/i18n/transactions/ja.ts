import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (ja). */
export const ja: TransactionMessages = {
  title: '最近のトランザクション',
  empty: '送信したトランザクションがここに表示されます。',
  clear: 'クリア',
  pending: '保留中',
  confirmed: '承認済み',
  failed: '失敗',
  replaced: '置き換え済み',
  cancelled: 'キャンセル済み',
  dropped: '破棄',
  partial: '一部の呼び出しが失敗しました。',
  notExecuted: 'ウォレットは実行しませんでした。何も送信されていません。',
  pendingCount: (count) => plural('ja', count, { other: '保留中 #件' }),
  sentAtomic:
    '1つのトランザクションとして送信しました：すべての呼び出しが実行されるか、どれも実行されません。',
  sentSequential:
    '1つずつ送信しました：各呼び出しが個別のトランザクションです。',
  gasPaidBy: (app) => `ガス代は ${app} が負担します`,
  youPayGas: 'ガス代はご自身の負担です',
  sponsored: 'ガス代の負担なし',
  sponsorshipUnavailable: (app) =>
    `${app} は、このネットワークではこのウォレットのガス代を負担できません。何も送信されていません。`,
  sponsorshipFailed:
    'スポンサーがこの操作のガス代を支払いませんでした。何も送信されていません。',
}
