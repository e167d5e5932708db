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
const COMBINING_MARKS = /\p{M}/gu

/**
 * Letters the confusables data leaves as other non-Latin letters, read as the Latin letter they
 * show: Latin small capitals ("ꜰᴜᴄᴋ"; the skeleton of ᴋ is ĸ, of ꜰ itself), Greek kappa and
 * epsilon, open e ("sɛxy"), and parenthesised letters, which NFKC would turn into "(f)".
 */
const LOOK_ALIKES = new Map<string, string>([
  ...zip('ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ', 'abcdefghijklmnopqrstuvwyz'),
  ...zip('κĸεɛꞓτʍ', 'kkeeetm'),
  ...zip(range(0x249c, 26), 'abcdefghijklmnopqrstuvwxyz'),
  ...zip(range(0x1f110, 26), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
])
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join('')}]`, 'gu')

function zip(from: string, to: string): Array<[string, string]> {
  return [...from].map((c, i) => [c, to[i]!])
}
function range(first: number, count: number): string {
  return String.fromCodePoint(...Array.from({ length: count }, (_, i) => first + i))
}
const foldLookAlikes = (text: string) => text.replace(LOOK_ALIKE, (c) => LOOK_ALIKES.get(c)!)

/**
 * The text as moderation reads it: the look-alikes above folded, compatibility forms folded (NFKC:
 * fullwidth letters, ligatures, mathematical letters), invisible characters (zero-width spaces,
 * soft hyphens) removed, and every run of non-ASCII characters replaced by its skeleton without
 * accents. ASCII stays as typed: the skeleton of "m" is "rn", which would hide words rather than
 * reveal them.
 */
export function forModeration(text: string): string {
  return foldLookAlikes(text)
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(NON_ASCII_RUN, (run) => foldLookAlikes(skeleton(run)).replace(COMBINING_MARKS, '').normalize('NFC'))
}

/** The texts to moderate: each as typed and, where it differs, as moderation reads it. */
export function withModerationForms(texts: string[]): string[] {
  return texts.flatMap((text) => {
    const folded = forModeration(text)
    return folded === text ? [text] : [text, folded]
  })
}
