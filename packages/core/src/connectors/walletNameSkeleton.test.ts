import { expect, test } from 'vitest'
import { isDisguisedWalletName } from './isDisguisedWalletName.ts'
import { walletNameSkeleton } from './walletNameSkeleton.ts'

test('names that read alike have one skeleton: NFKC, case, invisible characters, spaces, Greek and Cyrillic look-alikes', () => {
  const metaMask = walletNameSkeleton('MetaMask')
  for (const name of [
    'metamask',
    'META MASK',
    'Meta\u200BMask',
    'Meta\u200DMask',
    '\uFEFFMetaMask',
    'Meta\u2066Mask\u2069',
    'ＭｅｔａＭａｓｋ',
    // Greek capital Mu; Cyrillic e, a, dze.
    '\u039C\u0435t\u0430\u039C\u0430\u0455k',
    // Cyrillic capital em, ie, te, a.
    '\u041C\u0415\u0422\u0410MASK',
  ])
    expect(walletNameSkeleton(name), JSON.stringify(name)).toBe(metaMask)
  for (const name of ['MetaMask Flask', 'Rabby', 'Meta\u202EksaM'])
    expect(walletNameSkeleton(name), JSON.stringify(name)).not.toBe(metaMask)
})

test('a name is disguised when it carries format characters or mixes Latin with another script', () => {
  for (const name of [
    // Reads as MetaMask: its skeleton cannot tell, the override can.
    'Meta\u202EksaM',
    'Meta\u200BMask',
    '\u039C\u0435t\u0430\u039C\u0430\u0455k',
    'p\u0430ypal',
  ])
    expect(isDisguisedWalletName(name), JSON.stringify(name)).toBe(true)
  for (const name of ['MetaMask', 'Trust Wallet', 'Кошелёк', 'محفظة', '钱包 2'])
    expect(isDisguisedWalletName(name), name).toBe(false)
})
