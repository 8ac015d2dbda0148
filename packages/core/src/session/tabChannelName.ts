/** The tabs' channel's name (`openTabChannel`), and the storage key of its fallback. */
export const tabChannelName = 'latch.tabs'
