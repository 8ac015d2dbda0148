import { describe, expect, test } from 'vitest'
import { pseudoLocalize } from './pseudoLocalize.ts'

/** A catalogue in the shape of Latch's (`@latch/react`'s `en`). */
const en = {
  lang: 'en',
  dir: 'ltr' as 'ltr' | 'rtl',
  wallet: { connect: 'Connect wallet' },
  dialog: { close: 'Close' },
  connect: {
    help: 'A browser wallet is an extension that keeps your keys.',
    url: 'https://ethereum.org/en/wallets/find-wallet/',
    confirmIn: (wallet: string) => `Confirm in ${wallet}`,
  },
  unsupported: {
    body: (chainId: number, app: string) =>
      `Your wallet is on a network ${app} does not support (chain ${chainId}).`,
  },
  errors: {
    addChain: (chain: string | undefined) =>
      `Could not add ${chain ?? 'the network'} to your wallet.`,
  },
}

describe('pseudoLocalize', () => {
  const pseudo = pseudoLocalize(en)

  test('every text is accented, bracketed and at least 40 % longer', () => {
    expect(pseudo.wallet.connect).toMatch(/^⟦Çöññéçţ ŵåļļéţ [^a-zA-Z]+⟧$/)
    const texts: [string, string][] = [
      [en.wallet.connect, pseudo.wallet.connect],
      [en.connect.help, pseudo.connect.help],
      [en.dialog.close, pseudo.dialog.close],
      [en.errors.addChain('Base'), pseudo.errors.addChain('Base')],
    ]
    for (const [english, pseudoText] of texts)
      expect([...pseudoText].length).toBeGreaterThanOrEqual(
        Math.ceil([...english].length * 1.4),
      )
  })

  test('the values a text is given, its language, direction and URLs stay as they are', () => {
    expect(pseudo.connect.confirmIn('Test Wallet')).toMatch(
      /^⟦Çöñƒîŕɱ îñ Test Wallet /,
    )
    expect(pseudo.unsupported.body(31_337, 'Latch')).toMatch(/Latch .*31337/)
    expect(pseudo.connect.url).toBe(en.connect.url)
    expect([pseudo.lang, pseudo.dir]).toEqual([en.lang, en.dir])
    expect(pseudo.errors.addChain(undefined)).toMatch(/ţĥé ñéţŵöŕķ/)
    expect(pseudo.errors.addChain(undefined)).not.toContain('undefined')
  })
})
