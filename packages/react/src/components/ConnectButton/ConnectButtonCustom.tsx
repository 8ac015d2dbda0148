import type { TokenBalance, WalletConnection } from '@latch/core'
import { type ReactNode, useState, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { useDialogs } from '../../dialogs/useDialog.ts'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useLazyAccountBalance } from '../../hooks/useLazyAccountBalance.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { chainIcon } from '../../icons/chainIcon.ts'
import { formatBalance } from '../AccountDialog/formatBalance.ts'

/** What `ConnectButton.Custom` hands its child. */
export type ConnectButtonRenderProps = {
  /** The connected account (also the stored one while it is restored); `undefined` without one. */
  account:
    | {
        address: Address
        /** The ENS name when it has one, else the short address. */
        displayName: string
        ensName: string | undefined
        /** The ENS avatar's URL, when it has one. */
        avatar: string | undefined
        /** The native balance, once read (never on an unsupported chain). */
        balance:
          | {
              /** For people: `12.5 ETH`, in the catalogue's language. */
              formatted: string
              value: bigint
              decimals: number
              symbol: string
            }
          | undefined
        /**
         * The balances of the tokens the config lists on the account's chain
         * (`createLatchConfig({ tokens })`), each `{ address, symbol,
         * decimals, value }` or `{ address, status: 'unavailable' }`;
         * undefined until read. Read only once this is used.
         */
        balances: readonly TokenBalance[] | undefined
      }
    | undefined
  /** The wallet's chain; `unsupported` when the config does not have it. */
  chain:
    | {
        id: number
        /** Its configured name, or *Chain {id}* for an unsupported one. */
        name: string
        unsupported: boolean
        /**
         * The chain definition's `iconUrl`, if Latch shows it (an image
         * `data:` URI, a path on the page's origin, or `https:`).
         */
        icon: string | undefined
      }
    | undefined
  /** wagmi's status: `disconnected`, `connecting`, `reconnecting` or `connected`. */
  status: WalletConnection['status']
  /** False on the server and until hydrated (the server's markup then, whatever the wallet). */
  mounted: boolean
  /** Mounted, and no stored session still being restored: the state to draw. */
  ready: boolean
  openConnectDialog: () => void
  openAccountDialog: () => void
  openNetworkDialog: () => void
}

export type ConnectButtonCustomProps = {
  children: (props: ConnectButtonRenderProps) => ReactNode
}

const subscribe = () => () => {}

/**
 * `ConnectButton.Custom`: everything a button of your own needs (the
 * account, its chain, the status, and openers of `LatchProvider`'s dialogs),
 * handed to `children`; it renders what `children` returns.
 */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps) {
  const dialogs = useDialogs('ConnectButton.Custom')
  const { status, account } = useWalletConnection()
  // The server's snapshot while hydrating, so the markup matches it.
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const props: ConnectButtonRenderProps = {
    account: undefined,
    chain: undefined,
    status: mounted ? status : 'disconnected',
    mounted,
    ready: mounted && status !== 'reconnecting',
    openConnectDialog: () => dialogs.open('connect'),
    openAccountDialog: () => dialogs.open('account'),
    openNetworkDialog: () => dialogs.open('network'),
  }
  // The account's queries (name, avatar, balance) only with an account: a
  // server render creates none (each would hold a timer).
  if (!mounted || !account) return children(props)
  return <WithAccount props={props}>{children}</WithAccount>
}

/** Adds the account and its chain to `props`, for `children`. */
function WithAccount({
  props,
  children,
}: {
  props: ConnectButtonRenderProps
  children: ConnectButtonCustomProps['children']
}) {
  const t = useMessages()
  const display = useAccountDisplay()
  const balance = useLazyAccountBalance({
    account: display?.account,
    chainId: display?.chainId,
    enabled: !!display && !display.unsupported,
  })
  const [wanted, want] = useState(false)
  const balances = useLazyAccountBalance({
    account: display?.account,
    chainId: display?.chainId,
    enabled: wanted && !!display && !display.unsupported,
    token: true,
  })
  if (!display) return children(props)
  return children({
    ...props,
    account: {
      address: display.account,
      displayName: display.displayName,
      ensName: display.ensName,
      avatar: display.avatar,
      // wagmi's answer (value, decimals, symbol), formatted in the language.
      balance: balance.data && {
        ...balance.data,
        formatted: formatBalance(balance.data, t.lang),
      },
      // Read once a render uses them.
      get balances() {
        if (!wanted) want(true)
        return balances.data
      },
    },
    chain: {
      id: display.chainId,
      name: display.chainName,
      unsupported: !!display.unsupported,
      icon: chainIcon(display.chain),
    },
  })
}
