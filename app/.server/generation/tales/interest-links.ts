/**
 * A story's key says what the child knows from their interest ("Zainab knew from playing chess
 * that…"). For an interest the lexicon knows, the story's passage for its kind was written for
 * it; for one it does not ("telling jokes", "stomping like a T-rex"), the passage of its rough kind
 * claims knowledge the interest never taught ("Mateo remembered a real ship from telling jokes").
 * There the claim is told without its source: the knowledge stays, the false "from …" goes, and the
 * interest is still the child's own where the story shows them doing it.
 */
import { capitalise } from '../english'
import { escapeRegExp } from '../profile/limits'

const FORMS = { she: ['she', 'her'], he: ['he', 'him'], they: ['they', 'them'] } as const

export function withoutForcedLinks(text: string, doing: string, pronoun: 'she' | 'he' | 'they'): string {
  const d = escapeRegExp(doing)
  const [subject, object] = FORMS[pronoun]
  const had = pronoun === 'they' ? 'they had' : `${subject} had`
  return (
    text
      // "knew from X that …", "knows from X: …", "remembered a ship from X, the Endeavour"
      .replace(new RegExp(` from ${d}(?=[ ,:;])`, 'g'), '')
      // "From X, Arlo knows: …"
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)From ${d}, (\\S)`, 'g'),
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "…, as X had taught him: …"
      .replace(new RegExp(`,? as ${d} had taught (?:him|her|them)`, 'g'), '')
      // "the way X had taught her to look" → "the way she had learned to look"
      .replace(new RegExp(`${d} had taught (?:him|her|them) to`, 'g'), `${had} learned to`)
      // "All that X had taught Theo about space" → "Theo knew about space"
      .replace(new RegExp(`All that ${d} had taught (\\p{Lu}[\\p{L}'-]*) (to|about)`, 'gu'), (_, name: string, how: string) =>
        how === 'to' ? `${name} had learned to` : `${name} knew about`,
      )
      .replace(new RegExp(`All that ${d} had taught ${object}`, 'g'), `${capitalise(had)} learned`)
  )
}
