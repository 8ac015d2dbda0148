import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Simplified Chinese. */
export const zhCN: SendMessages = {
  title: '发送交易',
  intro:
    '将 ETH 或演示代币发送到某个地址或 ENS 名称，然后在账户对话框的“最近的交易”中跟踪。',
  recipient: '收款人',
  recipientHint: '地址（0x…）或 ENS 名称。',
  amount: '金额',
  amountHint: '例如 0.5 的数字，小数点使用英文句点。',
  asset: '资产',
  submit: '发送',
  batch: '批准并发送',
  batchHint: '“批准并发送”会在一个批次中发送演示代币：先批准，再转账。',
  resolving: '正在查找名称…',
  invalidRecipient: '请输入地址（0x 加 40 个十六进制字符）或 ENS 名称。',
  nameNotFound: '此名称没有指向任何地址。',
  invalidAmount: '请输入金额：例如 0.5 的数字。',
  amountPrecision: '此资产的小数位数过多。',
  amountZero: '请输入大于零的金额。',
  sent: '已发送：可在账户对话框的“最近的交易”中跟踪。',
}
