import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { useLatchOptions } from '../../LatchOptionsContext.ts'
import { Avatar } from '../Avatar/Avatar.tsx'

/** What `LatchProvider`'s `avatar` component is given. */
export type AvatarComponentProps = {
  /** The account, checksummed. */
  address: Address
  /** Its ENS name, when it has one. */
  ensName: string | undefined
  /** Its ENS avatar's URL, when it has one (not checked: see `Avatar`). */
  ensAvatar: string | undefined
  /** The size Latch draws it at, in CSS pixels (square). */
  size: number
}

/** `LatchProvider`'s `avatar`: draws the account's picture. */
export type AvatarComponent = (props: AvatarComponentProps) => ReactNode

/**
 * The account's picture wherever Latch draws it: the provider's `avatar`
 * component when it has one, else Latch's `Avatar`.
 */
export function AccountAvatar(props: AvatarComponentProps & { size: 28 | 64 }) {
  const Own = useLatchOptions().avatar
  if (Own) return <Own {...props} />
  return (
    <Avatar address={props.address} src={props.ensAvatar} size={props.size} />
  )
}
