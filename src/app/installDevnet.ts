/** Devnet builds only: installs the Dev wallet into the page. */
export function installDevnet(): void {
  // The Dev wallet (devnet/wallet) is wired in here.
}
