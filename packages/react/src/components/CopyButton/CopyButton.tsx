import { useMessages } from '../../i18n/MessagesContext.ts'
import { useCopy } from './useCopy.ts'

export type CopyButtonProps = {
  text: string
  /** The button's name, e.g. *Copy address*. */
  label: string
  /** Announced once copied, e.g. *Address copied.* */
  copied: string
}

/** A button that copies `text`, then confirms in a status message. */
export function CopyButton({ text, label, copied }: CopyButtonProps) {
  const t = useMessages()
  const { state, copy } = useCopy()
  return (
    <span className="latch-copy-button">
      <button
        type="button"
        className="latch-button latch-button--secondary"
        onClick={() => copy(text)}
      >
        {label}
      </button>
      {/* Floats under the button: appearing, it moves nothing. */}
      <span
        role="status"
        className="latch-status latch-status--success latch-copy-button__confirmation"
      >
        {state === 'copied' ? `✓ ${copied}` : ''}
      </span>
      <span role="alert" className="latch-alert">
        {state === 'failed' ? t.copy.failed : ''}
      </span>
    </span>
  )
}
