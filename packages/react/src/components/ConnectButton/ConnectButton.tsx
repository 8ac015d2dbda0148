'use client'

import { type ReactNode, useRef } from 'react'
import type { Address } from 'viem'
import type { LatchDialog } from '../../dialogs/DialogsContext.ts'
import { dialogLoaders } from '../../dialogs/dialogLoaders.ts'
import { useDialogs } from '../../dialogs/useDialog.ts'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useLazyAccountBalance } from '../../hooks/useLazyAccountBalance.ts'
import { useStoredAccountPending } from '../../hooks/useStoredAccountPending.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { AccountButton } from '../AccountButton/AccountButton.tsx'
import { formatBalance } from '../AccountDialog/formatBalance.ts'
import { ChainButton } from '../ChainButton/ChainButton.tsx'
import { ConnectButtonCustom } from './ConnectButtonCustom.tsx'

/**
 * A value for every screen, or one for small screens (under 768 CSS pixels
 * wide) and one for the others, chosen by a media query in the stylesheet
 * (the markup is the same on every screen: no hydration mismatch, no flash).
 */
export type ResponsiveValue<value> =
  | value
  | { smallScreen?: value | undefined; largeScreen?: value | undefined }

/** How the account button shows the account: picture and name, the picture alone, or the name alone. */
export type ConnectButtonAccountStatus = 'full' | 'avatar' | 'address'

/** How the wallet's network shows as its own button: icon and name, one of them, or not at all. */
export type ConnectButtonChainStatus = 'full' | 'icon' | 'name' | 'none'

export type ConnectButtonProps = {
  /** The text of the button that opens the connect dialog; the catalogue's *Connect wallet* by default. */
  label?: string | undefined
  /**
   * The native balance in the account button, or `{ token }` for the
   * balance of one of the tokens the config lists on the account's chain
   * (`createLatchConfig({ tokens })`) instead; not shown by default.
   */
  showBalance?: ResponsiveValue<boolean> | { token: Address } | undefined
  /** `'full'` by default; `'avatar'` keeps the name for screen readers. */
  accountStatus?: ResponsiveValue<ConnectButtonAccountStatus> | undefined
  /**
   * The network as a button of its own, before the account button, that
   * opens the network dialog. Omitted: the network is a badge under the
   * account's name (the default button, which a prerendered page paints
   * before its scripts run).
   */
  chainStatus?: ResponsiveValue<ConnectButtonChainStatus> | undefined
}

/** `[smallScreen, largeScreen]` of a responsive value, `fallback` for either left out. */
function screens<value>(
  value: ResponsiveValue<value> | undefined,
  fallback: value,
): [value, value] {
  if (value === undefined) return [fallback, fallback]
  // Every value Latch takes is a string or a boolean: an object is responsive.
  if (typeof value === 'object' && value !== null) {
    const { smallScreen, largeScreen } = value as {
      smallScreen?: value
      largeScreen?: value
    }
    return [smallScreen ?? fallback, largeScreen ?? fallback]
  }
  return [value, value]
}

// The painted account's slot: React never writes into it (an empty
// `__html`, the same on every render), so what the script drew survives
// hydration.
const unmanaged = { __html: '' }

/** Starts loading a chunk and ignores the outcome (the click retries). */
function prefetch(which: LatchDialog) {
  return () => {
    dialogLoaders[which].load().catch(() => {})
  }
}

