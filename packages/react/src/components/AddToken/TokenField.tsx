'use client'

import { useMessages } from '../../i18n/MessagesContext.ts'
import {
  checksumAddress,
  type TokenForm,
  type TokenFormProblem,
  tokenLimits,
} from './validateToken.ts'

export type TokenFieldProps = {
  /** The input's id; its hint's and error's ids are made from it. */
  id: string
  field: keyof TokenForm
  /** What is wrong with the value, said under it (once the field was left). */
  problem?: TokenFormProblem | undefined
  value: string
  onChange: (field: keyof TokenForm, value: string) => void
  /** The field was left, for anything but a button of its form. */
  onLeave: () => void
}

/** One field of *Add token*: its label, input, hint and error, in the page's language. */
export function TokenField({
  id,
  field,
  problem,
  value,
  onChange,
  onLeave,
}: TokenFieldProps) {
  const t = useMessages().token
  const [label, hint] = {
    address: [t.address, t.addressHint(tokenLimits.addressDigits)],
    symbol: [t.symbol, t.symbolHint(tokenLimits.symbolLength)],
    decimals: [t.decimals, t.decimalsHint],
    image: [t.image, t.imageHint],
  }[field]
  return (
    <div className="latch-field">
      <label htmlFor={id} className="latch-field__label">
        {label}
      </label>
      <input
        id={id}
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
        aria-describedby={problem ? `${id}-error ${id}-hint` : `${id}-hint`}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={(event) => {
          if (field === 'address') onChange(field, checksumAddress(value))
          // Left for a button of this form (Add to wallet): the submit
          // checks every field. An error shown now would push the button
          // from under the pointer and lose the click.
          const next = event.relatedTarget
          if (
            next instanceof HTMLButtonElement &&
            next.form === event.currentTarget.form
          )
            return
          onLeave()
        }}
      />
      <p id={`${id}-hint`} className="latch-field__hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="latch-field__error" role="alert">
          {/* With the limit it broke. */}
          {problem === 'address'
            ? t.invalid.address(tokenLimits.addressDigits)
            : problem === 'symbol'
              ? t.invalid.symbol(tokenLimits.symbolLength)
              : t.invalid[problem]}
        </p>
      )}
    </div>
  )
}
