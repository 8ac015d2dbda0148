import type { LoadedDialogProps } from '../../dialogs/dialogLoaders.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { Dialog } from '../Dialog/Dialog.tsx'
import { NetworkChoices } from '../NetworkMenu/NetworkChoices.tsx'

/**
 * The network dialog, named *Switch network*: the group *Network* (the
 * configured chains); choosing one switches the wallet.
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
        <NetworkChoices />
      </div>
    </Dialog>
  )
}
