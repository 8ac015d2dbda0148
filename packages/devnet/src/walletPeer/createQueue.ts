/** Items in arrival order; `next` waits when there are none yet. */
export function createQueue<T>() {
  const items: T[] = []
  const waiting: ((item: T) => void)[] = []
  return {
    push: (item: T) => {
      const waiter = waiting.shift()
      if (waiter) waiter(item)
      else items.push(item)
    },
    next: () =>
      new Promise<T>((resolve) => {
        if (items.length) resolve(items.shift()!)
        else waiting.push(resolve)
      }),
  }
}
