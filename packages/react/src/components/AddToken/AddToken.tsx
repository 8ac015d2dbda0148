'use client'

import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useWatchWalletAsset } from '../../hooks/useWatchWalletAsset.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { OpenWalletLink } from '../../phone/OpenWalletLink.tsx'
import { TokenField } from './TokenField.tsx'
import { type TokenForm, validateToken } from './validateToken.ts'

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
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    set('address', options.address)
    watch.mutate(options)
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
          return (
            <TokenField
              key={field}
              id={`${id}-${field}`}
              field={field}
              problem={problem}
              value={form[field]}
              onChange={set}
              onLeave={() => setTouched((x) => ({ ...x, [field]: true }))}
            />
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
