/**
 * Continuity, read from the told stories rather than the files: every tale is told over a matrix of
 * children and companions (every companion category and the finer kinds that have limits, each age
 * band, each pronoun), and each telling is read the way a listener hears it.
 *
 * - A proper name ("Mrs Cattermole", "Pocket") is introduced where it is first heard: "the driver,
 *   Mrs Cattermole", "a goat called Pocket", "Mr Quill the mapmaker", "Mrs Dewhurst, who …".
 * - The companion keeps the name the parent gave on every page ("Grandad", never "Grandpa"; "Sir
 *   Reginald", never "Reginald"), and is named on every page whose picture shows it.
 * - The companion stays in character (profile/limits.ts): counted for the report.
 */
import { type Listener, listenerFor } from '../profile'
import type { Pronouns } from '../profile/child'
import { KINDS } from '../profile/kinds'
import { companionViolations, escapeRegExp, sentences, type Violation } from '../profile/limits'
import { AGE_BANDS, type AgeBand, countWords, type StoryRole } from '../story-shape'
import type { ThemeId } from '~/lib/themes'
import type { Problem } from './check'
import type { Tale } from './format'
import { keysInTale, tell, type Told } from './render'

/** Two companions of each category, one named and one not, and the family roles that drift: what `check` tells. */
export const CHECK_COMPANIONS: readonly string[] = [
  'her grandad',
  'Grandma',
  'his big sister Nora',
  'a grumpy tortoise called Sir Reginald',
  'an owl',
  'a little dragon called Ember',
  'a unicorn',
  "his grandpa's old robot, Bolt",
  'a robot',
  'a red fire engine called Blaze',
  'a big yellow digger',
  'her teddy, Mr Buttons',
  'a toy dinosaur',
]

/** Companions as parents write them: several of each category, and one of each finer kind with limits: what the report tells. */
export const MATRIX_COMPANIONS: readonly string[] = [
  'her grandad',
  'Grandma',
  'his big sister Nora',
  'their baby brother Alfie',
  'Auntie Jo, who is an astronaut',
  'a grumpy tortoise called Sir Reginald',
  'their dog Biscuit',
  'an owl',
  'a budgie called Kiwi',
  'a goldfish called Bubbles',
  'a pony called Clover',
  'a snake called Noodle',
  'a stegosaurus',
  'a little dragon called Ember',
  'a unicorn',
  "his grandpa's old robot, Bolt",
  'a robot',
  'a big yellow digger',
  'a red fire engine called Blaze',
  'a little boat',
  'her teddy, Mr Buttons',
  'a toy dinosaur',
  'a rag doll called Rosie',
]

/** Children with every quality, interest and fear between them, and each pronoun. */
export const MATRIX_CHILDREN: ReadonlyArray<{ childName: string; pronouns: Pronouns }> = [
  { childName: 'Ivy, who is brave and loves owls', pronouns: 'she' },
  { childName: 'Leo, who is shy, has two mums and plays the cello', pronouns: 'he' },
  { childName: 'Sam, who is curious, loves football and is afraid of the dark', pronouns: 'they' },
  { childName: 'Priya, who is a perfectionist and loves the stars', pronouns: 'she' },
  { childName: 'Max, who is kind, loves Lego and has a baby sister', pronouns: 'he' },
  { childName: 'Zara, who is funny, loves books and is scared of heights', pronouns: 'she' },
  { childName: 'Noah, who is stubborn, loves rocks and is scared of thunder', pronouns: 'he' },
  { childName: 'Mia, who loves drawing and is afraid of water', pronouns: 'she' },
  { childName: 'Kit, who is scared of dogs and of being alone', pronouns: 'they' },
  { childName: 'Ada', pronouns: 'she' },
]

/** One age for each band. */
export const MATRIX_AGES: Readonly<Record<AgeBand, number>> = { '2-4': 3, '5-8': 6, '9-12': 10 }

export type Telling = { listener: Listener; told: Told; roles: StoryRole[]; numbers: number[]; companionPhrase: string }

