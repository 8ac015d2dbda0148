import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (tr). */
export const tr: SiweMessages = {
  signIn: 'Oturum aç',
  signOut: 'Oturumu kapat',
  stepTitle: (app) => `${app} için oturum aç`,
  stepIntro: (app) =>
    `Bu hesabı sizin yönettiğinizi ${app} için kanıtlamak üzere bir mesaj imzalayın: ücretsizdir, işlem gönderilmez ve gas ödenmez.`,
  notNow: 'Şimdi değil',
  confirmIn: (wallet) => `Oturum açmayı ${isolate(wallet)} içinde onaylayın.`,
  verifying: 'Oturum açma denetleniyor…',
  signedInAs: (name) => `${isolate(name)} olarak oturum açıldı`,
  refused: 'Sunucu oturum açmayı kabul etmedi. Tekrar deneyin.',
  unavailable: 'Oturum açma şu anda kullanılamıyor. Daha sonra tekrar deneyin.',
}
