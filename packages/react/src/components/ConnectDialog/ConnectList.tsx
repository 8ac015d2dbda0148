import type { WalletOption } from '@latch/core'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { GetWalletLink } from './GetWalletLink.tsx'
import { groupsOf } from './groupsOf.ts'
import { NotInstalledOption } from './NotInstalledOption.tsx'
import { OptionButton } from './OptionButton.tsx'
import { OptionGroup } from './OptionGroup.tsx'
import { optionDescription } from './optionDescription.ts'

/**
 * The wallets to pick from, in their groups, the first focused: each an
 * option to connect with or, when not installed, a note; where to get it.
 */
export function ConnectList(props: {
  options: readonly WalletOption[]
  touch: boolean
  onPick: (option: WalletOption) => void
  onPrepare: (option: WalletOption) => void
}) {
  const { options, touch, onPick, onPrepare } = props
  const messages = useMessages()
  const { appName } = useLatchConfig().latch
  return (
    <>
      <p className="latch-muted">{messages.connect.intro(appName)}</p>
      {groupsOf(options).map(({ group, options: grouped }) => (
        <OptionGroup key={group ?? ''} group={group}>
          <ul className="latch-connect-dialog__options">
            {grouped.map((option) => (
              <li key={option.id}>
                {option.installed ? (
                  <OptionButton
                    option={option}
                    description={optionDescription(messages, option, touch)}
                    autoFocus={option === options[0]}
                    onPick={() => onPick(option)}
                    onPrepare={() => onPrepare(option)}
                  />
                ) : (
                  <NotInstalledOption option={option} />
                )}
                <GetWalletLink option={option} touch={touch} />
              </li>
            ))}
          </ul>
        </OptionGroup>
      ))}
    </>
  )
}
