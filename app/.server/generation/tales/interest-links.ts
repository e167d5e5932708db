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
import type { BlockKind, Template } from './format'

const FORMS = { she: ['she', 'her'], he: ['he', 'him'], they: ['they', 'them'] } as const

/** Where a doing happens, said in its own words: "on the building site", "at the pool", "through a telescope". */
const OWN_PLACE = /\b(?:on|at|in|from|through|round|along|across|by|under|down|up|against|into) (?:the|a|an|his|her|their|my)\b/
/** Where the sentence already puts the child: "at the summer fair", "on the beach", "in the old shed". */
const SCENE_PLACE =
  /\b(?:at|on|in|inside) (?:the|a|an) (?!(?:morning|afternoon|evening|night|end|way|dark|middle|meantime|first|same)\b)[\p{L}-]+/u

/** A doing that needs its place to say anything ("riding", "looking", "trotting"): without it, the child talks about the thing. */
const NEEDS_ITS_PLACE = /^(?:riding|looking|playing|lining|waving|trotting|whizzing|going|being)$|\b(?:and|up|down|out|high|come|over)$/

/** "practising ballet in the kitchen" → "practising ballet": the doing without the place it names, or null where that says nothing. */
export function withoutOwnPlace(doing: string): string | null {
  const at = doing.search(OWN_PLACE)
  if (at <= 0) return null
  const bare = doing.slice(0, at).trim()
  if (NEEDS_ITS_PLACE.test(bare)) return null
  return bare
}

/**
 * A sentence that puts the child somewhere ("Jonah is at the summer fair, {doing}") and a doing
 * with a place of its own ("practising ballet in the kitchen") put the child in two places at once:
 * there the doing is told without its place ("practising ballet"), or, where the doing says nothing
 * without it ("riding on the top deck of buses"), the child talks about the thing. Told after the
 * analogies and forced links are gone, which are found by the doing as the lexicon says it.
 */
export function inOnePlace(text: string, doing: string, noun: string | undefined): string {
  if (!noun || !OWN_PLACE.test(doing)) return text
  const bare = withoutOwnPlace(doing)
  return text.replace(/[^.!?\n]+[.!?]*["”’]?/g, (sentence) => {
    const at = sentence.indexOf(doing)
    if (at < 0) return sentence
    const rest = sentence.slice(0, at) + sentence.slice(at + doing.length)
    return SCENE_PLACE.test(rest)
      ? `${sentence.slice(0, at)}${bare ?? `talking about ${noun}`}${sentence.slice(at + doing.length)}`
      : sentence
  })
}

