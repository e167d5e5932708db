/**
 * Which stories a family's rules forbid ("no monsters", "nothing about the sea", "she is scared of
 * dogs"). Read from each story's scenes (place, time, weather, who and what is in the pictures,
 * what the hero does) and, where the pictures cannot tell, its outline, pitch and text; then a short
 * table of exceptions where reading cannot tell. "Surprise me" and the story ideas' best fits leave
 * forbidden stories out (fit.ts); a parent who picks one by hand still gets it.
 */
import type { FamilyRuleKey } from '~/lib/family-rules'
import type { ThemeId } from '~/lib/themes'
import { type FamilyRules, readRules } from '../profile/rules'
import { INDOOR_PLACES } from '../scene'
import { taleFor, talesOf } from './catalogue'
import type { Tale, TalePage, Template } from './format'
import { nounPattern } from './nouns'

const SEA_PLACES = new Set(['beach', 'rocky-shore', 'harbour', 'ship-deck', 'open-sea', 'island', 'underwater', 'deep-sea'])
/** In the pictures: the sea's things. In the plot, "a sea of waving hands" and a goodbye wave are not the sea. */
const SEA_THINGS = /\b(?:sea|seas|ocean|waves?|deep water|deep end|lagoon|ship|ships|shipwreck|tide)\b/
const SEA_PLOT = /\b(?:sea(?! of)|seas|seaside|ocean|deep water|deep end|lagoon|ships?|shipwreck|tide)\b/
const DARK_PLACES = new Set(['cave', 'deep-sea'])
/** What makes a night page a page in the dark, even indoors: the light gone, a torch to see by. */
const DARK_THINGS = /\b(?:dark\w*|torch(?:es)?|shadows?|power cut|midnight)\b/
const DARK_PLOT =
  /\b(?:dark|darkness|power cut|power failing|power fails|midnight|night walk|night sky|at night|lights? go(?:es|ing)? out)\b/
