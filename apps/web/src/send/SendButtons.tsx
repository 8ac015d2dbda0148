import type { MouseEvent } from 'react'
import { useSendMessages } from './useSendMessages.ts'

/** What `SendButtons` takes. */
export type SendButtonsProps = {
  /** The form's id prefix: the batch hint's id is made from it. */
  id: string
  /** A send, a batch or a name in flight: the buttons do nothing. */
  busy: boolean
  sending: boolean
  batching: boolean
  /** The chain has the demo token: *Approve and send* is offered. */
  batch: boolean
  onBatch: (event: MouseEvent) => void
}

/** The Send form's *Send* (its submit) and *Approve and send* buttons, and the batch's hint. */
export function SendButtons({
  id,
  busy,
  sending,
  batching,
  batch,
  onBatch,
}: SendButtonsProps) {
  const t = useSendMessages()
  return (
    <>
      <div className="latch-row">
        <button
          type="submit"
          className="latch-button latch-button--primary"
          aria-disabled={busy || undefined}
        >
          {sending && <span className="latch-spinner" aria-hidden="true" />}
          {t.submit}
        </button>
        {batch && (
          <button
            type="button"
            className="latch-button latch-button--secondary"
            aria-disabled={busy || undefined}
            aria-describedby={`${id}-batch-hint`}
            onClick={onBatch}
          >
            {batching && <span className="latch-spinner" aria-hidden="true" />}
            {t.batch}
          </button>
        )}
      </div>
      {batch && (
        <p id={`${id}-batch-hint`} className="latch-field__hint">
          {t.batchHint}
        </p>
      )}
    </>
  )
}
