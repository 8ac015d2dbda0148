import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Traditional Chinese (Taiwan). */
export const zhTW: SendMessages = {
  title: '送出交易',
  intro:
    '將 ETH 或示範代幣送到某個地址或 ENS 名稱，然後在帳戶對話框的「最近的交易」中追蹤。',
  recipient: '收款人',
  recipientHint: '地址（0x…）或 ENS 名稱。',
  amount: '金額',
  amountHint: '例如 0.5 的數字，小數點使用英文句點。',
  asset: '資產',
  submit: '送出',
  batch: '核准並送出',
  batchHint: '「核准並送出」會在一個批次中送出示範代幣：先核准，再轉帳。',
  resolving: '正在查詢名稱…',
  invalidRecipient: '請輸入地址（0x 加 40 個十六進位字元）或 ENS 名稱。',
  nameNotFound: '這個名稱沒有指向任何地址。',
  invalidAmount: '請輸入金額：例如 0.5 的數字。',
  amountPrecision: '此資產的小數位數過多。',
  amountZero: '請輸入大於零的金額。',
  sent: '已送出：可在帳戶對話框的「最近的交易」中追蹤。',
}
