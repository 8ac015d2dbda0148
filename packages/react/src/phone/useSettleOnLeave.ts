import { settleConnecting } from '@latch/core/internal'
import { useEffect, useRef } from 'react'
import { useLatchConfig } from '../hooks/useLatchConfig.ts'

/**
 * When the component that made a phone's pairing goes (its dialog closed)
 * with the pairing still pending, the connection's status stops saying
 * `connecting`: nothing on the page waits for it any more.
 */
export function useSettleOnLeave(pending: boolean): void {
  const config = useLatchConfig()
  const stillPending = useRef(pending)
  stillPending.current = pending
  useEffect(
    () => () => {
      if (stillPending.current) settleConnecting(config)
    },
    [config],
  )
}
