import type { WalletOption } from '@latch/core'
import { useId } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { linkTarget } from '../../phone/linkTarget.ts'
import { usePlatform } from '../../phone/usePlatform.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * A wallet app on a phone: a real link to the app with the pairing URI in
 * it (`href`), named "Open {wallet}", so the tap itself opens the app; while
 * the pairing is being made, a tile that says so and is not yet a link.
 */
export function PhoneWalletTile(props: {
  option: WalletOption
  href: string | undefined
  description: string
  autoFocus: boolean
  onOpen: () => void
}) {
  const { option, href, description, autoFocus, onOpen } = props
  const { linkStrategy } = usePlatform()
  const t = useMessages().phone
  const descriptionId = useId()
  // "Open {wallet}" as the link's name, from its content: the words around
  // the shown name, in the language's order, heard and not seen (no
  // aria-label, which would hide the shown name inside another).
  // The shown name is isolated by its <bdi>: the catalogue's own isolates go.
  const [before = '', after = ''] = t
    .openNamed('\u0000')
    .replace(/[\u2066-\u2069]/g, '')
    .split('\u0000')
  const content = (
    <>
      <WalletIcon icon={option.icon} />
      <span className="latch-connect-dialog__option-text">
        <span className="latch-connect-dialog__option-name">
          {href && <span className="latch-visually-hidden">{before}</span>}
          <bdi>{option.name}</bdi>
          {href && after && (
            <span className="latch-visually-hidden">{after}</span>
          )}
        </span>
        <span
          id={descriptionId}
          className="latch-connect-dialog__option-description"
          aria-hidden="true"
        >
          {href ? description : t.preparing}
        </span>
      </span>
      {!href && <span className="latch-spinner" aria-hidden="true" />}
    </>
  )
  if (!href)
    return (
      <div
        className="latch-connect-dialog__option"
        data-option-id={option.id}
        aria-disabled="true"
        aria-busy="true"
      >
        {content}
      </div>
    )
  return (
    <a
      className="latch-connect-dialog__option"
      href={href}
      data-option-id={option.id}
      data-autofocus={autoFocus || undefined}
      aria-describedby={descriptionId}
      // Some in-app browsers let a link out only as a new window.
      {...linkTarget(linkStrategy)}
      // The link itself is the navigation: nothing here awaits or prevents it.
      onClick={onOpen}
    >
      {content}
    </a>
  )
}