/**
 * The header's wallet control, in a slot of one fixed size whatever it
 * shows: *Connect wallet*; the account button once connected, and while a
 * stored session is restored, its stored account (never a *Connect wallet*
 * that then disappears; a placeholder if the store has no account). It
 * opens `LatchProvider`'s dialogs. With `showBalance`, `accountStatus` or
 * `chainStatus`, the slot takes the width of what it shows.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const { label, showBalance, accountStatus, chainStatus } = props
  const t = useMessages()
  const dialogs = useDialogs('ConnectButton')
  const { status, account } = useWalletConnection()
  const connected = status === 'connected' && !!account
  const token = (showBalance as { token?: Address })?.token
  // `{ token }` is shown on every screen.
  const [smallBalance, largeBalance] = screens(
    showBalance as ResponsiveValue<boolean> | undefined,
    !!token,
  )
  const slot = useRef<HTMLDivElement>(null)
  const storedAccountPending = useStoredAccountPending()
  // Where focus goes when the button that opened a dialog is gone (e.g.
  // *Connect wallet*, replaced by the account button once connected).
  const slotButton = () =>
    slot.current?.querySelector<HTMLElement>(
      '.latch-account-button, .latch-connect-button__connect',
    )
  const open = (which: LatchDialog) => () =>
    dialogs.open(which, { returnFocus: slotButton })

  let control: ReactNode
  // A stored session shows its account at once, as the visitor last saw it
  // (a page may have painted it before any script ran); only a restore with
  // no account yet shows the placeholder. The account dialog opens once the
  // wallet has confirmed it.
  const restoring = status === 'reconnecting'
  if (restoring && !account)
    control = (
      <output className="latch-connect-button__placeholder" aria-busy="true">
        <span className="latch-connect-button__shimmer" aria-hidden="true" />
        <span className="latch-connect-button__placeholder-text">
          {t.wallet.restoring}
        </span>
      </output>
    )
  else if (connected || (restoring && account))
    control = (
      <AccountControls
        chainButton={chainStatus !== undefined}
        showBalance={smallBalance || largeBalance}
        token={token}
        openAccount={open('account')}
        openNetwork={open('network')}
      />
    )
  else
    control = (
      <>
        {/* Under `ssr`, until the stored session's restore is over: where
            `StoredAccountScript` draws a returning visitor's account before
            hydration, outside React's reach (no mismatch); while it holds
            one, the stylesheet hides *Connect wallet*. */}
        {storedAccountPending && (
          <span
            className="latch-connect-button__painted"
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: it only keeps React out of the script's markup
            dangerouslySetInnerHTML={unmanaged}
          />
        )}
        <button
          type="button"
          className="latch-button latch-button--primary latch-connect-button__connect"
          aria-haspopup="dialog"
          onClick={open('connect')}
          onPointerEnter={prefetch('connect')}
          onFocus={prefetch('connect')}
        >
          {label ?? t.wallet.connect}
        </button>
      </>
    )

  const fit =
    showBalance !== undefined ||
    accountStatus !== undefined ||
    chainStatus !== undefined
  const [smallAccount, largeAccount] = screens(accountStatus, 'full')
  const [smallChain, largeChain] = screens(chainStatus, 'full')
  return (
    <div
      ref={slot}
      className="latch-connect-button"
      lang={t.lang}
      dir={t.dir}
      data-layout={fit ? 'fit' : undefined}
      data-account-small={
        accountStatus === undefined ? undefined : smallAccount
      }
      data-account-large={
        accountStatus === undefined ? undefined : largeAccount
      }
      data-chain-small={chainStatus === undefined ? undefined : smallChain}
      data-chain-large={chainStatus === undefined ? undefined : largeChain}
      data-balance-small={
        showBalance === undefined ? undefined : `${smallBalance}`
      }
      data-balance-large={
        showBalance === undefined ? undefined : `${largeBalance}`
      }
    >
      {control}
    </div>
  )
}

/**
 * The buttons of a connected account: its chain's (with `chainStatus`) and
 * its own. Their queries (name, avatar, balance) exist only with an account:
 * a server render creates none (each would hold a timer).
 */
function AccountControls(props: {
  chainButton: boolean
  showBalance: boolean
  token: Address | undefined
  openAccount: () => void
  openNetwork: () => void
}) {
  const t = useMessages()
  const display = useAccountDisplay()
  const balance = useLazyAccountBalance({
    account: display?.account,
    chainId: display?.chainId,
    enabled: !!display && !display.unsupported && props.showBalance,
    token: props.token,
  })
  // A listed token's balance, or nothing when it is unavailable.
  const data = balance.data
  let balanceText: string | undefined
  if (props.showBalance)
    balanceText = data && 'value' in data ? formatBalance(data, t.lang) : ''
  return (
    <>
      {props.chainButton && (
        <ChainButton
          onClick={props.openNetwork}
          onPointerEnter={prefetch('network')}
          onFocus={prefetch('network')}
        />
      )}
      <AccountButton
        onClick={props.openAccount}
        onPointerEnter={prefetch('account')}
        onFocus={prefetch('account')}
        badge={!props.chainButton}
        balance={balanceText}
      />
    </>
  )
}

/** `ConnectButton.Custom`: draw your own button (`ConnectButtonCustom`). */
ConnectButton.Custom = ConnectButtonCustom
