import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (ja). */
export const ja: SiweMessages = {
  signIn: 'サインイン',
  signOut: 'サインアウト',
  stepTitle: (app) => `${app} にサインイン`,
  stepIntro: (app) =>
    `メッセージに署名して、このアカウントを管理していることを ${app} に証明します（無料で、トランザクションもガス代も発生しません）。`,
  notNow: '今はしない',
  confirmIn: (wallet) => `${isolate(wallet)}でサインインを確認してください。`,
  verifying: 'サインインを確認しています…',
  signedInAs: (name) => `${isolate(name)}としてサインイン中`,
  refused:
    'サーバーがサインインを受け付けませんでした。もう一度お試しください。',
  unavailable:
    '現在サインインできません。しばらくしてからもう一度お試しください。',
}
