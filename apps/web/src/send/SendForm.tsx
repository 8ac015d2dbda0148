import {
  errorMessage,
  useAccountDisplay,
  useLatchConfig,
  useMessages,
  useOpenWallet,
  useSendWalletCalls,
  useSendWalletTransaction,
  useTransactionMessages,
} from '@latch/react'
import { getEnsAddress } from '@wagmi/core'
import { type FormEvent, useId, useState } from 'react'
import { type Address, encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import { useAppOptions } from '../AppOptions.ts'
import { type SendForm as Form, parseSendForm } from './parseSendForm.ts'
import styles from './SendForm.module.css'
import { useSendMessages } from './useSendMessages.ts'

const fields = ['recipient', 'amount'] as const

/**
 * The devnet's Send form: *Recipient* (an address or an ENS name),
 * *Amount* (parsed exactly), *Asset* (the chain's currency or the demo
 * token), *Send*; and *Approve and send*, the demo token's approval and
 * transfer in one batch. Both go to the account dialog's recent
 * transactions, followed to their outcome.
 */
export function SendForm() {
  const t = useSendMessages()
  const messages = useMessages()
  const transactionTexts = useTransactionMessages()
  const config = useLatchConfig()
  const display = useAccountDisplay()
  const wallet = useOpenWallet()
  const { tokens } = useAppOptions()
  const id = useId()
  const [form, setForm] = useState<Form>({ recipient: '', amount: '' })
  const [asset, setAsset] = useState('native')
  const [touched, setTouched] = useState(false)
  const [resolving, setResolving] = useState(false)
  const [notFound, setNotFound] = useState(false)
  const send = useSendWalletTransaction()
  const batch = useSendWalletCalls()

  const chainId = display?.chainId
  const native = display?.chain?.nativeCurrency ?? {
    symbol: 'ETH',
    decimals: 18,
  }
  const token = tokens.find((x) => x.chainId === chainId)
  const chosen = asset === 'token' && token ? token : undefined
  const decimals = chosen ? chosen.decimals : native.decimals
  const symbol = chosen ? chosen.symbol : native.symbol
  const parsed = parseSendForm(form, decimals)
  const problems = touched ? parsed.problems : {}

  /** The recipient's address: typed, or the ENS name's. */
  async function recipientAddress(): Promise<Address | undefined> {
    const { recipient } = parsed
    if (!recipient) return undefined
    if ('address' in recipient) return recipient.address
    setResolving(true)
    try {
      const ensChainId = chainId && config.latch.ensChainId(chainId)
      // ENSIP-15's normaliser is large: fetched when a name is typed.
      const { normalize } = await import('viem/ens')
      const address = await getEnsAddress(config, {
        name: normalize(recipient.name),
        ...(ensChainId ? { chainId: ensChainId } : {}),
      }).catch(() => null)
      if (!address) setNotFound(true)
      return address ?? undefined
    } catch {
      // A name the normaliser refuses points nowhere.
      setNotFound(true)
      return undefined
    } finally {
      setResolving(false)
    }
  }

  const busy = send.isPending || batch.isPending || resolving
  const submit = async (event: FormEvent, kind: 'send' | 'batch') => {
    event.preventDefault()
    if (busy) return
    setTouched(true)
    setNotFound(false)
    const batchToken = kind === 'batch' ? token : undefined
    if (kind === 'batch' && !batchToken) return
    // The batch moves the demo token: its amount reads in the token's decimals.
    const checked = batchToken
      ? parseSendForm(form, batchToken.decimals)
      : parsed
    if (checked.problems.recipient || checked.problems.amount) {
      const first = fields.find((field) => checked.problems[field])
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    const to = await recipientAddress()
    if (!to || checked.value === undefined || !display) return
    const shown = form.recipient.trim()
    if (batchToken) {
      const amount = formatUnits(checked.value, batchToken.decimals)
      batch.mutate({
        description: `${t.batch}: ${amount} ${batchToken.symbol}, ${shown}`,
        calls: [
          {
            to: batchToken.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [display.account, checked.value],
            }),
          },
          {
            to: batchToken.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transferFrom',
              args: [display.account, to, checked.value],
            }),
          },
        ],
      })
      return
    }
    const description = `${t.submit}: ${formatUnits(checked.value, decimals)} ${symbol}, ${shown}`
    send.mutate(
      chosen
        ? {
            description,
            to: chosen.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, checked.value],
            }),
          }
        : { description, to, value: checked.value },
    )
  }

  let status = ''
  if (resolving) status = t.resolving
  else if ((send.isPending || batch.isPending) && wallet.name)
    status = messages.network.confirmIn(wallet.name)
  else if (batch.data && batch.submittedAt > send.submittedAt)
    status =
      batch.data.mode === 'atomic'
        ? transactionTexts.sentAtomic
        : transactionTexts.sentSequential
  else if (send.data) status = t.sent
  const failure =
    send.submittedAt > batch.submittedAt ? send.error : batch.error
  const alert = notFound
    ? t.nameNotFound
    : failure
      ? errorMessage(failure, messages)
      : ''

  const problemText = (field: 'recipient' | 'amount') => {
    const problem = problems[field]
    return problem ? t[problem] : undefined
  }

  return (
    <section
      className={`latch-card ${styles.card}`}
      lang={messages.lang}
      dir={messages.dir}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="latch-card__title">
        {t.title}
      </h2>
      <p className="latch-muted">{t.intro}</p>
      <form
        className="latch-form"
        noValidate
        onSubmit={(event) => submit(event, 'send')}
      >
        {fields.map((field) => {
          const problem = problemText(field)
          const inputId = `${id}-${field}`
          return (
            <div key={field} className="latch-field">
              <label htmlFor={inputId} className="latch-field__label">
                {t[field]}
              </label>
              <input
                id={inputId}
                className={`latch-field__input ${field === 'recipient' ? 'latch-mono' : ''}`}
                dir="ltr"
                type="text"
                inputMode={field === 'amount' ? 'decimal' : undefined}
                autoComplete="off"
                spellCheck={false}
                required
                aria-invalid={problem ? true : undefined}
                aria-describedby={
                  problem
                    ? `${inputId}-error ${inputId}-hint`
                    : `${inputId}-hint`
                }
                value={form[field]}
                onChange={(event) => {
                  const { value } = event.target
                  setForm((x) => ({ ...x, [field]: value }))
                  if (field === 'recipient') setNotFound(false)
                }}
              />
              <p id={`${inputId}-hint`} className="latch-field__hint">
                {field === 'recipient' ? t.recipientHint : t.amountHint}
              </p>
              {problem && (
                <p
                  id={`${inputId}-error`}
                  className="latch-field__error"
                  role="alert"
                >
                  {problem}
                </p>
              )}
            </div>
          )
        })}
        <div className="latch-field">
          <label htmlFor={`${id}-asset`} className="latch-field__label">
            {t.asset}
          </label>
          <select
            id={`${id}-asset`}
            className="latch-field__input"
            value={chosen ? 'token' : 'native'}
            onChange={(event) => setAsset(event.target.value)}
          >
            <option value="native">{native.symbol}</option>
            {token && <option value="token">{token.symbol}</option>}
          </select>
        </div>
        <div className="latch-row">
          <button
            type="submit"
            className="latch-button latch-button--primary"
            aria-disabled={busy || undefined}
          >
            {send.isPending && (
              <span className="latch-spinner" aria-hidden="true" />
            )}
            {t.submit}
          </button>
          {token && (
            <button
              type="button"
              className="latch-button latch-button--secondary"
              aria-disabled={busy || undefined}
              aria-describedby={`${id}-batch-hint`}
              onClick={(event) => submit(event, 'batch')}
            >
              {batch.isPending && (
                <span className="latch-spinner" aria-hidden="true" />
              )}
              {t.batch}
            </button>
          )}
        </div>
        {token && (
          <p id={`${id}-batch-hint`} className="latch-field__hint">
            {t.batchHint}
          </p>
        )}
      </form>
      <p role="status" className="latch-status">
        {status}
      </p>
      <p role="alert" className="latch-alert">
        {alert}
      </p>
    </section>
  )
}