const listeners = new Map<string, Listener>()
function listenerOf(childName: string, pronouns: Pronouns, childAge: number, mainCharacter: string): Listener {
  const key = `${childName}|${pronouns}|${childAge}|${mainCharacter}`
  let found = listeners.get(key)
  if (!found) {
    found = listenerFor({ childName, pronouns, childAge, mainCharacter })
    listeners.set(key, found)
  }
  return found
}

/** Every telling of a matrix: each band × each companion, the children taken in turn. */
export function tellings(tale: Tale, theme: ThemeId, companions: readonly string[] = CHECK_COMPANIONS): Telling[] {
  const out: Telling[] = []
  for (const [b, band] of AGE_BANDS.entries()) {
    const pages = tale.pages.filter((p) => p.bands.includes(band))
    for (const [c, companionPhrase] of companions.entries()) {
      const child = MATRIX_CHILDREN[(c + b * 3) % MATRIX_CHILDREN.length]!
      const listener = listenerOf(child.childName, child.pronouns, MATRIX_AGES[band], companionPhrase)
      out.push({
        listener,
        told: tell(tale, theme, listener, c + 1),
        roles: pages.map((p) => p.role),
        numbers: pages.map((p) => p.number),
        companionPhrase,
      })
    }
  }
  return out
}

/** Courtesy titles say nothing of who someone is: "Mrs Cattermole" still needs "the driver". */
const COURTESY = new Set('Mr Mrs Miss Ms Mx Madame Madam Monsieur Señora Señor Signora Signor Herr Frau'.split(' '))
/** Role titles say it themselves: "Wizard Quillfeather", "Captain Pickles", "Sir Ambrose" (a knight). */
const ROLES = new Set(
  (
    'Dr Doctor Captain Sir Lady Lord Dame Professor Auntie Aunt Uncle Nurse Farmer Wizard Witch Warden Queen King Prince Princess ' +
    'Keeper Ranger Judge Officer Inspector Constable Mayor Admiral General Chef Baker Old Granny Grandpa Grandma Saint St'
  ).split(' '),
)
const isTitle = (word: string) => COURTESY.has(word) || ROLES.has(word)
/** Capitalised words that are not somebody to introduce: the calendar, the sky, peoples and languages. */
const NEVER_A_NAME = new Set(
  (
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Sundays ' +
    'January February March April May June July August September October November December Christmas Easter Halloween ' +
    'Diwali Eid Hanukkah New Year Eve Day Earth Sun Moon Mars Venus Jupiter Saturn Mercury Neptune Uranus Pluto Plough ' +
    'North Star Milky Way Orion OK English British Scottish Welsh Irish French Spanish German Italian Greek Latin Roman Romans ' +
    'Victorian Victorians Viking Vikings Egypt Egyptian Egyptians Reception Tyrannosaurus Triceratops'
  ).split(' '),
)
const PLACE_ENDINGS = new Set(
  (
    'Street Lane Road Avenue Hill Farm School Primary Park Bay Island Isle Museum Mill Square Green Wood Woods Forest Castle Bridge ' +
    'Market Fair Show Festival Parade Class Hall Library Station Beach Cove River Lake Sea Ocean Mountain Mountains Valley Tower ' +
    'Lighthouse House Cottage Close Row Gardens Garden Court Point Rock Rocks Harbour Pier Quay Club Contest Competition Cup Night ' +
    'Theatre Circus Zoo Centre Shop Café Bakery Church Palace Kingdom Land Village Town City Stadium Pool Field Fields Marsh Moor ' +
    'Falls Hollow End Gate Way Crescent Place Terrace Drive Wharf Dock Docks Estate Orchard Common Heath Downs Head Sands'
  ).split(' '),
)

/** Family roles read as names ("Grandma", "Mum"): a child knows who they are without an introduction. */
const FAMILY_NAMES = new Set(
  Object.values(KINDS)
    .filter((k) => k.isName)
    .map((k) => k.noun),
)

const CAPITAL_RUN = /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/gu

