// A module graph of its own (`.fresh.`): The ENS name normaliser (ENSIP-15) not loaded yet.
import { checkAccountName } from '@latch/core/internal'
import { hostileAccountNames } from '@latch/testing'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { seedEns } from '../../../test/seedEns.ts'
import { setupWallet, testChain } from '../../../test/setupWallet.tsx'
import { AccountDialog } from '../AccountDialog/AccountDialog.tsx'
import { AccountButton } from './AccountButton.tsx'

afterEach(cleanup)

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const short = '0xf39F…2266'

/** The account button and dialog of an account whose cached name is `name`. */
async function withName(name: string) {
  const setup = await setupWallet({ connected: true })
  seedEns(setup.config, { address: alice, chainId: testChain.id, name })
  setup.render(
    <>
      <AccountButton onClick={() => {}} />
      <AccountDialog open onClose={() => {}} />
    </>,
  )
  const button = document.querySelector<HTMLElement>('.latch-account-button')!
  const dialog = screen.getByRole('dialog', { name: 'Account' })
  return { button, dialog }
}

describe('AccountButton and AccountDialog: a name that could lie is never shown', () => {
  test.each(
    hostileAccountNames.map((name) => [
      JSON.stringify(name.slice(0, 40)),
      name,
    ]),
  )(
    '%s: the address alone, once the ENSIP-15 check has answered',
    async (_, name) => {
      const { button, dialog } = await withName(name)
      // The check a name that is not plain waits for, answered.
      expect(await checkAccountName(name)).toBe(false)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(
        button.querySelector('.latch-account-button__name')?.textContent,
      ).toBe(short)
      expect(button.title).toBe(alice)
      expect(dialog.querySelector('.latch-account-dialog__ens-name')).toBeNull()
      expect(dialog.textContent).toContain(alice)
      for (const part of [name, name.slice(0, 8)])
        expect(document.body.textContent).not.toContain(part)
    },
  )

  test('a plain name at once, in a <bdi>; the tooltip isolates the name and the address', async () => {
    const { button, dialog } = await withName('alice.eth')
    const shown = button.querySelector('.latch-account-button__name bdi')
    expect(shown?.textContent).toBe('alice.eth')
    expect(button.title).toBe(`\u2068alice.eth\u2069 (\u2068${alice}\u2069)`)
    expect(
      dialog.querySelector('.latch-account-dialog__ens-name bdi')?.textContent,
    ).toBe('alice.eth')
  })

  test('a normalised name that is not plain: the address until the lazily loaded normaliser says yes, then the name', async () => {
    const name = 'ñandú.eth'
    const { button, dialog } = await withName(name)
    expect(button.textContent).toContain(short)
    await waitFor(() =>
      expect(
        button.querySelector('.latch-account-button__name bdi')?.textContent,
      ).toBe(name),
    )
    expect(button.title).toBe(`\u2068${name}\u2069 (\u2068${alice}\u2069)`)
    expect(
      dialog.querySelector('.latch-account-dialog__ens-name bdi')?.textContent,
    ).toBe(name)
  })
})
