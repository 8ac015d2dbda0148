const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1f2937"/>' +
  '<path d="M32 44V34a16 16 0 0 1 32 0v10" fill="none" stroke="#fbbf24" stroke-width="8"/>' +
  '<rect x="24" y="44" width="48" height="34" rx="6" fill="#fbbf24"/>' +
  '<circle cx="48" cy="60" r="5" fill="#1f2937"/></svg>'

/** The dev wallet's icon: a padlock, as the data URI EIP-6963 requires. */
export const devWalletIcon: `data:image/svg+xml,${string}` = `data:image/svg+xml,${encodeURIComponent(svg)}`
