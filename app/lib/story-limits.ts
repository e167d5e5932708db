/** Lengths and choices pages show beside their forms, kept apart from the zod schemas so a page can show them without loading zod. */
export const TITLE_MAX = 80
export const PAGE_TEXT_MAX = 2000

/** A share link's note and a book's dedication: a few words, two or three lines at most. */
export const SHARE_NOTE_MAX = 200
export const DEDICATION_MAX = SHARE_NOTE_MAX

/** The book's page sizes: A4 and US Letter for the home printer, and a 21 × 21 cm picture book. */
export const BOOK_SIZES = ['a4', 'letter', 'square'] as const
export type BookSize = (typeof BOOK_SIZES)[number]

export const BOOK_SIZE_LABELS: Record<BookSize, string> = {
  square: 'Square picture book (21 × 21 cm)',
  a4: 'A4',
  letter: 'US Letter',
}
