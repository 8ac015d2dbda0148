import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Traditional Chinese (Hong Kong). */
export const zhHK: SendMessages = {
  title: '發送交易',
  intro:
    '將 ETH 或示範代幣發送到某個地址或 ENS 名稱，然後在帳戶對話框的「最近的交易」中追蹤。',
  recipient: '收款人',
  recipientHint: '地址（0x…）或 ENS 名稱。',
  amount: '金額',
  amountHint: '例如 0.5 的數字，小數點使用英文句號。',
  asset: '資產',
  submit: '發送',
  batch: '批准並發送',
  batchHint: '「批准並發送」會在一個批次中發送示範代幣：先批准，再轉賬。',
  resolving: '正在查找名稱…',
  invalidRecipient: '請輸入地址（0x 加 40 個十六進制字元）或 ENS 名稱。',
  nameNotFound: '這個名稱沒有指向任何地址。',
  invalidAmount: '請輸入金額：例如 0.5 的數字。',
  amountPrecision: '此資產的小數位數過多。',
  amountZero: '請輸入大於零的金額。',
  sent: '已發送：可在帳戶對話框的「最近的交易」中追蹤。',
}
