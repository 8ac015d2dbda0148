import type { Envelope } from './createRelayState.ts'
import type { RelayLimits } from './startRelay.ts'

/**
 * The messages the relay keeps for peers, by topic, within `limits`: the
 * oldest go for a new one past a cap, and each goes when it expires.
 */
export function createRelayMailbox(limits: RelayLimits) {
  const mailbox = new Map<string, Envelope[]>()
  // Every stored envelope, oldest first: what a full relay drops first.
  const stored = new Set<Envelope>()
  let storedBytes = 0

  const drop = (envelope: Envelope) => {
    if (!stored.delete(envelope)) return
    storedBytes -= envelope.bytes
    const kept = mailbox.get(envelope.topic)?.filter((e) => e !== envelope)
    if (kept?.length) mailbox.set(envelope.topic, kept)
    else mailbox.delete(envelope.topic)
  }

  const sweep = () => {
    const now = Date.now()
    for (const envelope of stored) if (envelope.expiresAt <= now) drop(envelope)
  }

  const unexpired = (topic: string) => {
    const now = Date.now()
    for (const envelope of mailbox.get(topic) ?? [])
      if (envelope.expiresAt <= now) drop(envelope)
    return mailbox.get(topic) ?? []
  }

  const keep = (envelope: Envelope) => {
    const queue = [...unexpired(envelope.topic), envelope]
    mailbox.set(envelope.topic, queue)
    stored.add(envelope)
    storedBytes += envelope.bytes
    // The oldest go first: on this topic, then anywhere.
    let topicBytes = queue.reduce((sum, e) => sum + e.bytes, 0)
    while (
      queue.length > limits.maxMessagesPerTopic ||
      topicBytes > limits.maxBytesPerTopic
    ) {
      const oldest = queue[0]!
      topicBytes -= oldest.bytes
      drop(oldest)
      queue.shift()
    }
    while (
      stored.size > limits.maxQueuedMessages ||
      storedBytes > limits.maxQueuedBytes
    )
      drop(stored.values().next().value!)
  }

  return {
    keep,
    sweep,
    unexpired,
    stored: () => ({
      topics: mailbox.size,
      messages: stored.size,
      bytes: storedBytes,
    }),
  }
}
