import { useMutation } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { connectWallet } from '../../wallet/actions/connectWallet.ts'
import { useLatch } from '../../wallet/hooks/LatchContext.ts'
import { useWalletOptions } from '../../wallet/hooks/useWalletOptions.ts'
import { Dialog } from '../Dialog/Dialog.tsx'
import styles from './ConnectDialog.module.css'

export type ConnectDialogProps = { open: boolean; onClose: () => void }

/** The connect dialog: one button per wallet the visitor can pick. */
export function ConnectDialog({ open, onClose }: ConnectDialogProps) {
  const config = useConfig()
  const { lazyConnectors } = useLatch()
  const options = useWalletOptions()
  const connect = useMutation({
    mutationFn: (connectorId: string) =>
      connectWallet(config, { connectorId, lazyConnectors }),
    onSuccess: onClose,
  })
  const pending = connect.isPending
    ? options.find((x) => x.id === connect.variables)
    : undefined

  return (
    <Dialog open={open} onClose={onClose} title="Connect a wallet">
      {pending ? (
        <div className={styles.pending}>
          <p role="status">Confirm in {pending.name}…</p>
          <button type="button" onClick={() => connect.reset()}>
            Cancel
          </button>
        </div>
      ) : (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className={styles.option}
                disabled={!!option.unavailable}
                aria-describedby={
                  option.unavailable ? `${option.id}-reason` : undefined
                }
                onClick={() => connect.mutate(option.id)}
              >
                {option.icon && (
                  <img src={option.icon} alt="" width={28} height={28} />
                )}
                <span>
                  {option.name}
                  {option.recent ? ' (Recent)' : ''}
                </span>
              </button>
              {option.unavailable && (
                <p id={`${option.id}-reason`} className={styles.reason}>
                  {option.unavailable}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {connect.isError && (
        <div className={styles.error}>
          <p role="alert">{errorText(connect.error)}</p>
          <button
            type="button"
            onClick={() => connect.mutate(connect.variables!)}
          >
            Try again
          </button>
        </div>
      )}
    </Dialog>
  )
}

function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error)
    return String(error.shortMessage)
  return error instanceof Error ? error.message : 'Something went wrong.'
}
