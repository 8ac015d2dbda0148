'use client'

import { type FormEvent, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useWatchWalletAsset } from '../../hooks/useWatchWalletAsset.ts'
import type { Messages } from '../../i18n/en.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { OpenWalletLink } from '../../phone/OpenWalletLink.tsx'
import {
  checksumAddress,
  type TokenForm,
  type TokenFormProblem,
  tokenLimits,
  validateToken,
} from './validateToken.ts'

/** A token the form can be filled with in one click (the devnet's demo token). */
export type TokenSuggestion = {
  chainId: number
  address: Address
  name: string
  symbol: string
  decimals: number
  image?: string | undefined
}

export type AddTokenProps = {
  /** Tokens offered on their own chain; none by default. */
  suggestions?: readonly TokenSuggestion[] | undefined
}

/** The error a field shows, with the limit it broke. */
function problemText(messages: Messages, problem: TokenFormProblem): string {
  const t = messages.token.invalid
  switch (problem) {
    case 'address':
      return t.address(tokenLimits.addressDigits)
    case 'symbol':
      return t.symbol(tokenLimits.symbolLength)
    default:
      return t[problem]
  }
}

const empty: TokenForm = { address: '', symbol: '', decimals: '18', image: '' }
const fields = ['address', 'symbol', 'decimals', 'image'] as const
type Field = (typeof fields)[number]

/**
 * *Add token* (EIP-747): address, symbol, decimals and image, each checked
 * before the wallet is asked; then the wallet's answer.
 */
export function AddToken({ suggestions = [] }: AddTokenProps) {
  const messages = useMessages()
  const t = messages.token
  const { chain } = useWalletConnection()
  const wallet = useOpenWallet()
  const watch = useWatchWalletAsset()
  const [form, setForm] = useState<TokenForm>(empty)
  // A field's error shows once it was left (or on submit), not while typing.
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})
  const id = useId()
  const { problems, options } = validateToken(form)

  const set = (field: Field, value: string) =>
    setForm((x) => ({ ...x, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (watch.isPending) return
    setTouched({ address: true, symbol: true, decimals: true, image: true })
    if (!options) {
      const first = fields.find((field) => problems[field])
      if (first) inputs.current[first]?.focus()
      return
    }
    set('address', options.address)
    watch.mutate(options)
  }

  const text: Record<Field, [label: string, hint: string]> = {
    address: [t.address, t.addressHint(tokenLimits.addressDigits)],
    symbol: [t.symbol, t.symbolHint(tokenLimits.symbolLength)],
    decimals: [t.decimals, t.decimalsHint],
    image: [t.image, t.imageHint],
  }

  const here = suggestions.filter((x) => x.chainId === chain?.id)
  const symbol = watch.variables?.symbol ?? ''
  let status = ''
  if (watch.isPending && wallet.name) status = t.confirmIn(wallet.name)
  else if (watch.data === true) status = `✓ ${t.added(symbol)}`
  else if (watch.data === false) status = t.declined(symbol)
  let alert = ''
  if (watch.error)
    alert =
      watch.error.name === 'UnsupportedMethodError'
        ? t.unsupported
        : errorMessage(watch.error, messages)

  return (
    <section
      className="latch-card latch-add-token"
      lang={messages.lang}
      dir={messages.dir}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="latch-card__title">
        {t.title}
      </h2>
      <p className="latch-muted">{t.intro}</p>
      {here.length > 0 && (
        <div className="latch-row">
          <span className="latch-add-token__suggestions-label">
            {t.suggestions}
          </span>
          {here.map((token) => (
            <button
              key={token.address}
              type="button"
              className="latch-button latch-button--secondary latch-add-token__suggestion"
              title={token.name}
              onClick={() => {
                setForm({
                  address: token.address,
                  symbol: token.symbol,
                  decimals: String(token.decimals),
                  image: token.image ?? '',
                })
                setTouched({})
              }}
            >
              {token.image && (
                <img src={token.image} alt="" width={18} height={18} />
              )}
              {t.suggestion(token.symbol)}
            </button>
          ))}
        </div>
      )}
      <form className="latch-form" noValidate onSubmit={submit}>
        {fields.map((field) => {
          const problem = touched[field] ? problems[field] : undefined
          const inputId = `${id}-${field}`
          return (
            <div key={field} className="latch-field">
              <label htmlFor={inputId} className="latch-field__label">
                {text[field][0]}
              </label>
              <input
                ref={(element) => {
                  inputs.current[field] = element
                }}
                id={inputId}
                className={`latch-field__input ${field === 'address' ? 'latch-mono' : ''}`}
                // An address, a number and a URL read left to right in every
                // language; a symbol takes the direction of its own letters.
                dir={field === 'symbol' ? 'auto' : 'ltr'}
                // Decimals stays a textbox (not a spinner), with a numeric keypad.
                type={field === 'image' ? 'url' : 'text'}
                inputMode={field === 'decimals' ? 'numeric' : undefined}
                autoComplete="off"
                spellCheck={false}
                required={field !== 'image'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={
                  problem
                    ? `${inputId}-error ${inputId}-hint`
                    : `${inputId}-hint`
                }
                value={form[field]}
                onChange={(event) => set(field, event.target.value)}
                onBlur={(event) => {
                  if (field === 'address')
                    set('address', checksumAddress(form.address))
                  // Left for a button of this form (Add to wallet): the
                  // submit checks every field. An error shown now would push
                  // the button from under the pointer and lose the click.
                  const next = event.relatedTarget
                  if (
                    next instanceof HTMLButtonElement &&
                    next.form === event.currentTarget.form
                  )
                    return
                  setTouched((x) => ({ ...x, [field]: true }))
                }}
              />
              <p id={`${inputId}-hint`} className="latch-field__hint">
                {text[field][1]}
              </p>
              {problem && (
                <p
                  id={`${inputId}-error`}
                  className="latch-field__error"
                  role="alert"
                >
                  {problemText(messages, problem)}
                </p>
              )}
            </div>
          )
        })}
        <div>
          <button
            type="submit"
            className="latch-button latch-button--primary"
            aria-disabled={watch.isPending || undefined}
          >
            {watch.isPending && (
              <span className="latch-spinner" aria-hidden="true" />
            )}
            {t.submit}
          </button>
        </div>
      </form>
      <p
        role="status"
        className={`latch-status ${watch.data ? 'latch-status--success' : ''}`}
      >
        {status}
      </p>
      {watch.isPending && <OpenWalletLink />}
      <p role="alert" className="latch-alert">
        {alert}
      </p>
    </section>
  )
}
