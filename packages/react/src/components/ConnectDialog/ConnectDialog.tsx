import type { WalletOption } from '@latch/core'
import {
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { LoadedDialogProps } from '../../dialogs/dialogLoaders.ts'
import { useConnectWallet } from '../../hooks/useConnectWallet.ts'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useWalletOptions } from '../../hooks/useWalletOptions.ts'
import type { Messages } from '../../i18n/en.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useLatchOptions } from '../../LatchOptionsContext.ts'
import { openLink } from '../../phone/openLink.ts'
import { inWalletBrowser, walletAppLink } from '../../phone/phoneLinks.ts'
import { phoneWalletStore } from '../../phone/phoneWalletStore.ts'
import { usePlatform } from '../../phone/usePlatform.ts'
import { Dialog } from '../Dialog/Dialog.tsx'
import { WalletConnectQrCode } from '../WalletConnectQrCode/WalletConnectQrCode.tsx'
import {
  ConnectDialogOpenContext,
  WalletPickedContext,
} from './ConnectDialogOpenContext.ts'
import { InAppBrowserNotice } from './InAppBrowserNotice.tsx'
import { installLink } from './installLink.ts'
import { ownDescription } from './ownDescription.ts'
import { PhoneWaiting } from './PhoneWaiting.tsx'
import { PhoneWalletTile } from './PhoneWalletTile.tsx'
import { useAppOpened } from './useAppOpened.ts'
import { usePhonePairing } from './usePhonePairing.ts'
import { WalletIcon } from './WalletIcon.tsx'

export type ConnectDialogProps = LoadedDialogProps

/**
 * The connect dialog: every wallet the visitor can pick, the last used first
 * and marked *Recent*, then the state of the attempt: confirming in the
 * wallet (with *Cancel*), the WalletConnect QR code, or the error with
 * *Try again*.
 */
export function ConnectDialog(props: ConnectDialogProps) {
  const { open, onClose, opener, returnFocus, onWalletPicked } = props
  const t = useMessages()
  const { disclaimer, appInfo } = useLatchOptions()
  const session = useSession(open)
  // The same element while the session lasts: opening re-renders nothing
  // inside, the options were rendered before.
  const options = useMemo(() => <ConnectOptions key={session} />, [session])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.connect.title}
      opener={opener}
      returnFocus={returnFocus}
      prerender
    >
      {/*
       * Rendered before the dialog opens, so that a tap only shows it; each
       * opening has options of its own: closing forgets the attempt.
       */}
      <ConnectDialogOpenContext value={open}>
        <WalletPickedContext value={onWalletPicked}>
          {options}
        </WalletPickedContext>
      </ConnectDialogOpenContext>
      {appInfo?.learnMoreUrl && (
        <p className="latch-muted latch-connect-dialog__learn-more">
          {t.connect.newToWallets}{' '}
          <a
            className="latch-link"
            href={appInfo.learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.connect.learnAboutWallets}
          </a>
        </p>
      )}
      {disclaimer && (
        <div className="latch-muted latch-connect-dialog__disclaimer">
          {disclaimer}
        </div>
      )}
    </Dialog>
  )
}

/**
 * A key for the options of this opening. A close prepares the next one's
 * in the background (a transition: the close is painted first); an opening
 * that comes before that is done starts afresh on its own.
 */
function useSession(open: boolean): number {
  const [state, setState] = useState({ session: 0, open, used: open })
  if (state.open !== open)
    setState(
      open
        ? {
            session: state.used ? state.session + 1 : state.session,
            open,
            used: true,
          }
        : { ...state, open },
    )
  const stale = !open && state.used
  useEffect(() => {
    if (!stale) return
    startTransition(() =>
      setState((x) =>
        x.open || !x.used
          ? x
          : { session: x.session + 1, open: false, used: false },
      ),
    )
  }, [stale])
  return state.session
}