export function withoutForcedLinks(page: string, doing: string, pronoun: 'she' | 'he' | 'they', noun?: string): string {
  const text = page
  // Every rewrite below names the doing, case and all: a page without it has nothing to rewrite.
  if (!text.includes(doing)) return text
  const d = escapeRegExp(doing)
  const [subject, object] = FORMS[pronoun]
  const had = pronoun === 'they' ? 'they had' : `${subject} had`
  const apt = aptFor(noun)
  return (
    text
      // "knew from X that …", "knows from X: …", "remembered a ship from X, the Endeavour"
      // "straight from feeding the birds" is where the child came from, not a forced link.
      .replace(new RegExp(`(?<!\\b(?:straight|fresh|back|home|just))(?:,? from ${d})(?=[ ,:;.!?])`, 'g'), (match, at: number) =>
        apt(sentenceAround(text, at, match)) ? match : '',
      )
      // "From X, Arlo knows: …"
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)From ${d}, (\\S)`, 'g'),
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "From all that X, Arlo could never help counting." → "Arlo could never help counting."
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)From all that ${d}, (\\S)`, 'g'),
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "…, as X had taught him: …"
      .replace(new RegExp(`,? as ${d} had taught(?: him| her| them)?(?=[,:;.!?])`, 'g'), '')
      // "All that X had made Theo quick at sums" → "Theo was quick at sums"
      .replace(new RegExp(`All that ${d} (?:had )?made (\\p{Lu}[\\p{L}'-]*) (quick|good|strong|fast)\\b`, 'gu'), '$1 was $2')
      // "the way X had taught her to look" → "the way she had learned to look"
      .replace(new RegExp(`${d} had taught (?:him|her|them) to`, 'g'), `${had} learned to`)
      // "All that X had taught Theo about space" → "Theo knew about space"
      .replace(new RegExp(`All that ${d} had taught (\\p{Lu}[\\p{L}'-]*) (to|about|that|how)`, 'gu'), (_, name: string, how: string) =>
        how === 'to' ? `${name} had learned to` : how === 'how' ? `${name} knew how` : `${name} knew ${how}`,
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

/** "she was", "he's", "they were": the pronoun and verb of a clause about the child doing the interest ("as if she were …" too). */
const DOING_NOW = "(?:(?:she|he|they)(?: was| were|'s|'re| is| are) )?"

/**
 * The interest told only as what the page does, never as a comparison or an aside: "Like when he's
 * watching the diggers on the building site, Jonah makes a track", "Poppy looked up, as when she
 * was swimming lengths at the pool", "as still as when she was watching octopuses" and "All summer,
 * in between learning about astronomy, Samir had watched the city sink" were each heard as a line
 * pasted in, alike or not. The clause goes; what the child does and knows stays.
 */
/** Stands for the doing while the comparisons by the interest's name are taken out. */
const DOING_MASK = '\u0001'

export function withoutAnalogies(
  text: string,
  doing: string,
  { short = false, noun }: { short?: boolean | 'more'; noun?: string } = {},
): string {
  // Every pattern below names the doing or the noun, case and all: a page with neither is left as it is.
  if (!text.includes(doing) && !(noun && text.includes(noun))) return text
  const d = escapeRegExp(doing)
  // "…, like with the moon", "…, the way they do with beetles", "…, like counting space": the same comparison by the interest's name.
  const n = noun ? escapeRegExp(noun) : null
  // `short`: a page of little ones' words that needs the clause's room keeps a plain "very carefully"
  // in its place ('more': "slowly and very carefully", for a page still a word or two short).
  const how = short === 'more' ? 'slowly and very carefully' : 'very carefully'
  return (
    text
      // "…, as when she was X: …", "…, like when he's X.", "…, as still as when they were X."
      .replace(
        new RegExp(`,? (?:(?:as|like|just as|just like|(?:as|just as) \\p{L}+ as) when|as if) ${DOING_NOW}${d}(?=[,:;.!?—])`, 'gu'),
        short ? `, ${how}` : '',
      )
      // "…, like X.", "Eyes on the wall, like X." and "…, as they did when X: …", "the way she counted when X"
      .replace(
        new RegExp(
          `,? (?:(?:just )?like(?: after| before)?|as (?:after|before)|(?:as|the way|just as) (?:she|he|they|you) \\p{L}+(?: \\p{L}+)? (?:when|for) ${DOING_NOW}) ?${d}(?=[,:;.!?—])`,
          'gu',
        ),
        short ? `, ${how}` : '',
      )
      // The doing itself is never a comparison by the interest's name: "dressing up as superheroes" stays whole.
      .split(doing)
      .join(DOING_MASK)
      .replace(
        n
          ? new RegExp(
              `,? (?:(?:as )?\\p{L}+ )?(?:like|as|after|(?:as|the way) (?:she|he|they|you) \\p{L}+)(?: (?:fixing|mending|checking|counting|for|in|with|at|a \\p{L}+ (?:with|for)))? (?:(?:his|her|their) )?${n}(?=[,:;.!?—])`,
              'gu',
            )
          : /$^/,
        short ? `, ${how}` : '',
      )
      // "Like his Minecraft: this bit fits that bit!", "Like a track for his trains, Ada lays a red line!"
      .replace(
        n ? new RegExp(`(^|[.!?]["”]?\\s+|\\n)(?:Like|As)(?: \\p{L}+){0,4}? (?:(?:his|her|their) )?${n}[,:] (\\S)`, 'gu') : /$^/,
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "Ada knows latches, from mending her trains." (a passage written for a thing one mends) and "Ada knows wheels from Minecraft."
      .replace(n ? new RegExp(`,? (?:from|after) (?:mending |fixing )?(?:his|her|their) ${n}(?=[,:;.!?])`, 'g') : /$^/, '')
      .replace(n ? new RegExp(`,? from ${n}(?=[.!?])`, 'g') : /$^/, '')
      .split(DOING_MASK)
      .join(doing)
      // "Ada looked at the hill the way collecting stickers had taught her, like a picture" → "Ada looked at the hill, like a picture"
      .replace(new RegExp(`,? the way ${d} had taught (?:him|her|them)(?=[,:;.!?])`, 'g'), '')
      // "Like when he's X, Jonah makes a track." → "Jonah makes a track."
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)(?:Just )?(?:Like|As) when ${DOING_NOW}${d}, (\\S)`, 'g'),
        (_, before: string, next: string) => (short ? `${before}${capitalise(how)}, ${next}` : `${before}${capitalise(next)}`),
      )
      // "Like X, Freya watches: …" → "Freya watches: …"
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)(?:Just )?Like ${d}, (\\S)`, 'g'),
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "Like when she's X: stop pushing!" → "Stop pushing!"; "As when X: white in every dish." → "White in every dish."
      .replace(
        new RegExp(`(^|[.!?]["”]?\\s+|\\n)(?:Just )?(?:Like|As) when ${DOING_NOW}${d}: (\\S)`, 'g'),
        (_, before: string, next: string) => `${before}${capitalise(next)}`,
      )
      // "All summer, in between X, Samir had …" → "All summer, Samir had …"; "…, in between X." → "…."
      .replace(new RegExp(`, in between ${d},`, 'g'), ',')
      .replace(new RegExp(`,? in between ${d}(?=[.!?;])`, 'g'), '')
  )
}

