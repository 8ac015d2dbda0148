import type { WalletOption } from '@latch/core'
import { useId, useRef } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { WalletIcon } from './WalletIcon.tsx'

/** A wallet the visitor can pick: its icon, name, description and *Recent* badge. */
export function OptionButton(props: {
  option: WalletOption
  description: string
  autoFocus: boolean
  onPick: () => void
  /**
   * The visitor going for this option (pointing at it, touching it, or
   * moving the keyboard's focus to it), before the click.
   */
  onPrepare?: (() => void) | undefined
}) {
  const { option, description, autoFocus, onPick, onPrepare } = props
  const t = useMessages().connect
  const descriptionId = useId()
  const fullNameId = useId()
  const unavailable = !!option.unavailable
  // The dialog's own focus on opening is not the visitor going for this
  // wallet: the first focus of the option it focuses is not heard.
  const opening = useRef(autoFocus)
  return (
    <button
      type="button"
      className="latch-connect-dialog__option"
      data-option-id={option.id}
      data-autofocus={autoFocus || undefined}
      aria-describedby={
        option.fullName ? `${fullNameId} ${descriptionId}` : descriptionId
      }
      aria-disabled={unavailable || undefined}
      // A name cut to be shown: the whole of it on hover, in a first-strong
      // isolate (U+2068 … U+2069).
      title={option.fullName && `\u2068${option.fullName}\u2069`}
      onClick={unavailable ? undefined : onPick}
      onPointerEnter={onPrepare}
      onTouchStart={onPrepare}
      onFocus={() => {
        if (opening.current) opening.current = false
        else onPrepare?.()
      }}
    >
      <WalletIcon icon={option.icon} />
      <span className="latch-connect-dialog__option-text">
        <span className="latch-connect-dialog__option-name">
          <bdi>{option.name}</bdi>
        </span>
        {/*
         * Under a name that could pass for another, what tells them apart:
         * the rdns, or that two wallets claim it.
         */}
        {option.rdns && (
          <span
            className="latch-mono latch-connect-dialog__option-rdns"
            data-rdns-reason={option.rdnsReason}
          >
            {option.rdnsReason === 'shared' ? (
              t.rdnsShared(option.rdns)
            ) : (
              <bdi>{option.rdns}</bdi>
            )}
          </span>
        )}
        {option.fullName && (
          <span id={fullNameId} hidden>
            {option.fullName}
          </span>
        )}
        {/* The description, not part of the name: the name stays short. */}
        <span
          id={descriptionId}
          className="latch-connect-dialog__option-description"
          aria-hidden="true"
        >
          {description}
        </span>
      </span>
      {option.recent && (
        <span className="latch-connect-dialog__badge">{t.recent}</span>
      )}
    </button>
  )
}
