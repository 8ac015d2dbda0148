/**
 * The longest announced wallet name shown (in characters): a longer one is
 * cut, with an ellipsis, so it cannot cover the connect dialog; the whole
 * name stays in the option's accessible description.
 */
export const walletNameMaxLength = 40
