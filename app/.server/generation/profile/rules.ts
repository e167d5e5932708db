/**
 * A child's and a family's rules for their stories, as the engine reads them: the keys the children
 * page offers (FAMILY_RULES), plus free-text lines. A line that clearly says one of the keys ("she is
 * scared of dogs", "nothing about the sea") counts as that key; a line that names a thing to keep out
 * ("no spiders please") keeps out the stories with that thing in them. The free text itself is never
 * told in a story: only the OpenAI writer hears it, marked as the parent's rules.
 */
import { type FamilyRuleKey, FAMILY_RULE_KEYS, isFamilyRuleKey } from '~/lib/family-rules'
import { singular } from '../english'
import type { Trait } from './child'
import { allTales, taleFor } from '../tales/catalogue'
import { fearEntryFor } from './fears'
import { KINDS } from './kinds'

export type FamilyRules = {
  /** The keys the rules hold, typed as keys or said in free text. */
  keys: FamilyRuleKey[]
  /** The free-text lines as the parent wrote them (for the OpenAI writer only; never told). */
  free: string[]
  /** Things a free-text line keeps out that no key covers ("spiders"), as the stories name them. */
  nouns: string[]
}

/** Words that say "keep it out": no, never, scared of, hates … */
const AGAINST =
  /\b(?:no|not|never|nothing|none|without|avoid\w*|scared|afraid|frightened|terrified|fear\w*|phobia|phobic|hates?|dislikes?|don'?t|doesn'?t|won'?t|can'?t|cannot|upset\w*|nervous|worried|anxious|frighten\w*|scares?|scary|panic\w*|nightmares?|cries|cry|please leave out|leave out|skip|keep out|too much|stop)\b/

/** What each key is about, in the words parents use. */
const KEY_WORDS: Record<FamilyRuleKey, RegExp> = {
  'no-monsters':
    /\b(?:monsters?|scary (?:creatures?|animals?|beasts?|things)|creatures?|beasts?|dragons?|trolls?|ogres?|ghosts?|ghouls?|zombies?|goblins?|giants?|witch(?:es)?)\b/,
  'no-sea': /\b(?:sea|seas|seaside|ocean|oceans|beach|beaches|deep water|the water|water|waves?|swimming|drowning|boats?|ships?)\b/,
  'no-dogs':
    /\b(?:dogs?|doggy|doggies|pupp(?:y|ies)|pups?|hounds?|terriers?|labradors?|spaniels?|poodles?|collies?|sheepdogs?|dachshunds?|beagles?|pugs?|huskies|husky|greyhounds?|whippets?|corgis?|dalmatians?|retrievers?|chihuahuas?|schnauzers?|cockapoos?|barking)\b/,
  'no-dark': /\b(?:dark|darkness|night ?time|the night|at night|shadows?|lights? off|power cuts?)\b/,
  'no-storms': /\b(?:storms?|stormy|thunder\w*|lightning|gales?|blizzards?|hurricanes?|tornado\w*)\b/,
  'no-heights': /\b(?:heights?|high up|high places?|up high|falling|fall(?:s)? off|cliffs?|climbing|ladders?|tall places?)\b/,
  'no-getting-lost':
    /\b(?:lost|losing (?:mum|mummy|dad|daddy|her mum|his mum|her dad|his dad|us|me|them)|get(?:s|ting)? separated|separated|wander(?:s|ing)? off|run(?:s|ning)? away)\b/,
  'no-baddies':
    /\b(?:baddies|baddy|baddie|bad guys?|bad (?:men|people|man)|villains?|robbers?|thie(?:f|ves)|burglars?|bull(?:y|ies)|bullying|kidnap\w*|evil|wicked|mean people)\b/,
}

/** Phrases after which a free-text line names the thing to keep out. */
const NOUN_AFTER =
  /(?:^|\b(?:is|are|gets?|feels?)\s+)?(?:no|never|nothing (?:about|with)|without|avoid(?:ing)?|(?:a bit |a little |very |really |quite |so )?(?:scared|afraid|frightened|terrified|nervous|worried) (?:of|by|about)|hates?|dislikes?|(?:does ?n['’]?t|do ?n['’]?t|does not|do not) like|can['’]?t stand)\s+(?:any\s+|the\s+|big\s+|all\s+|more\s+)*([a-z][a-z' -]{1,40})/

const TRAILING = /\s+(?:please|thanks?|thank you|at all|ever|in (?:the |her |his |their )?stor(?:y|ies)|either|too|any more|anymore)\b.*$/

/** The things the stories show (others and objects), so a free-text thing keeps out only what stories can have. */
let sceneNouns: Set<string> | null = null

function isKnownNoun(noun: string): boolean {
  if (!sceneNouns) {
    sceneNouns = new Set()
    for (const { theme, n } of allTales())
      for (const page of taleFor(theme, n)?.pages ?? [])
        for (const word of [...page.scene.others, ...page.scene.objects]) sceneNouns.add(singular(word))
  }
  const one = singular(noun)
  return !!KINDS[one] || !!KINDS[noun] || sceneNouns.has(one) || sceneNouns.has(noun)
}

