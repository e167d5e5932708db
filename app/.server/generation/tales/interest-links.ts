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

export function withoutForcedLinks(text: string, doing: string, pronoun: 'she' | 'he' | 'they', noun?: string): string {
  const d = escapeRegExp(doing)
  const [subject, object] = FORMS[pronoun]
  const had = pronoun === 'they' ? 'they had' : `${subject} had`
  const apt = aptFor(noun)
  return (
    text
      // "knew from X that …", "knows from X: …", "remembered a ship from X, the Endeavour"
      .replace(new RegExp(` from ${d}(?=[ ,:;])`, 'g'), (match, at: number) => (apt(sentenceAround(text, at, match)) ? match : ''))
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

/** Words too general to say what a key's knowledge is about ("stuck things", "good books"). */
const GENERAL =
  /^(?:things?|stuff|games?|books?|toys?|making|building|playing|reading|watching|drawing|doing|about|with|every|other|little|big|lots?)$/i

/**
 * Whether the key's knowledge is about the interest itself, so its source is true: "Isla knew from
 * reading detective books that detectives follow a trail to the end". The knowledge names the
 * interest's own word (detectives), not the general ones (things, books). Told without its source,
 * "Isla knew that detectives follow a trail" was heard as a telling line.
 */
function aptFor(noun: string | undefined): (sentence: string) => boolean {
  const stems = (noun ?? '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !GENERAL.test(w))
    .map((w) => w.replace(/(?:es|s)$/, ''))
  if (stems.length === 0) return () => false
  const pattern = new RegExp(`\\b(?:${stems.map(escapeRegExp).join('|')})`, 'i')
  return (sentence) => pattern.test(sentence)
}

/** The sentence around a clause, without the clause: what it says apart from its source. */
function sentenceAround(text: string, at: number, clause: string): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('\n', at), -1) + 1
  const ends = ['. ', '\n'].map((end) => text.indexOf(end, at + clause.length)).filter((i) => i >= 0)
  return `${text.slice(start, at)} ${text.slice(at + clause.length, ends.length > 0 ? Math.min(...ends) : text.length)}`
}

/** Things a child does that are alike: a key's "as when" holds only between two of one group. */
const ALIKE: readonly RegExp[] = [
  /^(?:look|watch|peer|spot|see|saw|gaz|peep|scan|track|star(?:e|ed|ing)\b|notic|check|search|stud|squint|observ|wait|still|hunt|find|found|explor)/,
  /^(?:listen|hear|heard)/,
  /^(?:draw|drew|paint|sketch|trac|colour|doodl|join)/,
  /^(?:count|work|reckon|measur|add|number|judg|calculat|sort)/,
  /^(?:sing|sang|hum|whistl|chant|play)/,
  /^(?:build|built|mak|made|fix|mend|turn|fit|stack|tinker)/,
  /^(?:read|spell|writ|wrote)/,
  /^(?:run|ran|rac|sprint|jump|hop|skip|danc|spin|balanc|bounc|twirl)/,
  /^(?:throw|threw|bowl|kick|catch|caught|pass|aim|hit|shoot|shot)/,
  /^(?:breath|held|hold|swim|swam|div|float|paddl)/,
]
const alikeGroup = (word: string) => ALIKE.findIndex((group) => group.test(word.toLowerCase()))

/**
 * The key's analogy ("Poppy looked up, as when she was swimming lengths at the pool: …") kept only
 * where the two things are alike: looking and watching, drawing and painting, holding a breath and
 * swimming. Elsewhere the clause goes and the knowledge stays ("Poppy looked up: …"); readers heard
 * "as when he was bowling at the stumps" beside a flat basketball as pasted in.
 */
export function withoutLooseAnalogies(text: string, doing: string, kind?: string | null): string {
  const d = escapeRegExp(doing)
  const analogy = new RegExp(`, (?:as|like) when (?:(?:she|he|they)(?: was| were|'s|'re| is| are) )?${d}(?=[,:;.!?])`, 'g')
  // Watching trains or diggers go by is no builder's know-how: the making keys ("peered under the
  // grate, as when he was watching steam trains puff past") were heard as pasted in.
  const own = kind === 'making' && /^watching\b/.test(doing) ? -1 : alikeGroup(doing.split(' ')[0] ?? '')
  return text.replace(analogy, (match, offset: number) => {
    const before = text.slice(0, offset)
    const clause = before.slice(
      Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n')) + 1,
    )
    const alike = own >= 0 && clause.split(/[^\p{L}']+/u).some((word) => word && alikeGroup(word) === own)
    return alike ? match : ''
  })
}
