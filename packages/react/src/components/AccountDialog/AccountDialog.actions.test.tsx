import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import type { AccountAction } from './AccountAction.ts'

afterEach(cleanup)

/** The account dialog, opened from the account button as a visitor does. */
async function openAccountDialog(accountActions: readonly AccountAction[]) {
  const setup = await setupWallet({ connected: true })
  setup.render(<ConnectButton />, { accountActions })
  const account = screen.getByRole('button', { name: /0xf39F…2266/ })
  account.focus()
  fireEvent.click(account)
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  return { dialog, account }
}

/**
 * The dialog's controls in the order Tab reaches them: document order, none
 * taken out of it or moved ahead by a `tabindex`.
 */
function tabOrder(dialog: HTMLElement): string[] {
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]',
    ),
  ].filter(
    (x) => !x.hasAttribute('disabled') && !x.closest('[inert], [hidden]'),
  )
  for (const control of controls)
    expect(control.getAttribute('tabindex') ?? '0').toBe('0')
  return controls.map(
    (x) => x.getAttribute('aria-label') ?? x.textContent ?? '',
  )
}

describe('AccountDialog: the dapp’s own actions (accountActions)', () => {
  test('after the built-in actions, in the dapp’s order, reached by Tab before the rest of the dialog', async () => {
    const { dialog } = await openAccountDialog([
      { label: 'Profile', onSelect: () => {} },
      { label: 'Buy', href: '/buy' },
    ])
    const order = tabOrder(dialog)
    const copy = order.indexOf('Copy address')
    expect(copy).toBeGreaterThan(-1)
    expect(order.slice(copy, copy + 3)).toEqual([
      'Copy address',
      'Profile',
      'Buy',
    ])
    expect(order.indexOf('Disconnect')).toBeGreaterThan(copy + 2)
    expect(within(dialog).getByRole('button', { name: 'Profile' })).toBeTruthy()
    expect(
      within(dialog).getByRole('link', { name: 'Buy' }).getAttribute('href'),
    ).toBe('/buy')
  })

  test('a button closes the dialog, focus back on the account button, then runs its onSelect once', async () => {
    const seen: { open: boolean; focused: Element | null }[] = []
    const { dialog, account } = await openAccountDialog([
      {
        label: 'Settings',
        onSelect: () =>
          seen.push({
            open: !!screen.queryByRole('dialog', { name: 'Account' }),
            focused: document.activeElement,
          }),
      },
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settings' }))
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(seen).toEqual([{ open: false, focused: account }])
    expect(document.activeElement).toBe(account)
  })

  test('an action that moves focus keeps it: the dialog gives focus back before it runs', async () => {
    const field = document.createElement('input')
    document.body.append(field)
    try {
      const { dialog } = await openAccountDialog([
        { label: 'Write', onSelect: () => field.focus() },
      ])
      fireEvent.click(within(dialog).getByRole('button', { name: 'Write' }))
      await waitFor(() => expect(document.activeElement).toBe(field))
      expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull()
    } finally {
      field.remove()
    }
  })

  test('a link closes the dialog as it is followed (its default not prevented)', async () => {
    const { dialog } = await openAccountDialog([
      { label: 'Profile', href: '#profile' },
    ])
    const link = within(dialog).getByRole('link', { name: 'Profile' })
    const followed = fireEvent.click(link)
    expect(followed).toBe(true)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull(),
    )
  })

  test('icons: an element or an image URL under the icon rules, hidden from assistive technology; another URL is not shown', async () => {
    const { dialog } = await openAccountDialog([
      { label: 'Profile', icon: '/icons/profile.svg', onSelect: () => {} },
      {
        label: 'Buy',
        icon: <svg data-testid="buy-icon" />,
        href: '/buy',
      },
      { label: 'Help', icon: 'javascript:alert(1)', href: '/help' },
    ])
    const profile = within(dialog).getByRole('button', { name: 'Profile' })
    const image = profile.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/icons/profile.svg')
    expect(image.getAttribute('alt')).toBe('')
    const buy = within(dialog).getByRole('link', { name: 'Buy' })
    const icon = within(buy).getByTestId('buy-icon')
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull()
    const help = within(dialog).getByRole('link', { name: 'Help' })
    expect(help.querySelector('img')).toBeNull()
    expect(help.innerHTML).not.toContain('javascript')
  })

  test('none given: the built-in actions alone', async () => {
    const { dialog } = await openAccountDialog([])
    const order = tabOrder(dialog)
    const copy = order.indexOf('Copy address')
    expect(
      dialog.querySelectorAll('.latch-account-dialog__actions > *'),
    ).toHaveLength(1)
    expect(order[copy + 1]).not.toBe('Profile')
  })
})

describe('AccountDialog: the dapp’s actions, for assistive technology', () => {
  test('axe finds nothing in the dialog with a button, a link and their icons (contrast is the end-to-end run’s, in Chromium)', async () => {
    const { default: axe } = await import('axe-core')
    const { dialog } = await openAccountDialog([
      { label: 'Profile', icon: '/icons/profile.svg', onSelect: () => {} },
      { label: 'Buy', icon: <svg />, href: '/buy' },
    ])
    const results = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map((x) => `${x.id}: ${x.nodes.length}`)).toEqual(
      [],
    )
    expect(results.passes.length).toBeGreaterThan(0)
  })
})
