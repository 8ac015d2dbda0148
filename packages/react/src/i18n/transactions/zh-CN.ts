import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (zh-CN). */
export const zhCN: TransactionMessages = {
  title: '最近的交易',
  empty: '你发送的交易会显示在这里。',
  clear: '清除',
  pending: '待处理',
  confirmed: '已确认',
  failed: '失败',
  replaced: '已替换',
  cancelled: '已取消',
  dropped: '已丢弃',
  partial: '其中部分调用失败。',
  notExecuted: '钱包未执行：未发送任何内容。',
  pendingCount: (count) => plural('zh-CN', count, { other: '# 笔待处理' }),
  sentAtomic: '已作为一笔交易发送：所有调用全部执行，或全部不执行。',
  sentSequential: '已逐笔发送：每个调用都是一笔单独的交易。',
  gasPaidBy: (app) => `Gas 费由 ${app} 支付`,
  youPayGas: 'Gas 费由你支付',
  sponsored: '已为你代付 Gas 费',
  sponsorshipUnavailable: (app) =>
    `${app} 无法在此网络上为此钱包支付 Gas 费。未发送任何内容。`,
  sponsorshipFailed: '赞助方未支付此操作的 Gas 费。未发送任何内容。',
}
