/**
 * The attribute on `<html>` that says whether the app is on its way
 * (`theme.css` shows the page's "could not start" message without it):
 * `head` once the head script has run (the body script, or else the head
 * script itself once the page is parsed, starts the app); `loading` once the
 * app's entry is being loaded; `failed` when it could not be. Absent when no
 * script of the page ran: JavaScript off, or a page changed on its way so
 * that the policy refuses its scripts.
 */
export const appStartAttribute = 'data-latch-start'
