/**
 * A WalletConnect provider goes away as its page does: its SDK core's
 * heartbeat stopped and its relay socket closed (nothing, for a provider
 * not loaded).
 */
export async function closeWalletConnectProvider(provider: unknown) {
  const core = (
    provider as
      | {
          signer?: {
            client: {
              core: {
                heartbeat: { stop: () => void }
                relayer: { transportClose: () => Promise<void> }
              }
            }
          }
        }
      | undefined
  )?.signer?.client.core
  core?.heartbeat.stop()
  await core?.relayer.transportClose().catch(() => {})
}
