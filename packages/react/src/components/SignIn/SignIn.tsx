'use client'

import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { type UseSiweReturnType, useSiwe } from '../../hooks/useSiwe.ts'
import type { Messages } from '../../i18n/en.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import type { SiweMessages } from '../../i18n/siwe/en.ts'
import { importSiweMessages } from '../../i18n/siwe/importSiweMessages.ts'
import { useLocalized } from '../../i18n/useLocalized.ts'

// Without Sign-In with Ethereum: no texts to load.
const noTexts = async () => null

/**
 * Sign-In with Ethereum's controls, when the dapp turned it on
 * (`LatchProvider`'s `siwe`) and a wallet is connected: *Sign in*, or "Signed
 * in as {name}" with *Sign out*, on one line where they fit. A dismissed or
 * refused sign-in leaves an alert and *Sign in* again. Until the server's
 * session is read, an empty space of the same height: nothing below it
 * moves when the controls come (the account dialog's *Disconnect*).
 */
export function SignIn() {
  const messages = useMessages()
  const siwe = useSiwe()
  // Loaded by the SIWE client's loader before it hands the client up; none
  // (and none fetched) without Sign-In with Ethereum.
  const t = useLocalized<SiweMessages | null>(
    siwe.enabled ? importSiweMessages : noTexts,
    null,
  )
  const display = useAccountDisplay()
  if (!siwe.enabled || !display) return null
  if (!siwe.ready || !t)
    return (
      <div className="latch-sign-in" aria-hidden="true">
        <span className="latch-button latch-placeholder">{'\u00a0'}</span>
      </div>
    )
  if (siwe.status === 'authenticated')
    return (
      <div className="latch-sign-in latch-sign-in--signed-in">
        <p role="status" className="latch-status">
          {t.signedInAs(display.displayName)}
        </p>
        <button
          type="button"
          className="latch-button latch-button--secondary"
          onClick={() => void siwe.signOut()}
        >
          {t.signOut}
        </button>
      </div>
    )
  const signing = siwe.status === 'signing'
  return (
    <div className="latch-sign-in">
      <p role="status" className="latch-status">
        {signing && siwe.verifying
          ? t.verifying
          : signing && display.connector
            ? t.confirmIn(display.connector.name)
            : ''}
      </p>
      <p role="alert" className="latch-alert">
        {siwe.error && !signing ? siweErrorText(siwe.error, messages, t) : ''}
      </p>
      <button
        type="button"
        className="latch-button latch-button--primary"
        data-view-focus
        aria-disabled={signing || undefined}
        onClick={() => {
          if (!signing) void siwe.signIn()
        }}
      >
        {signing && <span className="latch-spinner" aria-hidden="true" />}
        {t.signIn}
      </button>
    </div>
  )
}

function siweErrorText(
  error: NonNullable<UseSiweReturnType['error']>,
  messages: Messages,
  t: SiweMessages,
): string {
  if (error.name !== 'SignInError') return errorMessage(error, messages)
  return error.operation === 'verify' &&
    error.status !== undefined &&
    error.status < 500
    ? t.refused
    : t.unavailable
}
