/**
 * The rules every story file keeps, checked statically so that they hold for every child, not only
 * the ones a test happens to try: pages and words in each age band's range, the arc's roles in
 * order, a passage for every companion category and a default for every other kind of passage,
 * known tokens only, and pictures whose framing changes from page to page (no two pages in a row
 * drawn alike; `scene-check.ts` reads every picture against its words).
 */
import { AGE_BANDS, type AgeBand, countWords, PAGES_PER_STORY, WORDS_PER_PAGE } from '../story-shape'
import { COMPANION_GROUP_KEYS, COMPANION_GROUPS, type CompanionGroup, escapeRegExp } from '../profile/limits'
import { QUALITY_FINE_KEY_NAMES, QUALITY_FINE_KEYS, type QualityFineKey } from '../profile/lexicon'
import { SUBJECT_FIELDS, SUBJECTS, type SubjectField } from '../profile/subjects'
import { BLOCK_KEYS, type Block, type Piece, STAR_KEY, type Tale, type TalePage, type Template } from './format'
import { type Listener, listenerFor } from '../profile'
import { familyOnlyStar, tellMemory, TokenError } from './render'
import { repeatedPictures, sceneProblems } from './scene-check'

type Range = { min: number; max: number }

const PRONOUN_WORDS = new Set(['they', 'them', 'their', 'theirs', 'themselves', "they're", "they've", "they'll", "they'd"])

/**
 * How many words a token can stand for, or null when the token is unknown. `starring`: the star
 * tokens as a companion playing the star says them (true), as the story's own star (false), or either.
 */