/** Where sentences start inside a sentence: its first word, and the first word of a quote or after a colon. */
function sentenceStarts(sentence: string): Set<number> {
  const starts = new Set<number>()
  const first = sentence.search(/\p{L}/u)
  if (first >= 0) starts.add(first)
  for (const m of sentence.matchAll(/(?:["“(]|[:—]\s|[.!?]\s)\s*(?=\p{Lu})/gu)) starts.add(m.index + m[0].length)
  return starts
}

/** A line of a song, a sign or a title ("Twinkle, Twinkle, Little Star!"): most of its words are capitalised. */
function isTitleLine(sentence: string): boolean {
  const all = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? []
  return all.length >= 2 && all.filter((w) => /^\p{Lu}/u.test(w)).length / all.length >= 0.75
}

/** One hearing of a name: the run of capitalised words it was heard in, and where. */
type Mention = { name: string; run: string; page: number; sentence: string; index: number }

const bare = (word: string) => word.replace(/['’]s?$/, '')

/** Proper names of a told story (not the child's, the companion's, the interest's or a family role), each with every mention in order. */
export function properNames(told: Told, listener: Listener): Map<string, Mention[]> {
  const interest = listener.child.traits.flatMap((t) => (t.kind === 'interest' ? t.noun.split(' ') : []))
  const known = new Set<string>([
    ...listener.child.name.split(' '),
    ...(listener.companion.name?.split(' ').filter((w) => !isTitle(w)) ?? []),
    ...interest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)),
  ])
  const skip = (w: string) => known.has(w) || FAMILY_NAMES.has(w) || NEVER_A_NAME.has(w) || /^I(?:['’]|$)/.test(w)
  const found = new Set<string>()
  const mentions: Mention[] = []
  for (const [page, { text }] of told.pages.entries()) {
    for (const sentence of sentences(text)) {
      if (isTitleLine(sentence)) continue
      const starts = sentenceStarts(sentence)
      for (const m of sentence.matchAll(CAPITAL_RUN)) {
        const raw = m[0].split(/\s+/)
        let from = 0
        const atStart = starts.has(m.index)
        // The first word of a sentence is capitalised anyway ("Then Mrs Cattermole …"), unless it is a title.
        if (atStart && !isTitle(bare(raw[0]!))) from = 1
        // "Ada's", "Sir Reginald", "Grandma": known already.
        while (from < raw.length && skip(bare(raw[from]!))) from++
        const kept = raw.slice(from)
        const words = kept.map(bare)
        if (words.length === 0 || words.some((w) => NEVER_A_NAME.has(w))) continue
        if (PLACE_ENDINGS.has(words[words.length - 1]!) || words.every((w) => isTitle(w) || /^\p{Lu}+$/u.test(w))) continue
        const index = m.index + m[0].length - kept.join(' ').length
        const own = words.filter((w) => !known.has(w))
        // "Mr" of Mr Buttons is the companion's title, not a name of its own.
        if (own.every(isTitle)) continue
        const name = own.join(' ')
        if (!(atStart && from === 0 && words.length === 1)) found.add(name)
        mentions.push({ name, run: sentence.slice(index, m.index + m[0].length).replace(/['’]s?$/, ''), page, sentence, index })
      }
    }
  }
  const byName = new Map<string, Mention[]>()
  for (const name of found) byName.set(name, [])
  for (const mention of mentions) {
    // "Pickles" is Captain Pickles again; "Pocket" at the start of a sentence is still Pocket.
    for (const name of found) if (` ${mention.name} `.includes(` ${name} `)) byName.get(name)?.push(mention)
  }
  return byName
}

/** Words that end a description before a name: "the keeper, Miss Penrose" has one, "tea with Miss Penrose" none. */
const NOT_A_NOUN = /^(?:and|or|with|to|of|for|at|in|on|from|by|behind|past|than|but|while|as|then|so|was|were|is|are|said|asked|called)$/i

/** True when the sentence where a name is first heard says who or what it is. */
export function introduces(sentence: string, run: string, index: number): boolean {
  const before = sentence.slice(0, Math.max(0, index)).replace(/\s+$/, '')
  const after = sentence.slice(index + run.length).replace(/^['’]s?\b/, '')
  // "Wizard Quillfeather", "Captain Pickles": the title says who.
  if (ROLES.has(run.split(' ')[0] ?? '')) return true
  // "a goat called Pocket", "This is Ilse", "I'm Miss Pennywort", "It was Mr Stobbart", "I'll call you Crumpet",
  // "That is the Sleeper", "named it the Comet", "like Rapunzel"
  if (
    /\b(?:called|named|nicknamed|known as|this is|that's|that is|here's|here is|here comes|meet|I'm|I am|name is|name was|it was|was|is|like|meet you,|(?:call|called|named) (?:you|him|her|it|them))(?: the)?$/i.test(
      before,
    )
  )
    return true
  // "the keeper, Miss Penrose", "helper to the ringmaster, Madame Vermilion", "next door's Mr Fairweather", "Next door lived Mrs Kouri"
  const appositive = /\b(?:the|a|an|his|her|their|our|my|its|your)((?:\s+[\p{Ll}'’-]+){1,4}),?$/iu.exec(before)
  if (
    appositive?.[1]
      ?.trim()
      .split(/\s+/)
      .every((w) => !NOT_A_NOUN.test(w))
  )
    return true
  if (/\b(?:next door's|lived|lives)$/i.test(before)) return true
  // A place after a preposition says what it is ("the oldest map in Tindlemere"); a person needs more.
  if (!COURTESY.has(run.split(' ')[0] ?? '') && /\b(?:in|at|to|from|into|across|near|towards|through|over|of)$/i.test(before)) return true
  // "Mr Bask, the balloonist", "Mrs Dewhurst, who …", "Mr Quill the mapmaker", "Mr Budgen from next door", "Mr Pellow was the grumpiest man"
  if (/^,\s*(?:the|a|an|his|her|their|our|my|its|who|whose|aged|\p{Ll}+ing)\b/iu.test(after)) return true
  if (/^\s+(?:the|from next door|next door|from number|at number|from the|with (?:his|her|their|its))\b/i.test(after)) return true
  if (/^\s+(?:was|is)\s+(?:a|an|the|very|old|\p{Ll}+-\p{Ll}+|\p{Ll}+ty|\p{Ll}+teen)\b/iu.test(after)) return true
  return false
}

/** Names heard before anyone says who they are: the first mention of each, where it does not introduce it. */
export function namesBeforeIntroduced(told: Told, listener: Listener): Array<{ name: string; page: number; sentence: string }> {
  const out: Array<{ name: string; page: number; sentence: string }> = []
  for (const [name, mentions] of properNames(told, listener)) {
    const first = mentions[0]
    if (first && !introduces(first.sentence, first.run, first.index)) out.push({ name, page: first.page, sentence: first.sentence })
  }
  return out
}

/** Words that take the companion in with others: "Out they go", "together", "both of them". */
const GROUP = /\b(?:they|them|their|we|us|our|both|together|everyone|everybody)\b/i
const PRONOUN_FORMS: Record<string, RegExp> = {
  she: /\b(?:she|her|hers|herself)\b/i,
  he: /\b(?:he|him|his|himself)\b/i,
  they: /\b(?:they|them|their|theirs|themselves)\b/i,
  it: /\b(?:it|its|itself)\b/i,
}

/** `pronounOnly`: set when the companion is in the picture but not named (true: only a pronoun or "they" stands for it). */
export type Drift = { page: number; message: string; pronounOnly?: boolean }

/**
 * Where the companion's name drifts or is lost: a page whose picture shows the companion but whose
 * text never names it (only a pronoun or "they", or nothing at all), a part of the name on its own
 * ("Reginald" for Sir Reginald), or another word for the same family role ("Grandpa" for the
 * Grandad the parent wrote).
 */
export function companionDrift(told: Told, listener: Listener): Drift[] {
  const { companion, child } = listener
  const out: Drift[] = []
  const ref = companion.name ?? companion.kind
  const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(ref)}(?![\\p{L}])`, companion.name ? 'u' : 'iu')
  const nameWords = (companion.name?.split(' ') ?? []).filter((w) => !isTitle(w) && !FAMILY_NAMES.has(w))
  const kindInfo = Object.values(KINDS).find((k) => k.noun === companion.name && k.isName)
  const sameRole = kindInfo
    ? [...FAMILY_NAMES].filter((noun) => {
        const other = Object.values(KINDS).find((k) => k.noun === noun)
        return noun !== companion.name && !noun.startsWith('Great-') && other?.age === kindInfo.age && other?.pronoun === kindInfo.pronoun
      })
    : []
  // "Granny Winnow" is somebody else's granny, and so is "Granny" in someone's quote.
  const whole = told.pages.map((p) => p.text).join('\n')
  const taken = new Set(sameRole.filter((noun) => new RegExp(`${escapeRegExp(noun)}\\s+\\p{Lu}`, 'u').test(whole)))
  for (const [page, { text, scene }] of told.pages.entries()) {
    if (scene.companion && !named.test(text)) {
      const pronoun = PRONOUN_FORMS[companion.pronoun]!.test(text) || GROUP.test(text)
      out.push({
        page,
        pronounOnly: pronoun,
        message: pronoun
          ? `the picture shows the companion, but the text only says "they" or a pronoun, never ${ref}`
          : `the picture shows the companion, but the text never mentions ${ref}`,
      })
    }
    if (companion.name && nameWords.length > 0 && companion.name.includes(' ')) {
      const alone = text.replaceAll(companion.name, '')
      for (const word of nameWords)
        if (new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(alone))
          out.push({ page, message: `the companion is "${companion.name}", but here "${word}" stands alone` })
    }
    const unquoted = text.replace(/["“][^"”]*["”]/g, ' ')
    for (const other of sameRole)
      if (other !== child.name && !taken.has(other) && new RegExp(`(?<![\\p{L}-])${escapeRegExp(other)}(?![\\p{L}-])`, 'u').test(unquoted))
        out.push({ page, message: `the companion is "${companion.name}", but this page says "${other}"` })
  }
  return out
}

export type TaleAudit = {
  /** Faults that fail `check`: the companion's name drifts. Each once, with band and page. */
  problems: Problem[]
  /** Names heard before anyone says who they are, with band, page and source line (listed, not failed). */
  names: Problem[]
  /** Pages whose picture shows the companion while the text never mentions it, nor "they" (listed, not failed). */
  absent: Problem[]
  /** Pages whose picture shows the companion while the text only says "they" or a pronoun, per telling. */
  pronounOnly: number
  /** Every sentence where the companion does what its kind cannot, per telling. */
  violations: Array<Violation & { where: string; companion: string }>
  tellings: number
  /** Per band: tellings with an interest passage, and those where the interest noun is heard at the seed and at the key. */
  interest: Record<AgeBand, { told: number; both: number }>
  /** Per band: tellings for a child with a fear, those that tell it at a passage of its own kind, those that tell it at all, and those that only overcome it. */
  fear: Record<AgeBand, FearMet>
  /** Per band: words on each told page. */
  words: Record<AgeBand, number[]>
}

/** `met`: told at a moment of the story's own (felt, then overcome); `bolted`: overcome with nothing felt before it (goal: none). */
export type FearMet = { told: number; own: number; met: number; bolted: number }

/** The source line of a page's text in a band where a word first appears (or the page's heading). */
function lineOf(tale: Tale, source: string | undefined, pageNumber: number, band: AgeBand, word: string): number {
  const page = tale.pages.find((p) => p.number === pageNumber)
  if (!page) return 0
  if (!source) return page.line
  const lines = source.split('\n')
  const next = tale.pages.find((p) => p.line > page.line)?.line ?? lines.length + 1
  let from = page.line
  for (let i = page.line; i < next - 1; i++) if (lines[i]?.trim() === `[${band}]`) from = i + 1
  const search = (start: number) => {
    for (let i = start; i < next - 1; i++) if (lines[i]?.includes(word)) return i + 1
    return 0
  }
  return search(from) || search(page.line) || page.line
}

/**
 * Tells a tale over a matrix and reads every telling for continuity; with `figures`, also for the
 * companion's character and the report's figures (the kind limits, the interest, words a page).
 */
export function auditTale(
  tale: Tale,
  theme: ThemeId,
  source?: string,
  { companions = CHECK_COMPANIONS, figures = false }: { companions?: readonly string[]; figures?: boolean } = {},
): TaleAudit {
  const problems = new Map<string, Problem>()
  const names = new Map<string, Problem>()
  const absent = new Map<string, Set<string>>()
  const audit: TaleAudit = {
    problems: [],
    names: [],
    absent: [],
    pronounOnly: 0,
    violations: [],
    tellings: 0,
    interest: { '2-4': { told: 0, both: 0 }, '5-8': { told: 0, both: 0 }, '9-12': { told: 0, both: 0 } },
    fear: {
      '2-4': { told: 0, own: 0, met: 0, bolted: 0 },
      '5-8': { told: 0, own: 0, met: 0, bolted: 0 },
      '9-12': { told: 0, own: 0, met: 0, bolted: 0 },
    },
    words: { '2-4': [], '5-8': [], '9-12': [] },
  }
  const fearKeys = keysInTale(tale, 'fear')
  for (const telling of tellings(tale, theme, companions)) {
    const { told, listener, numbers, roles } = telling
    const band = told.band
    audit.tellings++
    for (const { name, page, sentence } of namesBeforeIntroduced(told, listener)) {
      const key = `${numbers[page]} ${band} ${name}`
      if (names.has(key)) continue
      const line = lineOf(tale, source, numbers[page]!, band, name.split(' ').pop() ?? name)
      names.set(key, {
        where: `page ${numbers[page]} [${band}], line ${line}`,
        message: `"${name}" is named before anyone says who it is: "${sentence}"`,
      })
    }
    for (const { page, message, pronounOnly } of companionDrift(told, listener)) {
      const where = `page ${numbers[page]} [${band}]`
      if (pronounOnly === true) audit.pronounOnly++
      else if (pronounOnly === false) absent.set(where, (absent.get(where) ?? new Set()).add(telling.companionPhrase))
      else problems.set(`${where} ${message}`, { where, message: `${message} (companion "${telling.companionPhrase}")` })
    }
    if (!figures) continue
    for (const [page, { text }] of told.pages.entries()) {
      audit.words[band].push(countWords(text))
      for (const v of companionViolations(text, listener.companion))
        audit.violations.push({ ...v, where: `${tale.id} page ${numbers[page]} [${band}]`, companion: telling.companionPhrase })
    }
    const interest = listener.child.traits.find((t) => t.kind === 'interest' && t.interest === told.choices.interest)
    if (interest?.kind === 'interest') {
      const hears = (pages: number[]) => pages.some((i) => told.pages[i]?.text.toLowerCase().includes(interest.noun.toLowerCase()))
      const seed = [0, 1].filter((i) => i < told.pages.length)
      const key = roles.flatMap((role, i) => (role === 'turn' || role === 'resolution' ? [i] : []))
      audit.interest[band].told++
      if (hears(seed) && hears(key)) audit.interest[band].both++
    }
    if (listener.child.traits.some((t) => t.kind === 'fear')) {
      audit.fear[band].told++
      const { felt = -1, over = -1 } = told.fear ?? {}
      if (felt >= 0) audit.fear[band].met++
      if (felt >= 0 && told.choices.fear && fearKeys.has(told.choices.fear)) audit.fear[band].own++
      if (over >= 0 && felt < 0) audit.fear[band].bolted++
    }
  }
  audit.problems = [...problems.values()]
  audit.names = [...names.values()]
  audit.absent = [...absent].map(([where, phrases]) => ({
    where,
    message: `the picture shows the companion, but the text never mentions it (nor "they"), told with ${[...phrases].map((p) => `"${p}"`).join(', ')}`,
  }))
  return audit
}
