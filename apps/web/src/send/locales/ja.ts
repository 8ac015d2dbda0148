import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Japanese. */
export const ja: SendMessages = {
  title: 'トランザクションを送信',
  intro:
    'ETH またはデモトークンをアドレスか ENS 名に送信し、アカウントダイアログの「最近のトランザクション」で確認できます。',
  recipient: '受取人',
  recipientHint: 'アドレス（0x…）または ENS 名。',
  amount: '金額',
  amountHint: '0.5 のような数値。小数点にはピリオドを使います。',
  asset: 'アセット',
  submit: '送信',
  batch: '承認して送信',
  batchHint:
    '「承認して送信」はデモトークンを1つのバッチで送ります：承認、次に送金。',
  resolving: '名前を検索しています…',
  invalidRecipient:
    'アドレス（0x と16進数40文字）または ENS 名を入力してください。',
  nameNotFound: 'この名前はどのアドレスも指していません。',
  invalidAmount: '金額を入力してください：0.5 のような数値。',
  amountPrecision: 'このアセットには小数点以下の桁数が多すぎます。',
  amountZero: '0 より大きい金額を入力してください。',
  sent: '送信しました：アカウントダイアログの「最近のトランザクション」で確認できます。',
}