/** A sport played with a ball, bat or in a team: what most `sport:` passages speak of. */
const BALL_GAME =
  /\b(?:balls?|football|rugby|cricket|netball|hockey|tennis|golf|badminton|baseball|basketball|volleyball|shuttlecock|team|match|goals?|puck|stumps|rounders|frisbee|dodgeball|polo|lacrosse|softball|handball|bowling|hoops|pitch|wicket|bat|racket)\b/i
/** A `sport:` telling of balls, teams and matches. */
const BALL_TALK =
  /\b(?:balls?|team|teams|teammates?|match|pitch|goals?|pass|passes|keeper|whistle|score|crease|net|huddle|dribbl\w*|kick\w*|catch|caught|players?)\b/i

/**
 * A template's words, with its tokens as written: what a passage says, to weigh it against the
 * interest. `skip`: blocks of that kind left out (a tale's own words, without its `interest:` passages).
 */
export function wordsOf(template: Template, skip?: BlockKind): string {
  return template
    .map((piece) =>
      typeof piece === 'string'
        ? piece
        : 'token' in piece
          ? `{${piece.token}}`
          : piece.block === skip
            ? ''
            : piece.variants.map((v) => wordsOf(v.body, skip)).join(' '),
    )
    .join('')
}

/** A telling that draws or paints the interest itself: "has painted {interest}", "a sticker of {interest}". */
const DRAWS_IT = /\b(?:painted|paints|drawn|drew|draws|a sticker of|a picture of)\s+\{interest\}/
/** An interest that is a doing ("dressing up", "counting things", "swimming"), which nobody can paint. */
const A_DOING = /^\w+ing\b/i

/**
 * Whether a telling that paints or draws the interest can: "On one side, Hattie has painted
 * dressing up" read as nonsense to a blind reader, so a doing takes the passage's other telling.
 */
export function drawnTellingFits(telling: Template | undefined, interest: { noun: string }): boolean {
  if (!telling) return true
  return !(DRAWS_IT.test(wordsOf(telling)) && A_DOING.test(interest.noun.trim()))
}

/**
 * Whether a `sport:` telling is true of this child's sport: "everyone needs a place that's theirs: a
 * lane, a crease, a goal" and "a team beats one person every time" say nothing true of a gymnast, a
 * swimmer or a rider, who meet the key through the story's own telling instead.
 */
