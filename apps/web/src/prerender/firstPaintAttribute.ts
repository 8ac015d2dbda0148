/**
 * The attribute on `<html>` that keeps the prerendered `#root` unpainted
 * (`theme.css`): `painting` until the page's body script has put the stored
 * account in (or, that script refused, until the page is parsed); `hold` for
 * a visitor whose language is not English, until the app renders in theirs
 * (`start`) or its entry cannot be loaded.
 */
export const firstPaintAttribute = 'data-latch-first-paint'
