import type { SiweMessages } from './en.ts'

/**
 * Sign-In with Ethereum's texts in `lang`, their code fetched on first use
 * (internal): `SignIn` and the connect dialog read them (`useLocalized`)
 * once the SIWE client's loader has loaded them, and carry none of them: a
 * dapp without Sign-In with Ethereum never fetches them, before a click or
 * after.
 */
export function importSiweMessages(lang: string): Promise<SiweMessages> {
  return import('./loadSiweMessages.ts').then((x) => x.loadSiweMessages(lang))
}