function tokenWords(token: string, tale: Tale, starring?: boolean | 'family'): Range | null {
  const [base = '', verb] = token.split('|')
  const plusVerb = verb === undefined ? 0 : 1
  if (base === 'name' || base === "name's") return { min: 1, max: 2 }
  if (base === 'class' || base === 'Class') return verb === undefined ? { min: 1, max: 2 } : null
  if (PRONOUN_WORDS.has(base.toLowerCase()))
    return verb !== undefined && base.toLowerCase() !== 'they' ? null : { min: 1 + plusVerb, max: 1 + plusVerb }
  const comp = /^([cC])(?:\.(.+)|('s))?$/.exec(base)
  if (comp) {
    const field = comp[2]
    if (!field) return verb === undefined ? { min: 1, max: 3 } : null
    if (field === 'intro') return { min: 1, max: 6 }
    if (field === 'kind') return { min: 1, max: 2 }
    if (field === 'sound' || field === 'noise' || field === 'sounds') return { min: 1, max: 1 }
    // A glad gesture: "purred", "wagged her tail", "whickered and tossed his mane".
    if (field === 'glad' || field === 'glads') return { min: 1, max: 6 }
    if (field === 'mouth') return { min: 1, max: 1 }
    if (PRONOUN_WORDS.has(field.toLowerCase()))
      return verb !== undefined && field.toLowerCase() !== 'they' ? null : { min: 1 + plusVerb, max: 1 + plusVerb }
    return null
  }
  // The star: the story's own ("Marigold", "big orange digger") or a companion playing it, named in
  // 1-3 words like {c} ("Scoop", "Captain Fluffy Socks") and described in up to two details and its kind.
  const star = /^([sS])(?:\.(.+)|('s))?$/.exec(base)
  if (star) {
    if (!tale.star) return null
    const field = star[2]
    const own = countWords(field === 'kind' ? tale.star.kind : tale.star.name)
    // One of the family is called as the family calls them ("Poppy", "Granddad", "Uncle Joe").
    const played = starring === 'family' ? { min: 1, max: 2 } : field === 'kind' ? { min: 1, max: 4 } : { min: 1, max: 3 }
    const words =
      starring === true || starring === 'family'
        ? played
        : starring === false
          ? { min: own, max: own }
          : { min: Math.min(own, played.min), max: Math.max(own, played.max) }
    if (!field) return verb === undefined ? words : null
    if (field === 'kind') return words
    // What it is in one noun: "pony", "horse", "robot dog".
    if (field === 'noun') {
      const most = Math.max(...tale.star.kinds.map(countWords))
      return { min: 1, max: most }
    }
    if (PRONOUN_WORDS.has(field.toLowerCase()))
      return verb !== undefined && field.toLowerCase() !== 'they' ? null : { min: 1 + plusVerb, max: 1 + plusVerb }
    return null
  }
  // The story's central thing: the child's own or the default, as long or short as the family's lexicon says.
  const thing = /^[sS]ubject(?:\.(.+))?$/.exec(base)
  if (thing) {
    if (!tale.subject || verb !== undefined) return null
    const field = thing[1]
    if (field !== undefined && field !== 'a' && !(SUBJECT_FIELDS as readonly string[]).includes(field)) return null
    const counts = Object.values(SUBJECTS[tale.subject.family] ?? {}).map((entry) =>
      countWords(field === undefined ? entry.name : field === 'a' ? `a ${entry.name}` : entry[field as SubjectField]),
    )
    return { min: Math.min(...counts), max: Math.max(...counts) }
  }
  if (/^family('s)?$/i.test(base)) return { min: 1 + plusVerb, max: 5 + plusVerb }
  if (base === 'interest') return { min: 1, max: 3 }
  if (base === 'interest.doing') return { min: 1, max: 7 }
  if (base === 'interest.fact') return { min: 5, max: 14 }
  if (base === 'interest.as') return { min: 4, max: 9 }
  if (base === 'fear') return { min: 1, max: 6 }
  const pick = tale.picks[base] ?? tale.picks[base.charAt(0).toLowerCase() + base.slice(1)]
  if (pick && verb === undefined) {
    const counts = pick.map(countWords)
    return { min: Math.min(...counts), max: Math.max(...counts) }
  }
  return null
}

export type Problem = { where: string; message: string }

/** Words that make what follows a noun: "a tiny {c.sound}" reads "a tiny barked". */
const BEFORE_A_NOUN =
  /\b(a|an|the|tiny|little|small|big|soft|loud|happy|excited|sleepy|quiet|gentle|short|long|proud|worried|low|high|cheerful|sad|giant|great|one|his|her|its|their)\s*$/i

/** What comes before {family} when the family is the subject: a sentence's start, a comma, "when", "then". */
const FAMILY_SUBJECT = /(?:^|[.!?,;:…"”]|\n|\b(?:when|while|until|then|so|as|because|but|before|after|where|once))\s*$/i
/** Words after the family that agree with one person and with several: the past, modals, adverbs, a clause. */
const AGREES_ANYWAY =
  /^(?:\w+ed|\w+ing|had|hadn't|would|wouldn't|could|couldn't|can|can't|will|won't|must|might|may|should|shall|did|didn't|always|never|still|too|only|just|also|all|both|then|and|or|each|came|went|sat|stood|ran|took|gave|held|found|brought|told|said|saw|got|made|kept|left|felt|heard|knew|thought|met|lay|grew|ate|drank|sang|swung|shook|woke|drove|wrote|spoke|began|fell|flew|threw|caught|taught|bought|built|dug|hung|slept|swept|wept|crept|led|fed|won|wore|tore|bore|rode|rose|hid|bit|blew|drew|dealt|meant|sent|spent|lent|bent|lit|slid|spun|stuck|struck|stung|swam|rang|sank|shone|hurried|carried|tried|cried|worried|put|let|cut|set|shut|hit|spread|read|quit|split|burst|cast|cost|hurt|was|were|is|are|has|have|does|do|doesn't|don't|wasn't|weren't|isn't|aren't|hasn't|haven't|goes)$/i

/** The message for a verb that agrees with only some families, or null. `before`: the piece before `text`, as written. */
function familyDisagrees(before: string, lastText: string, text: string): string | null {
  const token = /^\{(family)(?:\|([^}]+))?\}$/i.exec(before)
  if (!token) return null
  if (token[2] !== undefined) {
    // "{Family|waves} and waves!", "{Family|reads} it and smiles": the second verb is said once, for one person.
    const second = /^[^.!?;:"“”]*?\band\s+([a-z]+s)\b/.exec(text)?.[1]
    return second && !AGREES_ANYWAY.test(second) && !/ss$/.test(second)
      ? `{${token[0]!.slice(1, -1)}} and ${second}: the second verb agrees only for one person; give the sentence one verb, or "{${token[1]}|...}" again`
      : null
  }
  if (!FAMILY_SUBJECT.test(lastText)) return null
  const verb = /^\s+([a-z']+)\b/.exec(text)?.[1]
  if (!verb || AGREES_ANYWAY.test(verb)) return null
  return `${before} ${verb}: a verb in the present agrees only for some families ("Dad row", "Mum and Dad rows"): write {${token[1]}|${verb.replace(/(?<!s)s$/, '')}s} (the verb as after "she") or the past`
}

function wordsOf(
  template: Template,
  tale: Tale,
  where: string,
  problems: Problem[],
  inBlock = false,
  starring?: boolean | 'family',
): Range {
  let min = 0
  let max = 0
  let before = ''
  let lastText = ''
  for (const piece of template as Piece[]) {
    if (typeof piece === 'object' && 'token' in piece && /\|(were|weren't|are|aren't|have|haven't|do|don't|go)$/.test(piece.token)) {
      problems.push({
        where: `${where}, line ${piece.line}`,
        message: `{${piece.token}}: write the verb as after "she" ({${piece.token.replace(/\|.*$/, '|was')}}, is, has, does …); the engine makes "they were"`,
      })
    }
    if (typeof piece === 'object' && 'token' in piece && /\|/.test(piece.token) && /\{(c\.)?they\}\s*$/i.test(before)) {
      problems.push({
        where: `${where}, line ${piece.line}`,
        message: `{${piece.token}} already says the pronoun: write it alone, not after {they}`,
      })
    }
    // "as if {they} were" is right for every pronoun (the subjunctive); "{they} were" alone is not.
    const subjunctive =
      (/\b(if|though|wish|wished)\s*$/i.test(lastText) && /^\s+were\b/i.test(typeof piece === 'string' ? piece : '')) ||
      // after a modal ("what can {they} do") the verb is the same for every pronoun
      /\b(can|could|will|would|shall|should|may|might|must|did|didn't|does|doesn't|to|let|made|make|help|helped|saw|watched|heard)\s*$/i.test(
        lastText,
      )
    if (
      typeof piece === 'string' &&
      !subjunctive &&
      // {family} as the subject may be one person ("Mum were shaking"); not in a list ("{name} and
      // {family} were") nor after a preposition ("the basket from {family} is").
      (/\{(c\.)?they\}$/i.test(before) || (/^\{family\}$/i.test(before) && FAMILY_SUBJECT.test(lastText))) &&
      /^\s+(was|were|is|are|has|have|does|do|doesn't|don't|wasn't|weren't|isn't|aren't|hasn't|haven't|goes)\b/i.test(piece)
    ) {
      const verb = /^\s+(\S+)/.exec(piece)?.[1]
      problems.push({
        where,
        message: `${before} ${verb} does not agree for every pronoun: write {${before.slice(1, -1)}|${verb}} (the verb as after "she")`,
      })
    }
    // "On summer evenings, {family} row {name} out": the family is one person or several, so a verb in
    // the present after it is wrong for some family; "{Family|waves} and waves!" agrees only once.
    const familyVerb = typeof piece === 'string' ? familyDisagrees(before, lastText, piece) : null
    if (familyVerb) problems.push({ where, message: familyVerb })
    if (typeof piece === 'object' && 'token' in piece && /^[cC]\.sound$/.test(piece.token) && BEFORE_A_NOUN.test(before)) {
      problems.push({
        where: `${where}, line ${piece.line}`,
        message: '{c.sound} is a past-tense verb ("Biscuit barked"); after "a" or an adjective use {c.noise} ("a happy bark")',
      })
    }
    if (typeof piece === 'string') lastText = piece
    before = typeof piece === 'string' ? piece : typeof piece === 'object' && 'token' in piece ? `{${piece.token}}` : ''
    if (typeof piece === 'string') {
      const n = countWords(piece)
      min += n
      max += n
    } else if ('token' in piece) {
      const range = tokenWords(piece.token, tale, starring)
      if (!range) problems.push({ where: `${where}, line ${piece.line}`, message: `unknown or misused token {${piece.token}}` })
      else {
        min += range.min
        max += range.max
      }
    } else {
      if (inBlock) problems.push({ where: `${where}, line ${piece.line}`, message: 'a passage cannot hold another passage' })
      const ranges = blockChoices(piece).map((body) => wordsOf(body, tale, where, problems, true))
      if (ranges.length > 0) {
        min += Math.min(...ranges.map((r) => r.min))
        max += Math.max(...ranges.map((r) => r.max))
      }
    }
  }
  return { min, max }
}

/**
 * The bodies a passage can be told with; a category without its own variant takes '*'. Where the
 * companion plays the story's star, a companion passage tells its `star:` variant, or nothing.
 */
function blockChoices(block: Block): Template[] {
  if (block.block !== 'companion') return block.variants.map((v) => v.body)
  const starring = block.variants.find((v) => v.keys.includes(STAR_KEY))?.body ?? []
  const fallback = block.variants.find((v) => v.keys.includes('*'))
  const byCategory = BLOCK_KEYS.companion.flatMap((category) => {
    const found = block.variants.find((v) => v.keys.includes(category)) ?? fallback
    return found ? [found.body] : []
  })
  const finer = block.variants.filter((v) => v.keys.some((k) => k in COMPANION_GROUPS)).map((v) => v.body)
  return [...byCategory, ...finer, starring]
}

function checkBlocks(template: Template, where: string, problems: Problem[], tale: Tale) {
  for (const piece of template as Piece[]) {
    if (typeof piece !== 'object' || !('block' in piece)) continue
    const keys = new Set(piece.variants.flatMap((v) => v.keys))
    const at = `${where}, line ${piece.line}`
    if (keys.has(STAR_KEY) && !tale.star)
      problems.push({ where: at, message: '"star:" is told when the companion plays the star: name one (star:, star-name: …)' })
    if (piece.block === 'star' && !tale.star)
      problems.push({ where: at, message: '{{star}} is told when one of the family plays the star: name one (star:, star-name: …)' })
    if (piece.block === 'companion') {
      for (const category of BLOCK_KEYS.companion)
        if (!keys.has(category) && !keys.has('*'))
          problems.push({ where: at, message: `{{companion}} has no passage for ${category} (or *)` })
    } else if (piece.block === 'pronoun') {
      for (const p of BLOCK_KEYS.pronoun)
        if (!keys.has(p) && !keys.has('*')) problems.push({ where: at, message: `{{pronoun}} has no passage for ${p}` })
    } else if (piece.block === 'any') {
      if (piece.variants.length < 2) problems.push({ where: at, message: '{{any}} needs at least two tellings' })
    } else if (piece.block === 'quality') {
      // The qualities parents write most each have their own line: a chatterbox never hears the curious child's.
      const missing = QUALITY_FINE_KEY_NAMES.filter((k) => !keys.has(k))
      if (missing.length > 0) problems.push({ where: at, message: `{{quality}} has no line for ${missing.join(', ')}` })
      if (!keys.has('*')) problems.push({ where: at, message: '{{quality}} needs a "*:" passage for children it does not fit' })
    } else if (!keys.has('*')) {
      problems.push({ where: at, message: `{{${piece.block}}} needs a "*:" passage for children it does not fit` })
    }
    const seen = new Set<string>()
    for (const v of piece.variants)
      for (const k of v.keys) {
        if (seen.has(k)) problems.push({ where: at, message: `{{${piece.block}}} has "${k}:" twice` })
        seen.add(k)
      }
  }
}

/**
 * A page's words over every telling, with the passages that are chosen together counted together:
 * every companion passage of a page is told for the same category, every quality passage for the
 * same quality … so the range is taken over those choices, not passage by passage.
 */
function pageRange(template: Template, tale: Tale): Range {
  if (!tale.star) return pageRangeTold(template, tale)
  // The tellings: the story's own star with the companion beside the hero; the companion as the
  // star (unless only the family plays it: no companion passage has a `star:` telling); one of the
  // family as the star, where the story casts them (star-family:, a baby).
  const family = !!tale.star.family || tale.star.kinds.some((kind) => /\b(?:baby|newborn)\b/.test(kind))
  const tellings: Array<boolean | 'family'> = [false, ...(familyOnlyStar(tale) ? [] : [true]), ...(family ? (['family'] as const) : [])]
  const ranges = tellings.map((starring) => pageRangeTold(template, tale, starring))
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) }
}

function pageRangeTold(template: Template, tale: Tale, starring?: boolean | 'family'): Range {
  const base = { min: 0, max: 0 }
  const keyed: Block[] = []
  for (const piece of template as Piece[]) {
    if (typeof piece === 'string') {
      const n = countWords(piece)
      base.min += n
      base.max += n
    } else if ('token' in piece) {
      const range = tokenWords(piece.token, tale, starring) ?? { min: 0, max: 0 }
      base.min += range.min
      base.max += range.max
    } else if (piece.block === 'any') {
      const ranges = piece.variants.map((v) => wordsOf(v.body, tale, '', [], true, starring))
      base.min += Math.min(...ranges.map((r) => r.min))
      base.max += Math.max(...ranges.map((r) => r.max))
    } else keyed.push(piece)
  }
  const kinds = [...new Set(keyed.map((b) => b.block))]
  const options = kinds.map((kind) => {
    if (kind === 'companion') return starring === true ? [STAR_KEY] : [...BLOCK_KEYS.companion, ...COMPANION_GROUP_KEYS]
    // A `{{star` passage is told for who plays the star: the companion, one of the family, or the story's own.
    if (kind === 'star') return [starring === true ? 'companion' : starring === 'family' ? 'family' : '*']
    if (kind === 'pronoun') return [...BLOCK_KEYS.pronoun]
    const keys = [...new Set([...keyed.filter((b) => b.block === kind).flatMap((b) => b.variants.flatMap((v) => v.keys)), '*'])]
    // A wheelchair or family passage's `star:` telling is told only for the companion who plays the star.
    return starring === true ? keys : keys.filter((key) => key !== STAR_KEY)
  })
  const starredPassage = (block: Block) => starring === true && (block.block === 'wheelchair' || block.block === 'family')
  const variantRange = new Map<Block, Map<string, Range>>()
  for (const block of keyed) {
    const byKey = new Map<string, Range>()
    for (const variant of block.variants)
      for (const key of variant.keys) byKey.set(key, wordsOf(variant.body, tale, '', [], true, starring))
    variantRange.set(block, byKey)
  }
  let min = Number.POSITIVE_INFINITY
  let max = 0
  const choose = (index: number, chosen: Record<string, string>) => {
    if (index === kinds.length) {
      let lo = 0
      let hi = 0
      for (const block of keyed) {
        const byKey = variantRange.get(block)!
        const key = chosen[block.block]!
        // A finer companion key falls back to its category's passage, then to '*'.
        // A finer quality key (`chatty`) falls back to its kind's (`curious`), as the engine tells it.
        const category =
          block.block === 'companion'
            ? COMPANION_GROUPS[key as CompanionGroup]
            : block.block === 'quality' && key in QUALITY_FINE_KEYS
              ? QUALITY_FINE_KEYS[key as QualityFineKey].kind
              : undefined
        // The starring companion hears a companion passage's `star:` variant, or nothing at all.
        const starCompanion = block.block === 'companion' && key === STAR_KEY
        // A wheelchair or family passage with a `star:` telling tells only that one to the starring companion.
        const starTelling = starredPassage(block) ? byKey.get(STAR_KEY) : undefined
        const range = starCompanion
          ? (byKey.get(STAR_KEY) ?? { min: 0, max: 0 })
          : (starTelling ?? byKey.get(key) ?? (category ? byKey.get(category) : undefined) ?? byKey.get('*') ?? { min: 0, max: 0 })
        lo += range.min
        hi += range.max
      }
      min = Math.min(min, lo)
      max = Math.max(max, hi)
      return
    }
    for (const key of options[index]!) choose(index + 1, { ...chosen, [kinds[index]!]: key })
  }
  choose(0, {})
  return { min: base.min + min, max: base.max + max }
}

export type BandReport = { band: AgeBand; pages: number; words: Range[] }

/** Every rule the file breaks, and the word ranges of each page per band. */
export function checkTale(tale: Tale): { problems: Problem[]; bands: BandReport[] } {
  const problems: Problem[] = []
  const bands: BandReport[] = []
  for (const band of AGE_BANDS) {
    const pages = tale.pages.filter((p) => p.bands.includes(band))
    const allowed = PAGES_PER_STORY[band]
    if (pages.length < allowed.min || pages.length > allowed.max) {
      problems.push({ where: `ages ${band}`, message: `${pages.length} pages; ages ${band} need ${allowed.min}-${allowed.max}` })
    }
    const roles = pages.map((p) => p.role)
    if (roles[0] !== 'setup') problems.push({ where: `ages ${band}`, message: 'the first page must be the setup' })
    const problemAt = roles.indexOf('problem')
    if (problemAt < 0 || problemAt > 1) problems.push({ where: `ages ${band}`, message: 'the problem must be stated by page 2' })
    if (!roles.includes('attempt')) problems.push({ where: `ages ${band}`, message: 'the hero needs at least one attempt' })
    const turnAt = roles.indexOf('turn')
    if (turnAt < 0) problems.push({ where: `ages ${band}`, message: 'the story needs a turn the hero causes' })
    if (turnAt >= 0 && roles.slice(0, turnAt).lastIndexOf('attempt') < 0)
      problems.push({ where: `ages ${band}`, message: 'an attempt must come before the turn' })
    if (roles[roles.length - 1] !== 'ending') problems.push({ where: `ages ${band}`, message: 'the last page must be the ending' })
    const words: Range[] = []
    for (const page of pages) {
      const where = `page ${page.number} [${band}]`
      const template = page.text[band] as Template
      checkBlocks(template, where, problems, tale)
      wordsOf(template, tale, where, problems)
      const range = pageRange(template, tale)
      words.push(range)
      const limit = WORDS_PER_PAGE[band]
      if (range.min < limit.min || range.max > limit.max) {
        problems.push({ where, message: `${range.min}-${range.max} words; ages ${band} need ${limit.min}-${limit.max} on every telling` })
      }
    }
    const introduces = (template: Template): boolean =>
      (template as Piece[]).some((piece) =>
        typeof piece === 'object' && 'token' in piece
          ? /^[cC]\.intro$/.test(piece.token)
          : typeof piece === 'object' && 'block' in piece
            ? piece.variants.some((v) => introduces(v.body))
            : false,
      )
    if (!pages.some((page) => introduces(page.text[band] as Template)))
      problems.push({ where: `ages ${band}`, message: 'introduce the companion with {c.intro} (on page 1)' })
    // The family is shown at two moments in every band: one early, one at the ending.
    const familyPages = pages
      .map((page, i) =>
        (page.text[band] as Piece[]).some((piece) => typeof piece === 'object' && 'block' in piece && piece.block === 'family') ? i : -1,
      )
      .filter((i) => i >= 0)
    if (familyPages.length < 2 || (familyPages[familyPages.length - 1] as number) < pages.length - 2)
      problems.push({
        where: `ages ${band}`,
        message: 'show the family ({{family}}) at two moments at least, the last on the last two pages',
      })
    // The child's way, which caused the turn, recognised at the end (`{{quality #proud`) on the last
    // two pages; a 2-4 page of forty to sixty words has it where it has room.
    const hasQuality = (page: TalePage) =>
      (page.text[band] as Piece[]).some((piece) => typeof piece === 'object' && 'block' in piece && piece.block === 'quality')
    if (band !== '2-4' && !pages.slice(-2).some(hasQuality))
      problems.push({ where: `ages ${band}`, message: "recognise the child's way at the end: a {{quality}} passage on the last two pages" })
    const views = pages.map((p) => p.scene.view)
    if (new Set(views).size < 3)
      problems.push({ where: `ages ${band}`, message: 'use at least three different views (wide, medium, close, behind)' })
    for (let i = 2; i < views.length; i++) {
      if (views[i] === views[i - 1] && views[i] === views[i - 2])
        problems.push({ where: `page ${pages[i]?.number}`, message: 'three pages in a row with the same view' })
    }
    bands.push({ band, pages: pages.length, words })
  }
  problems.push(...sceneProblems(repeatedPictures(tale)))
  for (const page of tale.pages) {
    if (page.scene.objects.length === 0) problems.push({ where: `page ${page.number}`, message: 'name at least one key object' })
    wordsOf(page.scene.shows, tale, `page ${page.number} shows`, problems)
    for (const [category, own] of Object.entries(page.scene.byCategory))
      if (own.shows) wordsOf(own.shows, tale, `page ${page.number} shows ${category}`, problems)
  }
  for (const title of tale.titles) wordsOf(title, tale, 'title', problems)
  return { problems, bands }
}

/** A memory line's length in words, as told: long enough to name the moment, short enough to say in passing. */
export const MEMORY_WORDS = { min: 6, max: 16 } as const

/**
 * Children the memory line is told for: a short and a two-word name, every pronoun, a companion of
 * each sort, so that every token it uses is proved to read for anyone.
 */
let memoryListeners: Listener[] | null = null
function listenersForMemory(): Listener[] {
  memoryListeners ??= [
    listenerFor({ childName: 'Mia', childAge: 4, pronouns: 'she', mainCharacter: 'her grandpa' }),
    listenerFor({ childName: 'Anna Maria', childAge: 7, pronouns: 'they', mainCharacter: 'a little dragon called Ember' }),
    listenerFor({ childName: 'Omar', childAge: 10, pronouns: 'he', mainCharacter: 'his teddy' }),
  ]
  return memoryListeners
}

/**
 * The `memory:` line: what happened in this story, as the child's next adventure recalls it ("Ever
 * since {memory}, Mia had …", "Mia still thought about {memory}."). One phrase that carries on a
 * sentence: it starts with "the" or "that", holds no sentence of its own, does not end in punctuation,
 * is 6-16 words long however it is told, and uses only tokens that read outside its own story.
 */
export function checkMemory(tale: Tale): Problem[] {
  const where = 'memory'
  if (!tale.memory || tale.memory.length === 0)
    return [{ where, message: 'no memory: line (what happened, as the next adventure recalls it after "Ever since …")' }]
  const problems: Problem[] = []
  const told = new Set<string>()
  for (const listener of listenersForMemory()) {
    try {
      told.add(tellMemory(tale.memory, listener))
    } catch (error) {
      if (!(error instanceof TokenError)) throw error
      problems.push({ where, message: `${error.message}: a memory line can use only {name}, {name's}, the child's pronouns and {c}` })
      return problems
    }
  }
  const say = (message: string) => {
    if (!problems.some((p) => p.message === message)) problems.push({ where, message })
  }
  // A companion of the star's kind plays it and takes its part, so the next adventure must not
  // recall it by the tale's own name ("Crumpet the hedgehog" for a child whose hedgehog was Spike).
  const starName = tale.star ? new RegExp(`\\b${escapeRegExp(tale.star.name)}\\b`) : null
  for (const text of told) {
    if (starName?.test(text)) say(`"${text}" names the star, whom a companion of its kind plays: recall it by its kind`)
    if (/[{}]/.test(text)) say(`"${text}" keeps a brace after telling: write tokens as {name} or {c}`)
    const words = countWords(text)
    if (words < MEMORY_WORDS.min || words > MEMORY_WORDS.max)
      say(`"${text}" is ${words} words; a memory line needs ${MEMORY_WORDS.min}-${MEMORY_WORDS.max}`)
    if (!/^(the|that) /.test(text)) say(`"${text}" must start with "the " or "that " to follow "Ever since"`)
    if (/[\p{P}]$/u.test(text)) say(`"${text}" ends in punctuation; the sentence it is told in goes on after it`)
    else if (/[.!?;:"“”]/.test(text)) say(`"${text}" holds a sentence mark or quote; a memory line is one phrase`)
  }
  return problems
}

/** Memory lines that two stories share: each must recall its own story, so no two may read alike. */
export function sharedMemories(tales: Tale[]): Problem[] {
  const seen = new Map<string, string>()
  const problems: Problem[] = []
  for (const tale of tales) {
    if (!tale.memory) continue
    const key = tale.memory
      .map((piece) => (typeof piece === 'string' ? piece : 'token' in piece ? `{${piece.token}}` : ''))
      .join('')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
    const first = seen.get(key)
    if (first) problems.push({ where: `${tale.id} memory`, message: `the same memory line as ${first}` })
    else seen.set(key, tale.id)
  }
  return problems
}
