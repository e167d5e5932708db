/**
 * The family at home named the way the child says them: "his stepmum Jess" is introduced once, as
 * the parent wrote it, and is "Jess" after that; "Grandad Huw", where there is one grandad, is
 * "Grandad". A story that says "Dad and stepmum Jess" on every page reads like a form.
 */
import type { Listener } from '.'
import { HOME_NAMES } from './child'

/** A grandparent's title a child uses alone: "Grandad Huw" is Grandad at home. */
export const GRAND_TITLE = /^(Grandad|Grandpa|Granddad|Grandma|Granny|Gran|Nana|Nanna|Nan|Nanny|Gramps|Oma|Opa|Nonna|Nonno|Taid|Nain)$/

/** Words before a relation that a list may leave out: "little sister Nell" is "sister Nell" there. */
const DESCRIBING = /^(?:little|big|baby|twin|older|younger|new)$/i

/** The full name and what the child calls them, for each person at home whose name is longer than that. */
function calledBy(listener: Listener, their: string): Array<{ full: RegExp; called: string }> {
  const names = listener.child.traits.flatMap((t) => (t.kind === 'family' ? t.members.filter((m) => !m.pet).map((m) => m.name(their)) : []))
  const titles = names.map((n) => n.split(' ')[0] ?? '')
  const out: Array<{ full: RegExp; called: string }> = []
  for (const name of names) {
    const words = name.replace(/^(?:his|her|their) /, '').split(' ')
    const last = words.at(-1) ?? ''
    if (words.length < 2 || !/^\p{Lu}[\p{Ll}'-]+$/u.test(last)) continue
    // "Nai Nai", "Po Po", "Gung Gung": a name said twice is one name, never shortened to "Nai".
    if (words.every((w) => w.toLowerCase() === last.toLowerCase())) continue
    const first = words[0] ?? ''
    // "stepmum Jess", "Stepdad Rob", "little sister Ruby": by their name. "Grandad Huw": Grandad, if he is the only one.
    const grand = GRAND_TITLE.test(first) && words.length === 2
    // "Papi Luis", "Aunty Bola", "Yiayia Eleni": a home name with a name is what the child calls them, every time.
    if (!grand && HOME_NAMES.test(first)) continue
    if (grand && titles.filter((t) => t === first).length > 1) continue
    if (!grand && !words.slice(0, -1).every((w) => /^[\p{Ll}-]+$/u.test(w.replace(/^\p{Lu}/u, (c) => c.toLowerCase())))) continue
    // "little sister Nell" may be told "sister Nell" where the family is listed: the describing word is optional.
    const relation = words.slice(0, -1).map((w) => {
      const either = `[${w.charAt(0).toUpperCase()}${w.charAt(0).toLowerCase()}]${w.slice(1)} `
      return DESCRIBING.test(w) ? `(?:${either})?` : either
    })
    const full = new RegExp(`(?:\\b(?:[Hh]is|[Hh]er|[Tt]heir) )?\\b${relation.join('')}${last}\\b`, 'gu')
    out.push({ full, called: grand ? first : last })
  }
  return out
}

/** The pages with each person at home called their full name the first time only. */
export function namedAsCalled(pages: readonly string[], listener: Listener, their: string): string[] {
  const people = calledBy(listener, their)
  if (people.length === 0) return [...pages]
  const seen = new Set<RegExp>()
  return pages.map((page) =>
    people.reduce(
      (text, { full, called }) =>
        text.replace(full, (match) => {
          if (!seen.has(full)) {
            seen.add(full)
            return match
          }
          return /^\p{Lu}/u.test(match) && !/^\p{Lu}/u.test(called) ? called.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : called
        }),
      page,
    ),
  )
}
