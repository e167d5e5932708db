/** Lengths the owner's edits may have (kept apart from the zod schemas, so pages can show them without loading zod). */
export const TITLE_MAX = 80
export const PAGE_TEXT_MAX = 2000
