import {
  GasPayer,
  useAccountDisplay,
  useMessages,
  useSendWalletCalls,
  useSendWalletTransaction,
  useSponsorship,
} from '@latch/react'
import { type FormEvent, useId, useState } from 'react'
import { encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import { useAppOptions } from '../AppOptions.ts'
import { APP_NAME } from '../config/app.ts'
import { AssetSelect } from './AssetSelect.tsx'
import { type SendForm as Form, parseSendForm } from './parseSendForm.ts'
import { SendButtons } from './SendButtons.tsx'
import { SendField } from './SendField.tsx'
import styles from './SendForm.module.css'
import { SendStatus } from './SendStatus.tsx'
import { tokenBatchCalls } from './tokenBatchCalls.ts'
import { useRecipientAddress } from './useRecipientAddress.ts'
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
  const display = useAccountDisplay()
  const { tokens, sponsorship } = useAppOptions()
  const id = useId()
  const [form, setForm] = useState<Form>({ recipient: '', amount: '' })
  const [asset, setAsset] = useState('native')
  const [touched, setTouched] = useState(false)
  const send = useSendWalletTransaction()
  const batch = useSendWalletCalls()
  // Where the app names a paymaster: whether it pays this visitor's gas.
  const gas = useSponsorship({ sponsorship }).data
  // `'required'`: never "You pay the gas"; a send the app cannot pay for is
  // refused before the wallet opens.
  const payer =
    gas &&
    gas.reason !== 'no-paymaster' &&
    (gas.sponsored || sponsorship !== 'required')
      ? gas
      : undefined

  const chainId = display?.chainId
  const recipient = useRecipientAddress(chainId)
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

  const busy = send.isPending || batch.isPending || recipient.resolving
  const submit = async (event: FormEvent, kind: 'send' | 'batch') => {
    event.preventDefault()
    if (busy) return
    setTouched(true)
    recipient.setNotFound(false)
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
    const to = await recipient.resolve(parsed.recipient)
    const { value } = checked
    if (!to || value === undefined || !display) return
    const shown = form.recipient.trim()
    if (batchToken) {
      const amount = formatUnits(value, batchToken.decimals)
      batch.mutate({
        sponsorship,
        description: `${t.batch}: ${amount} ${batchToken.symbol}, ${shown}`,
        calls: tokenBatchCalls({
          token: batchToken.address,
          account: display.account,
          to,
          value,
        }),
      })
      return
    }
    const description = `${t.submit}: ${formatUnits(value, decimals)} ${symbol}, ${shown}`
    const call = chosen
      ? {
          to: chosen.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, value],
          }),
        }
      : { to, value }
    // Sponsored, it goes as a batch of one: only `wallet_sendCalls` carries
    // the paymaster service to the wallet.
    if (gas?.sponsored || sponsorship === 'required')
      batch.mutate({ description, calls: [call], sponsorship })
    else send.mutate({ description, ...call })
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
          const problem = problems[field]
          return (
            <SendField
              key={field}
              id={`${id}-${field}`}
              field={field}
              label={t[field]}
              hint={field === 'recipient' ? t.recipientHint : t.amountHint}
              problem={problem ? t[problem] : undefined}
              value={form[field]}
              onChange={(value) => {
                setForm((x) => ({ ...x, [field]: value }))
                if (field === 'recipient') recipient.setNotFound(false)
              }}
            />
          )
        })}
        <AssetSelect
          id={`${id}-asset`}
          label={t.asset}
          native={native.symbol}
          token={token?.symbol}
          value={chosen ? 'token' : 'native'}
          onChange={setAsset}
        />
        {payer && <GasPayer sponsor={payer.sponsored ? APP_NAME : undefined} />}
        <SendButtons
          id={id}
          busy={busy}
          sending={send.isPending}
          batching={batch.isPending}
          batch={!!token}
          onBatch={(event) => submit(event, 'batch')}
        />
      </form>
      <SendStatus
        send={send}
        batch={batch}
        resolving={recipient.resolving}
        notFound={recipient.notFound}
      />
    </section>
  )
}
