/** The product's name: the page title and the name wallets show the visitor. */
export const APP_NAME = 'Latch'
