/**
 * The methods Latch asks a wallet for, and the events it listens to; all
 * optional (CAIP-25): a wallet approves what it serves.
 */
export const walletConnectNamespace = {
  methods: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_watchAsset',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_showCallsStatus',
  ],
  events: ['chainChanged', 'accountsChanged'],
}
