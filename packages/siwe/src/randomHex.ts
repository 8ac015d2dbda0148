/**
 * `bytes` random bytes from the platform's CSPRNG (`crypto.getRandomValues`,
 * in every runtime the handlers mount in), as lower-case hex: alphanumeric,
 * so it is a valid EIP-4361 nonce as it is.
 */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  let hex = ''
  for (const value of values) hex += value.toString(16).padStart(2, '0')
  return hex
}
