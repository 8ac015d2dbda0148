// @latch/siwe/node: the handlers on Node's own server (node:http, Express).

export { type NodeHandler, toNodeHandler } from './toNodeHandler.ts'
