import {
  ConnectButton,
  useAccountDialog,
  useConnectDialog,
  useNetworkDialog,
  useWalletConnection,
} from '@latch/react'
import type { ReactNode } from 'react'
import { LiveLatch } from './LiveLatch.tsx'

type Example = { name: string; code: string; live: ReactNode }

const variants: Example[] = [
  { name: 'The default', code: '<ConnectButton />', live: <ConnectButton /> },
  {
    name: 'No balance',
    code: '<ConnectButton showBalance={false} />',
    live: <ConnectButton showBalance={false} />,
  },
  {
    name: 'The network as an icon',
    code: '<ConnectButton chainStatus="icon" />',
    live: <ConnectButton chainStatus="icon" />,
  },
  {
    name: 'No network',
    code: '<ConnectButton chainStatus="none" />',
    live: <ConnectButton chainStatus="none" />,
  },
  {
    name: 'The avatar only',
    code: '<ConnectButton accountStatus="avatar" />',
    live: <ConnectButton accountStatus="avatar" />,
  },
  {
    name: 'The name alone under 768 px wide, picture and name above',
    code: `<ConnectButton
  accountStatus={{ smallScreen: 'address', largeScreen: 'full' }}
/>`,
    live: (
      <ConnectButton
        accountStatus={{ smallScreen: 'address', largeScreen: 'full' }}
      />
    ),
  },
  {
    name: 'Your own markup: ConnectButton.Custom',
    code: `<ConnectButton.Custom>
  {({ account, chain, ready, openConnectDialog, openAccountDialog }) =>
    !ready ? null : account ? (
      <button type="button" onClick={openAccountDialog}>
        {account.displayName} on {chain?.name}
      </button>
    ) : (
      <button type="button" onClick={openConnectDialog}>
        Connect a wallet
      </button>
    )
  }
</ConnectButton.Custom>`,
    live: (
      <ConnectButton.Custom>
        {({ account, chain, ready, openConnectDialog, openAccountDialog }) =>
          !ready ? null : account ? (
            <button type="button" onClick={openAccountDialog}>
              {account.displayName} on {chain?.name}
            </button>
          ) : (
            <button type="button" onClick={openConnectDialog}>
              Connect a wallet
            </button>
          )
        }
      </ConnectButton.Custom>
    ),
  },
]

const dialogsCode = `const connect = useConnectDialog()
const account = useAccountDialog()
const network = useNetworkDialog()
const { status } = useWalletConnection()

<button type="button" onClick={connect.open}>Connect dialog</button>
<button type="button" onClick={account.open} disabled={status !== 'connected'}>
  Account dialog
</button>
<button type="button" onClick={network.open} disabled={status !== 'connected'}>
  Network dialog
</button>`

/** The dialogs, each opened from its hook. */
function DialogButtons() {
  const connect = useConnectDialog()
  const account = useAccountDialog()
  const network = useNetworkDialog()
  const { status } = useWalletConnection()
  return (
    <div className="live-row">
      <button type="button" onClick={connect.open}>
        Connect dialog
      </button>
      <button
        type="button"
        onClick={account.open}
        disabled={status !== 'connected'}
      >
        Account dialog
      </button>
      <button
        type="button"
        onClick={network.open}
        disabled={status !== 'connected'}
      >
        Network dialog
      </button>
    </div>
  )
}

function Live({
  name,
  code,
  children,
}: {
  name: string
  code: string
  children: ReactNode
}) {
  return (
    <figure className="live-example">
      <figcaption>{name}</figcaption>
      <div className="live-row">{children}</div>
      <pre>
        <code>{code}</code>
      </pre>
    </figure>
  )
}

/**
 * The Examples page's island: each `ConnectButton` variant live beside its
 * code, and the dialogs opened from their hooks, on one Latch.
 */
export function ConnectButtonExamples() {
  return (
    <LiveLatch>
      {variants.map(({ name, code, live }) => (
        <Live key={name} name={name} code={code}>
          {live}
        </Live>
      ))}
      <Live name="The dialogs, opened from hooks" code={dialogsCode}>
        <DialogButtons />
      </Live>
    </LiveLatch>
  )
}
