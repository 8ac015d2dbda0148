import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useOpenWallet } from '../hooks/useOpenWallet.ts'

/**
 * A wallet request's mutation whose `mutate` and `mutateAsync` also bring
 * the wallet's app to the front on a phone (`useOpenWallet`), in the same
 * task as the call: the caller's tap.
 */
export function useReopeningMutation<data, error, variables, context>(
  mutation: UseMutationResult<data, error, variables, context>,
): UseMutationResult<data, error, variables, context> {
  type result = UseMutationResult<data, error, variables, context>
  const { open } = useOpenWallet()
  const { mutate: mutateOnly, mutateAsync: mutateAsyncOnly } = mutation
  const mutate = useCallback<result['mutate']>(
    (...args) => {
      mutateOnly(...args)
      open()
    },
    [mutateOnly, open],
  )
  const mutateAsync = useCallback<result['mutateAsync']>(
    (...args) => {
      const promise = mutateAsyncOnly(...args)
      open()
      return promise
    },
    [mutateAsyncOnly, open],
  )
  return useMemo(
    () => ({ ...mutation, mutate, mutateAsync }),
    [mutation, mutate, mutateAsync],
  )
}
