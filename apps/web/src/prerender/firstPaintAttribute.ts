/**
 * The attribute on `<html>` that keeps the prerendered `#root` unpainted
 * (`theme.css`): `painting` until the page's body script has put the stored
 * account in; `hold` for a visitor whose language is not English, until the
 * app renders in theirs (`start`).
 */
export const firstPaintAttribute = 'data-latch-first-paint'
