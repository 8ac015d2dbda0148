import { type ReactNode, useId } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'

/** A group's list under its heading; a list without groups as it is. */
export function OptionGroup(props: {
  group: string | undefined
  children: ReactNode
}) {
  const { group, children } = props
  const t = useMessages().connect
  const headingId = useId()
  if (group === undefined) return children
  const heading = Object.hasOwn(t.groups, group)
    ? t.groups[group as keyof typeof t.groups]
    : group
  return (
    <section
      className="latch-connect-dialog__group"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="latch-connect-dialog__group-heading">
        {heading}
      </h3>
      {children}
    </section>
  )
}
