/** What `AssetSelect` takes. */
export type AssetSelectProps = {
  id: string
  label: string
  /** The chain's currency's symbol. */
  native: string
  /** The demo token's symbol, when the chain has it. */
  token?: string | undefined
  value: 'native' | 'token'
  onChange: (value: string) => void
}

/** The Send form's *Asset*: the chain's currency, or the demo token. */
export function AssetSelect({
  id,
  label,
  native,
  token,
  value,
  onChange,
}: AssetSelectProps) {
  return (
    <div className="latch-field">
      <label htmlFor={id} className="latch-field__label">
        {label}
      </label>
      <select
        id={id}
        className="latch-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="native">{native}</option>
        {token && <option value="token">{token}</option>}
      </select>
    </div>
  )
}
