/**
 * What every key of a stored recent list begins with (`recentTransactionsKey`):
 * in a module of its own, as the clean-up on disconnect, part of the first
 * paint, needs nothing else of the recent lists.
 */
export const recentTransactionsPrefix = 'latch.transactions.'
