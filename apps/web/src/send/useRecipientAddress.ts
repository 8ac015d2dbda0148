import { useLatchConfig } from '@latch/react'
import { getEnsAddress } from '@wagmi/core'
import { useState } from 'react'
import type { Address } from 'viem'
import type { ParsedSendForm } from './parseSendForm.ts'

/** What `useRecipientAddress` gives the Send form. */
export type UseRecipientAddressReturnType = {
  /** The recipient's address: typed, or the ENS name's; `undefined` for none. */
  resolve: (
    recipient: ParsedSendForm['recipient'],
  ) => Promise<Address | undefined>
  /** A name is being resolved. */
  resolving: boolean
  /** The last name resolved points nowhere. */
  notFound: boolean
  setNotFound: (notFound: boolean) => void
}

/** The Send form's recipient resolved to an address, an ENS name on the chain's ENS chain. */
export function useRecipientAddress(
  chainId: number | undefined,
): UseRecipientAddressReturnType {
  const config = useLatchConfig()
  const [resolving, setResolving] = useState(false)
  const [notFound, setNotFound] = useState(false)

  async function resolve(
    recipient: ParsedSendForm['recipient'],
  ): Promise<Address | undefined> {
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

  return { resolve, resolving, notFound, setNotFound }
}
