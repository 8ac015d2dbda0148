/**
 * A built page's code blocks and tables reachable from the keyboard
 * (`tabindex="0"`): both scroll sideways when they are wider than the page,
 * and a region that scrolls must take the focus to scroll with the keys.
 * Expressive Code's script then takes the attribute off the blocks that fit;
 * set here, it never adds the unnamed `role="region"` each block would get,
 * one landmark per block with the same (no) name.
 */
export function keyboardScrollable(html: string): string {
  return html.replace(
    /<(pre|table)\b(?![^>]*\stabindex=)([^>]*)>/g,
    '<$1 tabindex="0"$2>',
  )
}
