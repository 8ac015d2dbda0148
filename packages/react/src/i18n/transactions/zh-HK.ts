import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (zh-HK). */
export const zhHK: TransactionMessages = {
  title: '最近的交易',
  empty: '你發送的交易會在這裡顯示。',
  clear: '清除',
  pending: '待處理',
  confirmed: '已確認',
  failed: '失敗',
  replaced: '已取代',
  cancelled: '已取消',
  dropped: '已捨棄',
  partial: '當中部分調用失敗。',
  notExecuted: '錢包未有執行：沒有傳送任何內容。',
  pendingCount: (count) => plural('zh-HK', count, { other: '# 筆待處理' }),
  sentAtomic: '已作為一筆交易發送：所有調用全部執行，或全部不執行。',
  sentSequential: '已逐筆發送：每個調用都是一筆獨立的交易。',
  gasPaidBy: (app) => `Gas 費由 ${app} 支付`,
  youPayGas: 'Gas 費由你支付',
  sponsored: '已為你代付 Gas 費',
  sponsorshipUnavailable: (app) =>
    `${app} 無法在此網絡上為此錢包支付 Gas 費。沒有傳送任何內容。`,
  sponsorshipFailed: '贊助方未有支付此操作的 Gas 費。沒有傳送任何內容。',
}
