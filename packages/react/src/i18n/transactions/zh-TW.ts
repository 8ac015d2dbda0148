import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (zh-TW). */
export const zhTW: TransactionMessages = {
  title: '最近的交易',
  empty: '你送出的交易會顯示在這裡。',
  clear: '清除',
  pending: '待處理',
  confirmed: '已確認',
  failed: '失敗',
  replaced: '已取代',
  cancelled: '已取消',
  dropped: '已捨棄',
  partial: '其中部分呼叫失敗。',
  notExecuted: '錢包未執行：未傳送任何內容。',
  pendingCount: (count) => plural('zh-TW', count, { other: '# 筆待處理' }),
  sentAtomic: '已作為一筆交易送出：所有呼叫全部執行，或全部不執行。',
  sentSequential: '已逐筆送出：每個呼叫都是一筆獨立的交易。',
  gasPaidBy: (app) => `Gas 費由 ${app} 支付`,
  youPayGas: 'Gas 費由你支付',
  sponsored: '已為你代付 Gas 費',
  sponsorshipUnavailable: (app) =>
    `${app} 無法在此網路上為此錢包支付 Gas 費。未傳送任何內容。`,
  sponsorshipFailed: '贊助方未支付此操作的 Gas 費。未傳送任何內容。',
}
