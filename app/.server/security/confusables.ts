import unhomoglyph from 'unhomoglyph'

/**
 * Look-alike letters are read as the letters they imitate before moderation ("a blоody gոn" with a
 * Cyrillic о and an Armenian ո passed the word filter; docs/decisions.md, 'Confusables').
 * The mapping is Unicode's confusables.txt, through the unhomoglyph package.
 */

/** UTS #39 skeleton: NFD, every character to its prototype, NFD again. Two texts that look alike share it. */
export const skeleton = (text: string): string => unhomoglyph(text.normalize('NFD')).normalize('NFD')

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const NON_ASCII_RUN = /[^\u0000-\u007f]+/g

/**
 * The text as moderation reads it: compatibility forms folded (NFKC: fullwidth letters, ligatures,
 * mathematical letters), invisible characters (zero-width spaces, soft hyphens) removed, and every
 * run of non-ASCII characters replaced by its skeleton. ASCII stays as typed: the skeleton of "m"
 * is "rn", which would hide words rather than reveal them.
 */
export function forModeration(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(NON_ASCII_RUN, (run) => skeleton(run).normalize('NFC'))
}

/** The texts to moderate: each as typed and, where it differs, as moderation reads it. */
export function withModerationForms(texts: string[]): string[] {
  return texts.flatMap((text) => {
    const folded = forModeration(text)
    return folded === text ? [text] : [text, folded]
  })
}
