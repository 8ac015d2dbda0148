/** What `SendField` takes. */
export type SendFieldProps = {
  /** The input's id; its hint's and error's ids are made from it. */
  id: string
  field: 'recipient' | 'amount'
  label: string
  hint: string
  /** What is wrong with the value, said under it. */
  problem?: string | undefined
  value: string
  onChange: (value: string) => void
}

/** One text field of the Send form: its label, input, hint and error. */
export function SendField({
  id,
  field,
  label,
  hint,
  problem,
  value,
  onChange,
}: SendFieldProps) {
  return (
    <div className="latch-field">
      <label htmlFor={id} className="latch-field__label">
        {label}
      </label>
      <input
        id={id}
        className={`latch-field__input ${field === 'recipient' ? 'latch-mono' : ''}`}
        dir="ltr"
        type="text"
        inputMode={field === 'amount' ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={false}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error ${id}-hint` : `${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="latch-field__hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="latch-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
