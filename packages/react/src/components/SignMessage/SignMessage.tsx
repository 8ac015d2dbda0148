'use client'

import { type FormEvent, useId, useRef, useState } from 'react'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { useSignWalletMessage } from '../../hooks/useSignWalletMessage.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { OpenWalletLink } from '../../phone/OpenWalletLink.tsx'
import { shortAddress } from '../AccountButton/shortAddress.ts'
import { CopyButton } from '../CopyButton/CopyButton.tsx'

/**
 * *Sign message*: a required message, the wallet's signature with a copy
 * button, and whether the signature verifies for the account.
 */
export function SignMessage() {
  const messages = useMessages()
  const t = messages.sign
  const wallet = useOpenWallet()
  const sign = useSignWalletMessage()
  const [message, setMessage] = useState('')
  const [missing, setMissing] = useState(false)
  const field = useRef<HTMLTextAreaElement>(null)
  const ids = {
    heading: useId(),
    field: useId(),
    hint: useId(),
    error: useId(),
    signature: useId(),
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sign.isPending) return
    // The seed's guard, before the wallet is bothered: a message is required.
    if (!message.trim()) {
      setMissing(true)
      field.current?.focus()
      return
    }
    sign.mutate({ message })
  }

  const result = sign.data
  return (
    <section
      className="latch-card latch-sign-message"
      lang={messages.lang}
      dir={messages.dir}
      aria-labelledby={ids.heading}
    >
      <h2 id={ids.heading} className="latch-card__title">
        {t.title}
      </h2>
      <form className="latch-form" noValidate onSubmit={submit}>
        <div className="latch-field">
          <label htmlFor={ids.field} className="latch-field__label">
            {t.message}
          </label>
          <textarea
            ref={field}
            id={ids.field}
            className="latch-field__input"
            // The visitor's own words, in whichever direction they run.
            dir="auto"
            rows={3}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${ids.error} ${ids.hint}` : ids.hint}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
              if (event.target.value.trim()) setMissing(false)
            }}
          />
          <p id={ids.hint} className="latch-field__hint">
            {t.intro}
          </p>
          {missing && (
            <p id={ids.error} role="alert" className="latch-field__error">
              {messages.errors.messageRequired}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            className="latch-button latch-button--primary"
            aria-disabled={sign.isPending || undefined}
          >
            {sign.isPending && (
              <span className="latch-spinner" aria-hidden="true" />
            )}
            {t.submit}
          </button>
        </div>
      </form>

      <p
        role="status"
        className={`latch-status ${result?.valid ? 'latch-status--success' : ''}`}
      >
        {sign.isPending && wallet.name ? t.confirmIn(wallet.name) : ''}
        {result?.valid ? `✓ ${t.verified(shortAddress(result.address))}` : ''}
        {result?.verifyError
          ? `${errorMessage(result.verifyError, messages)} ${t.notChecked}`
          : ''}
      </p>
      {sign.isPending && <OpenWalletLink />}
      <p role="alert" className="latch-alert">
        {sign.error ? errorMessage(sign.error, messages) : ''}
        {result?.valid === false ? t.notVerified : ''}
      </p>

      {result && (
        <div className="latch-field">
          <label htmlFor={ids.signature} className="latch-field__label">
            {t.signature}
          </label>
          <textarea
            id={ids.signature}
            className="latch-field__input latch-mono latch-sign-message__signature"
            dir="ltr"
            readOnly
            rows={3}
            value={result.signature}
          />
          <div className="latch-sign-message__copy">
            <CopyButton
              text={result.signature}
              label={t.copySignature}
              copied={t.signatureCopied}
            />
          </div>
        </div>
      )}
    </section>
  )
}
