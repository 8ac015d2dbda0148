import type { ReactNode } from 'react'
import type { Chain } from 'viem'
import type { LoadedDialogProps } from '../../dialogs/dialogLoaders.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { ChainIcon } from '../ChainIcon/ChainIcon.tsx'
import { Dialog } from '../Dialog/Dialog.tsx'
import { NetworkChoices } from '../NetworkMenu/NetworkChoices.tsx'

/**
 * The network dialog, named *Switch network*: the group *Network* (the
 * configured chains, each with its icon: its own, else Latch's drawing,
 * which comes with this dialog's code); choosing one switches the wallet.
 */
export function NetworkDialog(props: LoadedDialogProps) {
  const t = useMessages()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      opener={props.opener}
      returnFocus={props.returnFocus}
      title={t.network.switchTitle}
    >
      <div className="latch-network-dialog">
        <NetworkChoices icon={networkIcon} />
      </div>
    </Dialog>
  )
}

/** A chain's icon in the group; none: its dot. */
function networkIcon(chain: Chain): ReactNode {
  // Called, not rendered: `undefined` for a chain without an icon leaves
  // the group its dot (a function of its props alone, no hook).
  return ChainIcon({
    chain,
    inMenu: true,
    fallback: undefined,
  })
}

// The chain button's icon comes with this dialog's code (`ChainButton`
// loads it, as it loads the dialog on intent): no chunk of its own.
NetworkDialog.ChainIcon = ChainIcon