const STORM_THINGS = /\b(?:storms?|thunder\w*|lightning|blizzards?|gales?|storm clouds?)\b/
const HIGH_PLACES = new Set(['sky', 'cloudland', 'mountain'])
const HIGH_THINGS =
  /\b(?:cliff edge|cliff ledge|summit|ledges?|rocky ledge|high (?:platform|branch|trapeze)|trapeze|tightrope|rooftops?|crow's nest|treehouse|treetops|rope bridge)\b/
const HIGH_POSES = new Set(['climbing', 'flying'])
const LOST_PLOT =
  /\b(?:gets? lost|getting lost|lost at night|lost together|lost (?:on|in) the|losing sight|losing its flock|wander(?:s|ing)? from|going round in circles|muddled at the forks|find her way home|find his way home|find its way home|cannot find (?:her|his|its|their) way|all looking the same|finding one missing|hatching alone|searching [\w\s]+ for its family|escaping)\b/
const BADDIES =
  /\b(?:trolls?|villains?|baddies|baddy|thie(?:f|ves)|robbers?|bull(?:y|ies)|teas(?:e|ed|ing)|witch(?:es)?|ogres?|wicked|rival pirates|rival flag)\b/
const MONSTERS =
  /\b(?:monsters?|dragons?|trolls?|giants?|ogres?|ghosts?|sea serpents?|serpents?|kraken|t\. rex(?: skeleton| skull)?|big dinosaurs?|witch(?:es)?|wol(?:f|ves)|sharks?)\b/
const MONSTER_PLOT = /\b(?:monsters?|dragons?|trolls?|ogres?|ghosts?|serpents?|giant who|shy giant|t\. rex)\b/
export const DOG_WORDS =
  /\b(?:dogs?|doggy|doggies|pupp(?:y|ies)|pups?|hounds?|terriers?|labradors?|spaniels?|poodles?|collies?|sheepdogs?|dachshunds?|beagles?|pugs?|huskies|husky|greyhounds?|whippets?|corgis?|dalmatians?|retrievers?|chihuahuas?|schnauzers?|cockapoos?)\b/

/** A likeness: "like a cross old dog", "as faithfully as a dog", "the size of a dog". */
export const DOG_LIKENESS = new RegExp(
  `\\b(?:like|as|size of)\\s+(?:(?:a|an|the)\\s+)?(?:[a-z'-]+\\s+){0,2}?(?:${DOG_WORDS.source})(?:'s)?`,
  'g',
)

/**
 * The words of a template, its passages' every variant included; a companion's own passages aside,
 * and a fear passage's `dogs:` line: it is told only to a child whose parent named dogs as the fear
 * (the barking dog at the gate), never to a family whose rule keeps dogs out (render.ts fearsToTell).
 */
function templateWords(template: Template, out: string[]) {
  for (const piece of template) {
    if (typeof piece === 'string') out.push(piece)
    else if ('block' in piece && piece.block !== 'companion')
      for (const v of piece.variants) if (!(piece.block === 'fear' && v.keys.every((k) => k === 'dogs'))) templateWords(v.body, out)
  }
}

/**
 * Everything a story may tell, lower case: every band's text and every passage, but not what its
 * `{{companion` passages say (they are about the companion the parent chose).
 */
function toldWords(tale: Tale): string {
  const out: string[] = []
  for (const page of tale.pages) for (const text of Object.values(page.text)) templateWords(text as Template, out)
  return out.join(' ').toLowerCase()
}

const sceneWords = (page: TalePage) => [...page.scene.others, ...page.scene.objects].join(', ').toLowerCase()
const plotOf = (tale: Tale) => `${tale.outline} ${tale.pitch}`.toLowerCase()
const othersOf = (tale: Tale) => tale.pages.flatMap((p) => p.scene.others).join(', ')

/**
 * A page that happens in the dark: a cave or the deep sea, or night outdoors, or night with the light
 * gone. The ending at night (home to bed, a supper under the lanterns) is where the story slows down
 * for bedtime, not an adventure in the dark.
 */
const inTheDark = (page: TalePage) =>
  DARK_PLACES.has(page.scene.place) ||
  (page.scene.time === 'night' && page.role !== 'ending' && (!INDOOR_PLACES.has(page.scene.place) || DARK_THINGS.test(sceneWords(page))))

/** Why a rule forbids a story, read from the story itself; null when it does not. */
const DERIVED: Record<FamilyRuleKey, (tale: Tale) => string | null> = {
  'no-monsters': (tale) => {
    const found = MONSTERS.exec(othersOf(tale)) ?? MONSTER_PLOT.exec(plotOf(tale))
    return found ? `a ${found[0]}` : null
  },
  'no-sea': (tale) => {
    const page = tale.pages.find((p) => SEA_PLACES.has(p.scene.place) || p.scene.hero.pose === 'swimming')
    if (page)
      return page.scene.hero.pose === 'swimming' ? `swimming on page ${page.number}` : `the ${page.scene.place} on page ${page.number}`
    const thing = tale.pages.map((p) => SEA_THINGS.exec(sceneWords(p))).find(Boolean) ?? SEA_PLOT.exec(plotOf(tale))
    return thing ? `the ${thing[0]}` : null
  },
  'no-dogs': (tale) => {
    const star = tale.star?.kinds.find((kind) => DOG_WORDS.test(kind))
    if (star) return `a ${star} at its heart`
    const seen = tale.pages.map((p) => DOG_WORDS.exec(sceneWords(p))).find(Boolean)
    if (seen) return `a ${seen[0]} in the pictures`
    // "like a dog on a lead", "a tool bag the size of a dog": a likeness brings no dog into the story.
    const told = DOG_WORDS.exec(plotOf(tale)) ?? DOG_WORDS.exec(toldWords(tale).replace(DOG_LIKENESS, ' '))
    return told ? `a ${told[0]} in the text` : null
  },
  'no-dark': (tale) => {
    const page = tale.pages.find(inTheDark)
    if (page) return `in the dark on page ${page.number} (${page.scene.place}, ${page.scene.time})`
    const plot = DARK_PLOT.exec(plotOf(tale))
    return plot ? `${plot[0]} in the plot` : null
  },
  'no-storms': (tale) => {
    const page = tale.pages.find((p) => p.scene.weather === 'storm' || STORM_THINGS.test(sceneWords(p)))
    if (page) return `a storm on page ${page.number}`
    const told = STORM_THINGS.exec(plotOf(tale))
    return told ? `${told[0]} in the plot` : null
  },
  'no-heights': (tale) => {
    const page = tale.pages.find(
      (p) => HIGH_PLACES.has(p.scene.place) || HIGH_POSES.has(p.scene.hero.pose) || HIGH_THINGS.test(sceneWords(p)),
    )
    return page ? `high up on page ${page.number} (${page.scene.place}, ${page.scene.hero.pose})` : null
  },
  'no-getting-lost': (tale) => {
    const plot = LOST_PLOT.exec(plotOf(tale))
    return plot ? `${plot[0]} in the plot` : null
  },
  'no-baddies': (tale) => {
    const found = BADDIES.exec(othersOf(tale)) ?? BADDIES.exec(plotOf(tale))
    return found ? `${found[0]}` : null
  },
}

/**
 * Where reading the story cannot tell. `forbid: false` lets a story through that reading would
 * forbid; where a rule would leave a theme with no story at all, the one that keeps the least of what
 * the rule is about is let through (docs/decisions.md).
 */
export const RULE_EXCEPTIONS: ReadonlyArray<{ rule: FamilyRuleKey; tale: `${ThemeId}/${number}`; forbid: boolean; why: string }> = [
  // Dogs said but never there.
  { rule: 'no-dogs', tale: 'festivals/2', forbid: false, why: 'the child plays sheepdog: a game, no dog' },
  { rule: 'no-dogs', tale: 'friendship/2', forbid: false, why: '"Have you got a dog?" is a question, no dog' },
  { rule: 'no-dogs', tale: 'science/5', forbid: false, why: '"back away from a sleeping dog" is a likeness' },
  { rule: 'no-dogs', tale: 'teamwork/1', forbid: false, why: '"knows sheepdogs" is a way of sorting, no dog' },
  // Things that read as the rule's but are not.
  { rule: 'no-monsters', tale: 'kindness/1', forbid: false, why: 'dragons only in two friends’ drawings' },
  { rule: 'no-sea', tale: 'wizards/1', forbid: false, why: 'the old wizard is away at the seaside: a postcard, no sea in the story' },
  { rule: 'no-sea', tale: 'imagination/2', forbid: false, why: 'the sea is the living-room floor, a game of cushions' },
  { rule: 'no-heights', tale: 'science/4', forbid: false, why: 'climbing the stairs at home with toy cars' },
  { rule: 'no-getting-lost', tale: 'teamwork/4', forbid: false, why: 'a rowing boat going round in circles, nobody lost' },
  // The least bad of a theme the rule would otherwise empty (docs/decisions.md).
  {
    rule: 'no-sea',
    tale: 'ocean/2',
    forbid: false,
    why: 'least bad: salt from sea water, on the sand and in a saucer at home; nobody goes in',
  },
  { rule: 'no-sea', tale: 'pirates/5', forbid: false, why: "least bad: a birthday cake in the ship's galley; nobody goes in the water" },
  {
    rule: 'no-sea',
    tale: 'underwater-worlds/4',
    forbid: false,
    why: 'least bad: a school in a shipwreck by the pier, told as a knot lesson; no deep dark water',
  },
  { rule: 'no-dark', tale: 'dreams/2', forbid: false, why: 'least bad: a toy parade round a lit bedroom; nothing in the dark' },
]

const exceptionFor = (rule: FamilyRuleKey, id: string) => RULE_EXCEPTIONS.find((e) => e.rule === rule && e.tale === id)

/** Answers by rule and story: the stories never change while the server runs. */
const answers = new Map<string, string | null>()

/** Why `rule` forbids this story, or null when it does not. */
export function ruleForbids(tale: Tale, rule: FamilyRuleKey): string | null {
  const exception = exceptionFor(rule, tale.id)
  if (exception) return exception.forbid ? exception.why : null
  const key = `${rule}|${tale.id}`
  if (!answers.has(key)) answers.set(key, DERIVED[rule](tale))
  return answers.get(key) ?? null
}

/** Why a free-text rule's thing ("no spiders please": spiders) is in this story, or null. */
function nounIn(tale: Tale, noun: string): string | null {
  const pattern = nounPattern(noun)
  if (!pattern) return null
  const pictures = tale.pages.map(sceneWords).join(', ')
  return pattern.test(pictures) || pattern.test(plotOf(tale)) || pattern.test(toldWords(tale)) ? `${noun} in it` : null
}

/** Every reason these rules forbid the story (none: it may be told). */
export function forbiddenReasons(tale: Tale, rules: FamilyRules | readonly string[]): string[] {
  const read = Array.isArray(rules) ? readRules(rules) : (rules as FamilyRules)
  const reasons: string[] = []
  for (const key of read.keys) {
    const why = ruleForbids(tale, key)
    if (why) reasons.push(`${key}: ${why}`)
  }
  for (const noun of read.nouns) {
    const why = nounIn(tale, noun)
    if (why) reasons.push(why)
  }
  return reasons
}

/** The theme's stories these rules allow, in order (all of them when there are no rules). */
export function allowedOutlines(theme: ThemeId, rules: readonly string[] = []): number[] {
  const all = talesOf(theme)
  if (rules.length === 0) return all
  const read = readRules(rules)
  return all.filter((n) => {
    const tale = taleFor(theme, n)
    return tale !== null && forbiddenReasons(tale, read).length === 0
  })
}
