import { type FormEvent, useId, useRef, useState } from 'react'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { MessageRequiredError } from '../../wallet/errors/guards.ts'
import { useSignWalletMessage } from '../../wallet/hooks/useSignWalletMessage.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import { shortAddress } from '../AccountButton/shortAddress.ts'
import { CopyButton } from '../CopyButton/CopyButton.tsx'
import controls from '../controls.module.css'
import styles from './SignMessage.module.css'

/**
 * *Sign message*: a required message, the wallet's signature with a copy
 * button, and whether the signature verifies for the account.
 */
export function SignMessage() {
  const messages = useMessages()
  const t = messages.sign
  const { connector } = useWalletConnection()
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
    <section className={controls.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={controls.cardTitle}>
        {t.title}
      </h2>
      <form className={controls.form} noValidate onSubmit={submit}>
        <div className={controls.field}>
          <label htmlFor={ids.field} className={controls.label}>
            {t.message}
          </label>
          <textarea
            ref={field}
            id={ids.field}
            className={controls.input}
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
          <p id={ids.hint} className={controls.hint}>
            {t.intro}
          </p>
          {missing && (
            <p id={ids.error} role="alert" className={controls.fieldError}>
              {errorMessage(new MessageRequiredError(), messages)}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            className={controls.primary}
            aria-disabled={sign.isPending || undefined}
          >
            {sign.isPending && (
              <span className={controls.spinner} aria-hidden="true" />
            )}
            {t.submit}
          </button>
        </div>
      </form>

      <p
        role="status"
        className={`${controls.status} ${result?.valid ? controls.success : ''}`}
      >
        {sign.isPending && connector ? t.confirmIn(connector.name) : ''}
        {result?.valid ? `✓ ${t.verified(shortAddress(result.address))}` : ''}
        {result?.verifyError
          ? `${errorMessage(result.verifyError, messages)} ${t.notChecked}`
          : ''}
      </p>
      <p role="alert" className={controls.alert}>
        {sign.error ? errorMessage(sign.error, messages) : ''}
        {result?.valid === false ? t.notVerified : ''}
      </p>

      {result && (
        <div className={controls.field}>
          <label htmlFor={ids.signature} className={controls.label}>
            {t.signature}
          </label>
          <textarea
            id={ids.signature}
            className={`${controls.input} ${controls.mono} ${styles.signature}`}
            readOnly
            rows={3}
            value={result.signature}
          />
          <div className={styles.copy}>
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
