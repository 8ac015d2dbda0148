import { useMessages } from '../../i18n/MessagesContext.ts'
import controls from '../controls.module.css'
import styles from './CopyButton.module.css'
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
    <span className={styles.copy}>
      <button
        type="button"
        className={controls.secondary}
        onClick={() => copy(text)}
      >
        {label}
      </button>
      {/* Floats under the button: appearing, it moves nothing. */}
      <span
        role="status"
        className={`${controls.status} ${controls.success} ${styles.confirmation}`}
      >
        {state === 'copied' ? `✓ ${copied}` : ''}
      </span>
      <span role="alert" className={controls.alert}>
        {state === 'failed' ? t.copy.failed : ''}
      </span>
    </span>
  )
}