function ConnectOptions() {
  const messages = useMessages()
  const t = messages.connect
  const { appName } = useLatchConfig().latch
  const listed = useWalletOptions()
  const connect = useConnectWallet()
  const [picked, setPicked] = useState<WalletOption>()
  const [cancelled, setCancelled] = useState(false)
  const platform = usePlatform()
  const { os, linkStrategy } = platform
  const dialogOpen = useContext(ConnectDialogOpenContext)
  const onWalletPicked = useContext(WalletPickedContext)

  // Inside a wallet's own browser (a provider on a phone), that wallet
  // first, connecting directly; elsewhere on a phone, each wallet app a
  // link with the pairing made as the dialog opens.
  const walletBrowser = inWalletBrowser(listed, os)
  const options = useMemo(
    () =>
      walletBrowser
        ? [
            ...listed.filter(
              (x) => x.kind === 'announced' || x.kind === 'browser',
            ),
            ...listed.filter(
              (x) => x.kind !== 'announced' && x.kind !== 'browser',
            ),
          ]
        : listed,
    [listed, walletBrowser],
  )
  const touch = os !== 'desktop'
  const phone = touch && !walletBrowser
  const pairingOption = phone ? pairingOptionOf(options) : undefined
  const pairing = usePhonePairing({
    enabled: phone && dialogOpen,
    connectorId: pairingOption?.id,
  })
  // The wallet app the visitor tapped (or the QR code they asked for), and when.
  const [tapped, setTapped] = useState<{
    option: WalletOption
    at: number
    qr?: boolean
  }>()
  const appOpened = useAppOpened(
    tapped && !tapped.qr ? tapped.at : undefined,
    pairing.refreshIfStale,
  )
  const linkOf = (option: WalletOption) =>
    pairing.uri && os !== 'desktop'
      ? walletAppLink(option, pairing.uri, os)
      : undefined
  const tap = (option: WalletOption, qr?: boolean) => {
    phoneWalletStore.set(option.id)
    onWalletPicked?.(option.name)
    setTapped({ option, at: Date.now(), qr })
  }

  // A wallet that pairs (WalletConnect) on a desktop: a QR code.
  const walletConnect = !!picked?.pairing && connect.isPending
  const uri = walletConnect ? connect.displayUri : undefined

  const view = connect.isPending
    ? 'connecting'
    : connect.isError
      ? 'error'
      : tapped
        ? tapped.qr
          ? 'phoneQr'
          : pairing.isError
            ? 'phoneFailed'
            : 'phoneWaiting'
        : 'list'

  const start = (option: WalletOption) => {
    onWalletPicked?.(option.name)
    setPicked(option)
    setCancelled(false)
    setTapped(undefined)
    // On a phone a pairing is made already: its QR code, not a second one.
    if (phone && option.pairing) return tap(option, true)
    connect.mutate({ connectorId: option.id })
  }
  const startOver = () => {
    setTapped(undefined)
    pairing.restart()
  }

  // A view change removes the focused button: focus goes to the new view's
  // main action, or back to the option the visitor picked.
  const body = useRef<HTMLDivElement>(null)
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const root = body.current
    // A closed dialog takes no focus (an attempt that ends as the dialog
    // closes, e.g. connected).
    if (!root?.closest('dialog')?.open) return
    const target =
      view === 'list'
        ? [...root.querySelectorAll<HTMLElement>('[data-option-id]')].find(
            (element) => element.dataset.optionId === picked?.id,
          )
        : root.querySelector<HTMLElement>('[data-view-focus]')
    target?.focus()
  }, [view, picked])

  let status = ''
  if (view === 'connecting' && picked)
    status = walletConnect
      ? uri
        ? messages.walletConnect.scan
        : messages.walletConnect.preparing
      : t.confirmIn(picked.name)
  else if (view === 'phoneWaiting' && tapped)
    status = t.confirmIn(tapped.option.name)
  else if (view === 'phoneQr')
    status = pairing.uri
      ? messages.walletConnect.scan
      : messages.walletConnect.preparing
  else if (view === 'list' && cancelled) status = t.cancelled

  return (
    <div ref={body} className="latch-connect-dialog">
      <p
        role="status"
        className={
          view === 'connecting'
            ? 'latch-connect-dialog__pending-title'
            : 'latch-status'
        }
      >
        {status}
      </p>

      {view === 'list' && (
        <>
          <p className="latch-muted">{t.intro(appName)}</p>
          {phone && platform.inAppBrowser && <InAppBrowserNotice os={os} />}
          {phone && pairing.isError && (
            <div className="latch-connect-dialog__failed">
              <p role="alert" className="latch-alert">
                {errorMessage(pairing.error, messages)}
              </p>
              <button
                type="button"
                className="latch-button latch-button--secondary"
                onClick={startOver}
              >
                {t.tryAgain}
              </button>
            </div>
          )}
          {groupsOf(options).map(({ group, options: grouped }) => (
            <OptionGroup key={group ?? ''} group={group}>
              <ul className="latch-connect-dialog__options">
                {grouped.map((option) => (
                  <li key={option.id}>
                    {phone &&
                    option.pairing &&
                    !option.unavailable &&
                    option.mobile?.[os] ? (
                      <PhoneWalletTile
                        option={option}
                        href={linkOf(option)}
                        description={optionDescription(messages, option, touch)}
                        linkStrategy={linkStrategy}
                        autoFocus={option === options[0]}
                        onOpen={() => tap(option)}
                      />
                    ) : option.installed ? (
                      <OptionButton
                        option={option}
                        description={optionDescription(messages, option, touch)}
                        autoFocus={option === options[0]}
                        onPick={() => start(option)}
                      />
                    ) : (
                      <NotInstalledOption option={option} />
                    )}
                    {!(phone && option.pairing && option.mobile?.[os]) && (
                      <GetWalletLink option={option} touch={touch} />
                    )}
                  </li>
                ))}
              </ul>
            </OptionGroup>
          ))}
        </>
      )}

      {view === 'phoneWaiting' && tapped && (
        <PhoneWaiting
          option={tapped.option}
          href={linkOf(tapped.option)}
          os={os}
          linkStrategy={linkStrategy}
          outcome={appOpened}
          onOpen={() => tap(tapped.option)}
          onRetry={() => {
            const href = linkOf(tapped.option)
            if (href) openLink(href, linkStrategy)
            tap(tapped.option)
          }}
          onStartOver={startOver}
        />
      )}

      {view === 'phoneFailed' && tapped && pairing.error && (
        <div className="latch-connect-dialog__failed">
          <p className="latch-connect-dialog__wallet">
            <WalletIcon icon={tapped.option.icon} />
            <bdi>{tapped.option.name}</bdi>
          </p>
          <p role="alert" className="latch-alert">
            {pairing.error.name === 'UserRejectedRequestError'
              ? messages.phone.rejectedIn(tapped.option.name)
              : errorMessage(pairing.error, messages)}
          </p>
          <div className="latch-row">
            <button
              type="button"
              className="latch-button latch-button--primary"
              data-view-focus
              onClick={startOver}
            >
              {t.tryAgain}
            </button>
          </div>
        </div>
      )}

      {view === 'phoneQr' && tapped && (
        <div className="latch-connect-dialog__pending">
          {pairing.uri ? (
            <WalletConnectQrCode uri={pairing.uri} />
          ) : (
            <div className="latch-connect-dialog__qr-placeholder">
              <span className="latch-spinner" aria-hidden="true" />
            </div>
          )}
          <button
            type="button"
            className="latch-button latch-button--secondary"
            data-view-focus
            onClick={() => setTapped(undefined)}
          >
            {t.back}
          </button>
        </div>
      )}

      {view === 'connecting' && picked && (
        <div className="latch-connect-dialog__pending">
          {walletConnect && uri ? (
            <>
              <WalletConnectQrCode uri={uri} />
              {picked.mobile?.desktop && (
                <a
                  className="latch-link"
                  href={walletAppLink(picked, uri, 'desktop')}
                >
                  {messages.phone.openDesktopApp}
                </a>
              )}
            </>
          ) : walletConnect ? (
            <div className="latch-connect-dialog__qr-placeholder">
              <span className="latch-spinner" aria-hidden="true" />
            </div>
          ) : (
            <>
              <span className="latch-connect-dialog__pending-icon">
                <WalletIcon icon={picked.icon} />
              </span>
              {!walletConnect && (
                <p className="latch-muted">
                  {t.confirmHelp(picked.name, appName)}
                </p>
              )}
            </>
          )}
          <button
            type="button"
            className="latch-button latch-button--secondary"
            data-view-focus
            onClick={() => {
              connect.reset()
              setCancelled(true)
            }}
          >
            {t.cancel}
          </button>
        </div>
      )}

      {view === 'error' && picked && connect.error && (
        <div className="latch-connect-dialog__failed">
          <p className="latch-connect-dialog__wallet">
            <WalletIcon icon={picked.icon} />
            <bdi>{picked.name}</bdi>
          </p>
          <p role="alert" className="latch-alert">
            {errorMessage(connect.error, messages)}
          </p>
          {connect.error.name === 'ProviderNotFoundError' && (
            <NotInstalledHelp />
          )}
          <div className="latch-row">
            <button
              type="button"
              className="latch-button latch-button--primary"
              data-view-focus
              onClick={() => start(picked)}
            >
              {t.tryAgain}
            </button>
            <button
              type="button"
              className="latch-button latch-button--secondary"
              onClick={() => connect.reset()}
            >
              {t.back}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}

function OptionButton(props: {
  option: WalletOption
  description: string
  autoFocus: boolean
  onPick: () => void
}) {
  const { option, description, autoFocus, onPick } = props
  const t = useMessages().connect
  const descriptionId = useId()
  const fullNameId = useId()
  const unavailable = !!option.unavailable
  return (
    <button
      type="button"
      className="latch-connect-dialog__option"
      data-option-id={option.id}
      data-autofocus={autoFocus || undefined}
      aria-describedby={
        option.fullName ? `${fullNameId} ${descriptionId}` : descriptionId
      }
      aria-disabled={unavailable || undefined}
      // A name cut to be shown: the whole of it on hover, in a first-strong
      // isolate (U+2068 … U+2069).
      title={option.fullName && `\u2068${option.fullName}\u2069`}
      onClick={unavailable ? undefined : onPick}
    >
      <WalletIcon icon={option.icon} />
      <span className="latch-connect-dialog__option-text">
        <span className="latch-connect-dialog__option-name">
          <bdi>{option.name}</bdi>
        </span>
        {/*
         * Under a name that could pass for another, what tells them apart:
         * the rdns, or that two wallets claim it.
         */}
        {option.rdns && (
          <span
            className="latch-mono latch-connect-dialog__option-rdns"
            data-rdns-reason={option.rdnsReason}
          >
            {option.rdnsReason === 'shared' ? (
              t.rdnsShared(option.rdns)
            ) : (
              <bdi>{option.rdns}</bdi>
            )}
          </span>
        )}
        {option.fullName && (
          <span id={fullNameId} hidden>
            {option.fullName}
          </span>
        )}
        {/* The description, not part of the name: the name stays short. */}
        <span
          id={descriptionId}
          className="latch-connect-dialog__option-description"
          aria-hidden="true"
        >
          {description}
        </span>
      </span>
      {option.recent && (
        <span className="latch-connect-dialog__badge">{t.recent}</span>
      )}
    </button>
  )
}

/** *Browser wallet* when there is none: what it is and where to get one. */
function NotInstalledOption({ option }: { option: WalletOption }) {
  const t = useMessages()
  const [open, setOpen] = useState(false)
  const helpId = useId()
  const descriptionId = useId()
  return (
    <>
      <button
        type="button"
        className="latch-connect-dialog__option"
        data-option-id={option.id}
        aria-expanded={open}
        aria-controls={helpId}
        aria-describedby={descriptionId}
        onClick={() => setOpen(!open)}
      >
        <WalletIcon icon={option.icon} />
        <span className="latch-connect-dialog__option-text">
          <span className="latch-connect-dialog__option-name">
            {t.wallet.browserWallet}
          </span>
          <span
            id={descriptionId}
            className="latch-connect-dialog__option-description"
            aria-hidden="true"
          >
            {t.connect.notInstalled}
          </span>
        </span>
        <span className="latch-connect-dialog__chevron" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      <div id={helpId} hidden={!open}>
        <NotInstalledHelp />
      </div>
    </>
  )
}

function NotInstalledHelp() {
  const t = useMessages().connect
  return (
    <div className="latch-connect-dialog__help">
      <p>{t.notInstalledHelp}</p>
      <a
        className="latch-link"
        href={t.getWalletUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.getWallet}
      </a>
    </div>
  )
}

function optionDescription(
  messages: Messages,
  option: WalletOption,
  touch: boolean,
): string {
  const t = messages.connect
  if (option.unavailable) return t.notConfigured
  const own = ownDescription(option.description, messages.lang)
  if (own) return own
  switch (option.kind) {
    case 'appOrExtension':
      return t.appOrExtension(option.name)
    case 'qrCode':
      // One wallet's app (it has install links), or any wallet.
      if (option.install)
        return touch ? t.appOnDevice(option.name) : t.scanWith(option.name)
      return touch ? t.walletConnectTouch : t.walletConnect
    case 'browser':
      return t.detected
    case 'announced':
      return t.installed
  }
}

/** The options under each heading, the headings in the order they first come. */
function groupsOf(
  options: readonly WalletOption[],
): { group: string | undefined; options: WalletOption[] }[] {
  const groups = new Map<string | undefined, WalletOption[]>()
  for (const option of options)
    groups.set(option.group, [...(groups.get(option.group) ?? []), option])
  return [...groups].map(([group, options]) => ({ group, options }))
}

/** A group's list under its heading; a list without groups as it is. */
function OptionGroup(props: {
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

const noSubscription = () => () => {}

/** "Get {wallet}": where to install a wallet this browser has not announced. */
function GetWalletLink(props: { option: WalletOption; touch: boolean }) {
  const { option, touch } = props
  const t = useMessages().connect
  // Read after hydration: a server's markup knows no browser.
  const userAgent = useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => '',
  )
  const href = option.install && installLink(option.install, userAgent, touch)
  if (!href || option.kind === 'announced') return null
  return (
    <a
      className="latch-link latch-connect-dialog__get"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t.getNamed(option.name)}
    </a>
  )
}

/**
 * The connector a phone's pairing is made with: a WalletConnect option of
 * no app of its own when listed (the pairing is any app's), else the first
 * wallet app.
 */
function pairingOptionOf(
  options: readonly WalletOption[],
): WalletOption | undefined {
  const usable = options.filter((x) => x.pairing && !x.unavailable)
  return usable.find((x) => !x.mobile) ?? usable[0]
}
