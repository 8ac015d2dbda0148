/**
 * An ENS name in its plainest form: labels of ASCII lowercase letters,
 * digits and hyphens, none empty, none with hyphens in its 3rd and 4th places
 * (ENSIP-15 reserves those, `xn--`). Such a name is its own ENSIP-15
 * normalisation, known without loading the normaliser; its source is inlined
 * in the prerendered page's script.
 */
export const plainAccountName =
  /^(?![^.]{2}--)[a-z0-9-]+(?:\.(?![^.]{2}--)[a-z0-9-]+)*$/
