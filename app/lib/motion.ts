/** The visitor asked for less motion (no smooth scrolling, no rotating slides). Browser only. */
export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
