/**
 * A data URI of an image type: the only icon a wallet may announce (EIP-6963),
 * never markup, a script, or a request to a server the wallet chose.
 */
export const imageDataUri = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/
