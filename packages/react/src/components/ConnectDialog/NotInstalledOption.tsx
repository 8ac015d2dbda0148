import type { WalletOption } from '@latch/core'
import { useId, useState } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { NotInstalledHelp } from './NotInstalledHelp.tsx'
import { WalletIcon } from './WalletIcon.tsx'

/** *Browser wallet* when there is none: what it is and where to get one. */
export function NotInstalledOption({ option }: { option: WalletOption }) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const helpId = useId()
  const descriptionId = useId()
  return (
    <>
      <button
        type="button"
        className="latch-connect-dialog__option"
        data-option-id={option.id}
        aria-expanded={open}
        aria-controls={helpId}
        aria-describedby={descriptionId}
        onClick={() => setOpen(!open)}
      >
        <WalletIcon icon={option.icon} />
        <span className="latch-connect-dialog__option-text">
          <span className="latch-connect-dialog__option-name">
            {t.wallet.browserWallet}
          </span>
          <span
            id={descriptionId}
            className="latch-connect-dialog__option-description"
            aria-hidden="true"
          >
            {t.connect.notInstalled}
          </span>
        </span>
        <span className="latch-connect-dialog__chevron" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      <div id={helpId} hidden={!open}>
        <NotInstalledHelp />
      </div>
    </>
  )
}
