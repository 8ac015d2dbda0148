import type { WalletOption } from '@latch/core'
import type { PlatformOs } from '@latch/core/internal'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { usePrepareWallet } from '../../hooks/usePrepareWallet.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { GetWalletLink } from './GetWalletLink.tsx'
import { groupsOf } from './groupsOf.ts'
import { InAppBrowserNotice } from './InAppBrowserNotice.tsx'
import { NotInstalledOption } from './NotInstalledOption.tsx'
import { OptionButton } from './OptionButton.tsx'
import { OptionGroup } from './OptionGroup.tsx'
import { optionDescription } from './optionDescription.ts'
import { PhoneWalletTile } from './PhoneWalletTile.tsx'
import type { PhonePairing } from './usePhonePairing.ts'

/**
 * The phone's list of wallets: a wallet app with a link for this phone is
 * a tile that opens it (`onTap`); an installed wallet of none a button
 * (the pairing's QR code if it pairs, else `onPick`); a failed pairing's
 * error with *Try again* above them.
 */
export function PhoneOptions(props: {
  options: readonly WalletOption[]
  os: Exclude<PlatformOs, 'desktop'>
  pairing: PhonePairing
  /** The wallet app's link with the pairing, once there is one. */
  linkOf: (option: WalletOption) => string | undefined
  onTap: (option: WalletOption, qr?: boolean) => void
  onPick: (option: WalletOption) => void
  onStartOver: () => void
}) {
  const { options, os, pairing, linkOf, onTap, onPick } = props
  const messages = useMessages()
  const t = messages.connect
  const { appName } = useLatchConfig().latch
  const prepare = usePrepareWallet()
  return (
    <>
      <p className="latch-muted">{t.intro(appName)}</p>
      <InAppBrowserNotice />
      {pairing.isError && (
        <div className="latch-connect-dialog__failed">
          <p role="alert" className="latch-alert">
            {errorMessage(pairing.error, messages)}
          </p>
          <button
            type="button"
            className="latch-button latch-button--secondary"
            onClick={props.onStartOver}
          >
            {t.tryAgain}
          </button>
        </div>
      )}
      {groupsOf(options).map(({ group, options: grouped }) => (
        <OptionGroup key={group ?? ''} group={group}>
          <ul className="latch-connect-dialog__options">
            {grouped.map((option) => {
              const app =
                option.pairing && !option.unavailable && option.mobile?.[os]
              const description = optionDescription(messages, option, true)
              return (
                <li key={option.id}>
                  {app ? (
                    <PhoneWalletTile
                      option={option}
                      href={linkOf(option)}
                      description={description}
                      autoFocus={option === options[0]}
                      onOpen={() => onTap(option)}
                    />
                  ) : option.installed ? (
                    <OptionButton
                      option={option}
                      description={description}
                      autoFocus={option === options[0]}
                      // A pairing is made already: its QR code, not a second one.
                      onPick={() =>
                        option.pairing ? onTap(option, true) : onPick(option)
                      }
                      onPrepare={() => prepare(option)}
                    />
                  ) : (
                    <NotInstalledOption option={option} />
                  )}
                  {!app && <GetWalletLink option={option} touch />}
                </li>
              )
            })}
          </ul>
        </OptionGroup>
      ))}
    </>
  )
}