/** Words that say a thing is welcome: "loves the dark but no monsters", "no dogs, cats are fine". */
const WELCOME = /\b(?:loves?|likes?|enjoys?|adores?|fine|ok|okay|happy with|is into|are into)\b/

/**
 * The keys one free-text line clearly says (none for "nothing sad": no key is about sadness). Read
 * clause by clause: "scared of dogs, the dark and thunder" keeps all three out, "loves the dark but
 * no monsters" only monsters.
 */
export function ruleKeysOf(line: string): FamilyRuleKey[] {
  const said = new Set<FamilyRuleKey>()
  let against = false
  for (const clause of line.split(/[,;.!?]|\bbut\b/i).map(normalise)) {
    if (!clause) continue
    if (AGAINST.test(clause)) against = true
    else if (WELCOME.test(clause)) against = false
    if (against) for (const key of FAMILY_RULE_KEYS) if (KEY_WORDS[key].test(clause)) said.add(key)
  }
  return FAMILY_RULE_KEYS.filter((key) => said.has(key))
}

/** The thing a free-text line keeps out ("no spiders please": spiders), when the stories know it. */
export function ruleNounOf(line: string): string | null {
  const text = normalise(line)
  const found = NOUN_AFTER.exec(text)
  if (!found) return null
  const noun = (found[1] as string)
    .replace(TRAILING, '')
    .replace(/[^a-z' -]/g, '')
    .trim()
  if (!noun || noun.split(/\s+/).length > 3) return null
  return isKnownNoun(noun) ? noun : null
}

const normalise = (line: string) =>
  line
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** A child's and their family's rules together, read: keys, free text and the things it keeps out. */
export function readRules(lines: readonly string[] = []): FamilyRules {
  const keys = new Set<FamilyRuleKey>()
  const free: string[] = []
  const nouns = new Set<string>()
  for (const raw of lines) {
    const line = typeof raw === 'string' ? raw.trim() : ''
    if (!line) continue
    if (isFamilyRuleKey(line)) {
      keys.add(line)
      continue
    }
    free.push(line)
    const said = ruleKeysOf(line)
    for (const key of said) keys.add(key)
    const noun = said.length === 0 ? ruleNounOf(line) : null
    if (noun) nouns.add(noun)
  }
  return { keys: FAMILY_RULE_KEYS.filter((key) => keys.has(key)), free: [...new Set(free)], nouns: [...nouns] }
}

/**
 * The fear a rule names, told the way a fear typed in "Anything … finds scary?" is: where a story has
 * a passage for it, the gentle one. In our own words, never the parent's free text.
 */
const RULE_FEARS: Partial<Record<FamilyRuleKey, Extract<Trait, { kind: 'fear' }>>> = {
  'no-dogs': { kind: 'fear', fear: 'animals', noun: 'dogs', phrase: 'dogs' },
  'no-dark': { kind: 'fear', fear: 'dark', noun: 'the dark', phrase: 'the dark' },
  'no-storms': { kind: 'fear', fear: 'noise', noun: 'thunder', phrase: 'thunder' },
  'no-heights': { kind: 'fear', fear: 'heights', noun: 'heights', phrase: 'heights' },
  'no-sea': { kind: 'fear', fear: 'water', noun: 'deep water', phrase: 'deep water' },
  'no-getting-lost': { kind: 'fear', fear: 'alone', noun: 'getting lost', phrase: 'getting lost' },
}

/**
 * A fear the parent typed that a rule also keeps out ("scared of dogs" and "no dogs") is the rule's:
 * told only where a story already has the thing, which the rule's stories never do. Else a fear
 * passage's own line for it (a barking dog at the gate) would bring into the story what the family
 * asked to keep out.
 */
export function typedFearsUnderRules(rules: readonly string[] | FamilyRules, traits: readonly Trait[]): Trait[] {
  const read = Array.isArray(rules) ? readRules(rules) : (rules as FamilyRules)
  const ruled = new Map(
    read.keys.flatMap((key) => {
      const fear = RULE_FEARS[key]
      const entry = fear ? fearEntryFor(fear.phrase) : null
      return entry ? [[entry.id, key] as const] : []
    }),
  )
  return traits.map((t) => {
    if (t.kind !== 'fear' || t.fromRule) return t
    const key = ruled.get((fearEntryFor(t.phrase) ?? fearEntryFor(t.noun))?.id ?? '')
    return key ? { ...t, fromRule: key } : t
  })
}

/** The fears the rules name, for the child's traits, leaving out a kind the parent already typed as a fear. */
export function ruleFears(rules: readonly string[] | FamilyRules, traits: readonly Trait[] = []): Trait[] {
  const read = Array.isArray(rules) ? readRules(rules) : (rules as FamilyRules)
  const typed = new Set(traits.flatMap((t) => (t.kind === 'fear' ? [t.fear] : [])))
  const out: Trait[] = []
  for (const key of read.keys) {
    const fear = RULE_FEARS[key]
    if (!fear || typed.has(fear.fear)) continue
    typed.add(fear.fear)
    out.push({ ...fear, fromRule: key })
  }
  return out
}
