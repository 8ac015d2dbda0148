import { cleanup, render, screen } from '@testing-library/react'
// An independent QR encoder (installed with the WalletConnect packages) as
// the oracle: what Latch draws must be the same symbol module for module.
// @ts-expect-error: qrcode ships no types
import QRCode from 'qrcode'
import { encode } from 'uqr'
import { afterEach, describe, expect, test } from 'vitest'
import { WalletConnectQrCode } from './WalletConnectQrCode.tsx'

afterEach(cleanup)

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Reads the dark modules back from the drawn path (`M{x} {y}h1v1h-1z`). */
function drawnModules(svg: Element): Set<string> {
  const d = svg.querySelector('path')!.getAttribute('d')!
  return new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`),
  )
}

describe('WalletConnectQrCode', () => {
  test('role img named WalletConnect QR code, its data-uri the pairing URI', () => {
    render(<WalletConnectQrCode uri={uri} />)
    const qr = screen.getByRole('img', { name: 'WalletConnect QR code' })
    expect(qr.getAttribute('data-uri')).toBe(uri)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  test('draws the QR code of the URI: the same symbol an independent encoder makes', () => {
    render(<WalletConnectQrCode uri={uri} />)
    const drawn = drawnModules(screen.getByRole('img'))
    const { maskPattern } = encode(uri, { ecc: 'M', border: 0 })
    const expected = QRCode.create([{ data: uri, mode: 'byte' }], {
      errorCorrectionLevel: 'M',
      maskPattern,
    }).modules
    const dark = new Set<string>()
    for (let y = 0; y < expected.size; y++)
      for (let x = 0; x < expected.size; x++)
        if (expected.get(y, x)) dark.add(`${x},${y}`)
    expect(dark.size).toBeGreaterThan(500)
    expect(drawn).toEqual(dark)
    // A 4-module quiet zone on every side, on white.
    const viewBox = screen.getByRole('img').getAttribute('viewBox')
    expect(viewBox).toBe(`-4 -4 ${expected.size + 8} ${expected.size + 8}`)
  })

  test('no inline style anywhere (style-src self)', () => {
    const { container } = render(<WalletConnectQrCode uri={uri} />)
    expect(container.querySelector('[style]')).toBeNull()
  })
})
