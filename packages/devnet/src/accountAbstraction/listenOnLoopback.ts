/**
 * A module for the bundler's process (`node --import <this URL>`), as a
 * `data:` URL so it needs no file of its own in the published package:
 * alto's server listens on every interface (0.0.0.0 is fixed in its code),
 * and the devnet lets nothing but loopback reach what it starts. Every TCP
 * server of that process binds 127.0.0.1 instead; a Unix socket (a path) is
 * left as it is.
 */
export function listenOnLoopback(): string {
  return `data:text/javascript,${encodeURIComponent(source)}`
}

const source = `
import { Server } from 'node:net'
const listen = Server.prototype.listen
Server.prototype.listen = function (...args) {
  const [first] = args
  if (typeof first === 'object' && first !== null && !first.path)
    args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number') {
    // listen(port[, host][, backlog][, callback])
    if (typeof args[1] === 'string') args[1] = '127.0.0.1'
    else args.splice(1, 0, '127.0.0.1')
  }
  return listen.apply(this, args)
}
`