export function sportTellingFits(telling: Template | undefined, interest: { noun: string; doing: string; fact: string }): boolean {
  if (!telling) return true
  const words = wordsOf(telling)
  const sport = SPORT_CLAIMS.find((s) => s.sport.test(interest.noun))
  // Each thing the telling says the sport has must be the child's sport's own: a rugby pass goes
  // backwards with no dribbling, a netball player never runs with the ball or kicks it.
  if (sport && (Object.keys(CLAIMS) as Claim[]).some((claim) => CLAIMS[claim].test(words) && !sport.has.includes(claim))) return false
  if (BALL_GAME.test(`${interest.noun} ${interest.doing} ${interest.fact}`)) return true
  return !BALL_TALK.test(words)
}

/**
 * What a `sport:` telling says the child's sport has, by its words: "taught {name} balance", "given
 * {name} good aim", "The players keep dribbling!", "I'll run with it".
 */
const CLAIMS = {
  football: /\bfootball\w*|\bstrikers?\b|\bheads? it\b|\bheaders?\b|\bgoalie\b/i,
  dribble: /\bdribbl\w*/i,
  kick: /\bkick(?:s|ed|ing)?\b(?! up)/i,
  keeper: /\b(?:goal)?keepers?\b/i,
  balance: /\bbalanc\w*/i,
  aim: /\baim\w*|\bgood eye\b|\btargets?\b/i,
  sprint: /\bsprint\w*|\b(?:fast|quick) from\b|\bmade \{name\} fast\b/i,
  jump: /\bjump\w*|\bstrong legs\b/i,
  team: /\bteams?\b|\bteammates?\b|\bhuddle\b/i,
  catch: /\bcatch\w*|\bcaught\b/i,
  bat: /\bbat\b|\bbowl(?:s|ed|er|ing)?\b|\bstumps\b|\bcrease\b|\bwickets?\b/i,
  run: /\brun(?:s|ning)? with (?:it|the ball)\b/i,
} as const
type Claim = keyof typeof CLAIMS

/**
 * The sports parents write most, and what each truly has. A sport not here keeps the rough rule
 * (a ball game takes any ball telling, any other none).
 */
const SPORT_CLAIMS: readonly { sport: RegExp; has: readonly Claim[] }[] = [
  {
    sport: /\b(?:football|soccer|footy)\b/i,
    has: ['football', 'dribble', 'kick', 'keeper', 'aim', 'sprint', 'jump', 'team', 'catch', 'run'],
  },
  { sport: /\brugby\b/i, has: ['kick', 'aim', 'sprint', 'jump', 'team', 'catch', 'run'] },
  { sport: /\bnetball\b/i, has: ['keeper', 'aim', 'sprint', 'jump', 'team', 'catch'] },
  { sport: /\bhockey\b/i, has: ['dribble', 'keeper', 'aim', 'sprint', 'team', 'run'] },
  { sport: /\bcricket\b/i, has: ['keeper', 'aim', 'sprint', 'team', 'catch', 'bat'] },
  { sport: /\b(?:rounders|baseball|softball)\b/i, has: ['aim', 'sprint', 'team', 'catch', 'bat'] },
  { sport: /\bbasketball\b/i, has: ['dribble', 'aim', 'sprint', 'jump', 'team', 'catch', 'run'] },
  { sport: /\b(?:tennis|badminton|squash)\b/i, has: ['aim', 'sprint', 'jump'] },
  { sport: /\bswim\w*/i, has: ['kick'] },
  { sport: /\b(?:gymnast\w*|cartwheels?|trampolin\w*)\b/i, has: ['balance', 'jump'] },
  { sport: /\b(?:karate|taekwondo|kickboxing)\b/i, has: ['balance', 'kick', 'aim'] },
  { sport: /\bjudo\b/i, has: ['balance'] },
  { sport: /\b(?:ballet|danc\w*)\b/i, has: ['balance', 'jump'] },
  { sport: /\bskateboard\w*|\b(?:roller|ice) skating\b/i, has: ['balance', 'jump'] },
  { sport: /\b(?:horse|pony) riding\b|\briding\b/i, has: ['balance'] },
  { sport: /\b(?:running|athletics|sprinting)\b/i, has: ['sprint', 'jump'] },
  { sport: /\b(?:cycling|bikes?|scooters?)\b/i, has: ['balance'] },
]
