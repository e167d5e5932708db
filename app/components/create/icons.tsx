import { Icon } from '../Icon'

/** Stroke icons (24 × 24), drawn like the header's: no emoji font or icon library needed. */
export const ICONS = {
  sparkle: 'M12 3.5l2.2 5.3 5.3 2.2-5.3 2.2L12 18.5l-2.2-5.3L4.5 11l5.3-2.2z',
  envelope: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  book: 'M12 6.5C10 5 7.5 4.5 4 4.5v13c3.5 0 6 .5 8 2 2-1.5 4.5-2 8-2v-13c-3.5 0-6 .5-8 2zM12 6.5v13',
  picture: 'M4 5h16v14H4zM4 16l4.5-4.5 4 4 3-3L20 17M15.5 9h.01',
  headphones: 'M4.5 15v-3a7.5 7.5 0 0 1 15 0v3M4.5 14.5h3v5h-3zM16.5 14.5h3v5h-3z',
  bookmark: 'M6.5 4h11v16l-5.5-4-5.5 4z',
}

export { Icon }
