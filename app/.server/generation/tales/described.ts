/**
 * The page's people as the story's words have them, for the pictures: "Dr Amberley looked at it
 * through a magnifying glass. 'An ichthyosaur tooth,' she said" is a woman; "It was the beach
 * warden, Mr Stobbart, a tall man in a bright orange jacket" a man in orange, on every page the
 * warden is drawn. A title alone (Dr, Professor, Captain, the warden) says neither.
 */
import { resolveEntry } from '../offline/illustrator'
import type { OtherLook, SceneSpec } from '../scene'

const COLOUR = '(red|orange|yellow|green|blue|purple|pink|white|black|brown|grey|gray|golden|gold|silver)'
const GARMENT =
  '(jacket|coat|raincoat|anorak|parka|mac|cagoule|blazer|cardigan|jumper|sweater|fleece|hoodie|dress|shirt|t-shirt|top|uniform|tabard|overalls|dungarees|apron|robe|cloak|tunic|waistcoat|vest|hat|cap|helmet|beanie|bobble hat|woolly hat|sunhat|bonnet|beret|scarf|tie|boots|wellies|wellingtons|trousers|skirt|shorts|jeans)'
/** "in a bright orange jacket", "wearing her red hat", "with a yellow scarf". */
const WEARS = new RegExp(
  `\\b(?:in|wearing|wore|wears|with|had|has|had on|has on|pulled on|puts on|put on)\\s+(?:a|an|the|his|her|their|its|big|long|old|new)?\\s*(?:[a-z-]+\\s+){0,2}?${COLOUR}(?:(?:\\s+and\\s+|-)[a-z]+)?\\s+(?:[a-z-]+\\s+)?${GARMENT}\\b`,
  'gi',
)

/** More clothes after the first: "a red cap and a yellow scarf". */
const WEARS_MORE = new RegExp(
  `^,?\\s+(?:and|with)\\s+(?:a|an|the|his|her|their)?\\s*(?:[a-z-]+\\s+)?${COLOUR}\\s+(?:[a-z-]+\\s+)?${GARMENT}\\b`,
  'i',
)

/** Titles that say she or he, and those that say neither. */
const SHE_TITLE = /^(?:mrs|ms|miss|madam|madame|lady|dame|queen|princess|aunt|auntie|granny|gran|grandma|nana|nan|mother|sister)$/i
const HE_TITLE = /^(?:mr|sir|lord|king|prince|uncle|grandad|granddad|grandpa|father|brother)$/i
const TITLE =
  'Mrs|Mr|Ms|Miss|Madam|Madame|Lady|Dame|Sir|Lord|Dr|Doctor|Professor|Prof|Captain|Coach|Nurse|Warden|Officer|Sergeant|Inspector|Chef|Queen|King|Princess|Prince'
/** "a tall man", "the old woman", "a girl": someone the words name by what they are. */
const ANON = /\b(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?(man|woman|lady|gentleman|girl|boy)\b/gi
const SHE_WORD = /^(?:woman|lady|girl)$/
const LETTER = /\p{L}/u
/**
 * Words a pattern above needs, looked for first: telling a story reads every page for every
 * person, and letting the patterns try every "a", "the", "in" and "with" of pages that name no man
 * and no colour made a telling two-thirds slower.
 */
/** Words before a person that make them old. */
const OLD_BEFORE =
  /\b(?:old|elderly|grey-haired|gray-haired|white-haired|silver-haired|retired|aged|frail|wrinkly|wrinkled)\s+(?:(?:little|kind|dear|lady|man)\s+)?$/i
/** An old person's own word: "old woman", "elderly man", "granny". */
const OLD_WORD = /\b(?:old|elderly|grey-haired|white-haired|retired|great-aunt|great-uncle|granny|grandma|grandad|grandpa)\b/i
const ANON_WORD = /\b(?:man|woman|lady|gentleman|girl|boy)\b/i
const COLOUR_WORD = new RegExp(`\\b${COLOUR}\\b`, 'i')
const hasWord = (text: string, word: string) => text.toLowerCase().includes(word.trim().toLowerCase())

type Kind = 'other' | 'name' | 'anon' | 'skip'
type Mention = { start: number; end: number; kind: Kind; key: string; pronoun?: 'she' | 'he' }
/** `pronouns`: what the title or the noun says (Mrs, a man); `votes`: the pronouns the words use of them, she minus he. */
type Seen = {
  pronouns: Set<'she' | 'he'>
  votes: number
  wears: Map<string, string>
  names: Set<string>
  others: Set<string>
  /** They speak on the page: "said Dr Amberley", or "she said" after their words. */
  speaks?: boolean
  /** The words call them old: "old Mrs Tremlow", "an elderly man", "the old woman, Mrs Tremlow". */
  old?: boolean
}
const blank = (): Seen => ({ pronouns: new Set(), votes: 0, wears: new Map(), names: new Set(), others: new Set() })

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Speech blanked out (same length), so words inside quotes name nobody present. */
const unquoted = (text: string) => text.replace(/["“][^"”]*["”]/g, (q) => ' '.repeat(q.length))

/** Whether an others word leaves she or he to the words: "warden", "doctor", "cousin sam"; never "mum", "old man" or "queen". */
function saysNeither(other: string): boolean {
  if (
    /^(?:mum|mummy|mom|mommy|mother|mama|dad|daddy|father|papa|nan|nana|nanna|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|aunt|auntie|uncle|brother|sister)\b/i.test(
      other,
    )
  )
    return false
  if (/\b(?:man|woman|lady|gentleman|girl|boy|men|women)\b/i.test(other)) return false
  const found = resolveEntry(other)
  if (!found) return true
  return found.entry.kind === 'person'
    ? !found.entry.pronoun
    : found.entry.kind === 'being' && found.entry.drawing.by === 'person'
      ? !found.entry.drawing.pronoun
      : true
}

/** Whether an others word is one person the illustrator draws as a person (not "children", not a cat). */
function onePerson(other: string): boolean {
  const found = resolveEntry(other)
  if (found?.count !== 1) return false
  return found.entry.kind === 'person' || (found.entry.kind === 'being' && found.entry.drawing.by === 'person')
}

/** The words that name an other in a text: the whole ("engine driver", "aunt grace") or its head ("driver"). */
function otherPattern(other: string): string {
  const words = other.toLowerCase().split(/\s+/).filter(Boolean)
  const head = words.at(-1) ?? other
  return words.length > 1 ? `(?:${esc(words.join(' '))}|${esc(head)})` : esc(head)
}

/** Every mention of a person in one page's words, in order, the longest first where two start together. */
export function mentionsIn(text: string, others: readonly string[], names: readonly string[], skip: readonly string[]): Mention[] {
  const found: Mention[] = []
  const add = (re: RegExp, kind: Kind, key: (m: RegExpExecArray) => string, pronoun?: (m: RegExpExecArray) => 'she' | 'he' | undefined) => {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0
      const p = pronoun?.(m as RegExpExecArray)
      found.push({ start, end: start + m[0].length, kind, key: key(m as RegExpExecArray), ...(p ? { pronoun: p } : {}) })
    }
  }
  // A name as a whole word, found by indexOf: a Unicode look-behind pattern per name per page was
  // the slowest part of reading a story for its people.
  const wholeWord = (word: string, key: string, kind: Kind, pronoun?: 'she' | 'he') => {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      const end = at + word.length
      if (LETTER.test(text.charAt(at - 1)) || LETTER.test(text.charAt(end))) continue
      found.push({ start: at, end, kind, key, ...(pronoun ? { pronoun } : {}) })
    }
  }
  for (const name of skip.filter((s) => s.trim().length > 1)) wholeWord(name.trim(), name, 'skip')
  for (const name of names) {
    const title = name.split(/\s+/)[0] ?? ''
    wholeWord(name, name, 'name', SHE_TITLE.test(title) ? 'she' : HE_TITLE.test(title) ? 'he' : undefined)
  }
  for (const other of others.filter((o) => hasWord(text, o.split(/\s+/).at(-1) ?? o)))
    add(new RegExp(`\\b(?:(?:the|a|an|our|their|his|her)\\s+(?:[a-z-]+\\s+){0,2}?)?${otherPattern(other)}\\b`, 'gi'), 'other', () => other)
  if (ANON_WORD.test(text))
    add(
      ANON,
      'anon',
      (m) => (m[1] as string).toLowerCase(),
      (m) => (SHE_WORD.test((m[1] as string).toLowerCase()) ? 'she' : 'he'),
    )
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  // A mention inside another ("Mr Stobbart" in itself, "man" in "a tall man") counts once.
  const kept: Mention[] = []
  for (const m of found) {
    const last = kept.at(-1)
    if (last && m.start < last.end) {
      // The other's own word wins over the plain man or woman it overlaps ("the old man" named "old man").
      if (last.kind === 'anon' && m.kind === 'other') kept[kept.length - 1] = { ...m, pronoun: last.pronoun }
      continue
    }
    kept.push(m)
  }
  return kept
}

/** Two mentions side by side are one person: "the warden, Mr Stobbart", "Dr Amberley, the expert", "Mr Stobbart, a tall man". */
function sameOne(a: Mention, b: Mention, gap: string): boolean {
  if (a.kind === 'skip' || b.kind === 'skip') return false
  const kinds = new Set([a.kind, b.kind])
  if (kinds.size < 2 && !kinds.has('anon')) return false
  if (kinds.size < 2) return false
  return /^,?\s*$/.test(gap)
}

/**
 * What one page's words say of its people: for each group of mentions of one person, their she or
 * he (a title, "a man", their own pronoun before anyone else is named, "she said" after their
 * words) and the colours of their clothes.
 */
export function seenOnPage(
  text: string,
  others: readonly string[],
  names: readonly string[],
  skip: readonly string[],
  heroPronoun?: 'she' | 'he' | 'they',
): Seen[] {
  const plain = unquoted(text)
  const mentions = mentionsIn(plain, others, names, skip)
  // Groups: each mention its own, joined where side by side or "A man came. It was Mr Stobbart."
  const group = mentions.map((_, i) => i)
  const find = (i: number): number => {
    while (group[i] !== i) i = group[i] as number
    return i
  }
  const join = (i: number, j: number) => {
    group[find(i)] = find(j)
  }
  for (let i = 1; i < mentions.length; i++) {
    const a = mentions[i - 1] as Mention
    const b = mentions[i] as Mention
    if (sameOne(a, b, plain.slice(a.end, b.start))) join(i - 1, i)
    // "A man in a bright orange jacket came hurrying up. It was Mr Stobbart, the beach warden."
    if (b.kind !== 'skip' && /[.!?]\s*(?:It|Her name|His name) (?:was|is)\s+$/.test(plain.slice(Math.max(0, b.start - 16), b.start))) {
      const cut = plain.lastIndexOf('.', b.start - 8)
      const before = mentions.slice(0, i).filter((m) => m.start > plain.lastIndexOf('.', cut - 1))
      const anon = before.find((m) => m.kind === 'anon')
      if (anon && before.every((m) => m.kind !== 'skip')) join(mentions.indexOf(anon), i)
    }
  }
  const seen = new Map<number, Seen>()
  const of = (i: number): Seen => {
    const root = find(i)
    const s = seen.get(root) ?? blank()
    seen.set(root, s)
    return s
  }
  mentions.forEach((m, i) => {
    if (m.kind === 'skip') return
    const s = of(i)
    if (m.kind === 'name') s.names.add(m.key)
    if (m.kind === 'other') s.others.add(m.key)
    if (m.pronoun) s.pronouns.add(m.pronoun)
    // "old Mrs Tremlow", "an elderly man", "the old woman": old, whoever they turn out to be.
    if (
      OLD_BEFORE.test(plain.slice(Math.max(0, m.start - 24), m.start)) ||
      (m.kind !== 'name' && OLD_WORD.test(plain.slice(m.start, m.end)))
    )
      s.old = true
    if (SAID_BEFORE.test(plain.slice(Math.max(0, m.start - 12), m.start)) || SAID_AFTER.test(plain.slice(m.end, m.end + 12)))
      s.speaks = true
    // Their own pronoun: after the mention, in its sentence, before anyone else is named.
    const next = mentions.slice(i + 1).find((_, k) => find(i + 1 + k) !== find(i))
    const stop = Math.min(next ? next.start : plain.length, sentenceEnd(plain, m.end))
    // "he", "his", "her finger": never "him" or "beside her", which are as often the child's.
    const own = (plain.slice(m.end, stop).split(/\b(?:while|as|and then)\b/i)[0] ?? '').match(
      /\b(she|he|his|her(?= (?!(?:the|a|an|and|to|up|back|down|in|on|off|out|over|too|again|now|so|that|this|what|how|some|all)\b)[a-z]))\b/i,
    )?.[1]
    const said = /^(?:she|her)$/i.test(own ?? '') ? 'she' : 'he'
    // The child's own pronoun near them is as often the child's ("follow his finger"): only the other kind counts.
    if (own && said !== heroPronoun) s.votes += said === 'she' ? 1 : -1
  })
  // "… ," she said: the words of the last one named.
  for (const m of text.matchAll(
    /["”]\s*,?\s*(she|he)\s+(?:said|says|asked|asks|called|calls|whispered|whispers|added|adds|laughed|smiled|replied|went on|told)\b/gi,
  )) {
    const at = m.index ?? 0
    const before = mentions.findLastIndex((x) => x.end <= at)
    // The one the sentence before their words is about: "Mia looked at the cook. 'We'll make another,' she said" is Mia's.
    const from = before >= 0 ? sentenceStart(plain, (mentions[before] as Mention).start) : 0
    const last = mentions.findIndex((x, k) => k <= before && x.start >= from)
    if (last >= 0 && (mentions[last] as Mention).kind !== 'skip') {
      const s = of(last)
      s.votes += (m[1] as string).toLowerCase() === 'she' ? 2 : -2
      s.speaks = true
    }
  }
  // Clothes of a colour: the one named last before them in the sentence, nobody else named between.
  for (const m of COLOUR_WORD.test(plain) ? plain.matchAll(WEARS) : []) {
    const at = m.index ?? 0
    const last = mentions.findLastIndex((x) => x.end <= at)
    const who = mentions[last]
    if (!who || who.kind === 'skip') continue
    if (sentenceEnd(plain, who.end) < at) {
      // "A new girl came into class. She had a long green coat": she is the one the sentence before named, alone.
      const start = sentenceStart(plain, at)
      if (!/^(?:She|He)\b/.test(plain.slice(start).trimStart()) || mentions.some((x) => x.start >= start && x.start < at)) continue
      // The last sentence naming anyone names only them ("The coach blew her whistle. 'Out!' she called. She wore …").
      const from = sentenceStart(plain, who.start)
      if (mentions.some((x, k) => x.start >= from && x.start < at && find(k) !== find(last))) continue
    }
    const s = of(last)
    let worn: RegExpExecArray | null = m as RegExpExecArray
    let end = at + m[0].length
    while (worn) {
      const [garment, colour] = [garmentOf(worn[2] as string), (worn[1] as string).toLowerCase().replace('gray', 'grey')]
      if (!s.wears.has(garment)) s.wears.set(garment, colour === 'gold' ? 'golden' : colour)
      worn = WEARS_MORE.exec(plain.slice(end))
      if (worn) end += worn[0].length
    }
  }
  return [...seen.values()]
}

const SAID_BEFORE = /\b(?:said|says|asked|asks|called|whispered|shouted|replied)\s+$/
const SAID_AFTER = /^\s*(?:said|says|asked|asks|whispered|shouted|replied)\b/
const sentenceStart = (text: string, at: number): number => {
  const cut = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('!', at - 1), text.lastIndexOf('?', at - 1))
  return cut + 1
}
const sentenceEnd = (text: string, from: number): number => {
  const m = /[.!?]/.exec(text.slice(from))
  return m ? from + m.index : text.length
}
const garmentOf = (word: string) => word.toLowerCase().replace(/^(?:woolly|bobble) hat$/, 'hat')

/** The titled names of a story's words, and the given names set beside a person's role ("Jory, the fireman"). */
export function namesIn(texts: readonly string[], roles: readonly string[]): string[] {
  const names = new Set<string>()
  for (const text of texts.map(unquoted)) {
    for (const m of text.matchAll(TITLED_NAME)) names.add(m[0].replace('.', ''))
    for (const role of roles.filter((r) => hasWord(text, r.split(/\s+/).at(-1) ?? r))) {
      for (const m of text.matchAll(nameBesideRole(role))) names.add((m[1] ?? m[2]) as string)
    }
  }
  return [...names].filter((n) => !NOT_A_NAME.test(n) && !ONLY_A_TITLE.test(n))
}
// Compiled once (every telling looks for names on every page): matchAll copies a pattern, so a
// shared one keeps no state between calls.
const TITLED_NAME = new RegExp(`\\b(?:${TITLE})\\.? \\p{Lu}[\\p{Ll}'-]+`, 'gu')
const ONLY_A_TITLE = new RegExp(`^(?:${TITLE})$`)
const NAME_BESIDE_ROLE = new Map<string, RegExp>()
/** "Mr Tolley, the keeper" or "the old keeper, Tolley": a name said beside the role. */
function nameBesideRole(role: string): RegExp {
  let re = NAME_BESIDE_ROLE.get(role)
  if (!re) {
    const pattern = otherPattern(role)
    re = new RegExp(
      `(?<!\\b(?:${TITLE})\\.? )\\b(\\p{Lu}\\p{Ll}+), (?:the|a|an) (?:[a-z-]+ ){0,2}?${pattern}\\b|\\bthe (?:[a-z-]+ ){0,2}?${pattern}, (\\p{Lu}\\p{Ll}+)\\b`,
      'gu',
    )
    // Roles are the tales' own, with a few from what parents type: a bound keeps a server's map small.
    if (NAME_BESIDE_ROLE.size >= 2000) NAME_BESIDE_ROLE.clear()
    NAME_BESIDE_ROLE.set(role, re)
  }
  return re
}
const NOT_A_NAME = /^(?:The|A|An|It|He|She|They|Then|But|And|So|Now|Soon|Yes|No|Oh|Look|Here|There|Suddenly|Together|Later|Next|Finally)$/

/** Seen of one person, added into another account of them. */
function into(to: Seen, from: Seen): Seen {
  if (from.old) to.old = true
  for (const p of from.pronouns) to.pronouns.add(p)
  to.votes += from.votes
  for (const [g, c] of from.wears) if (!to.wears.has(g)) to.wears.set(g, c)
  return to
}

/**
 * The story's scenes with `looks` for the others its words describe, on every page they are drawn:
 * what one page's words say of the warden holds on the next. `skip`: the hero's and the
 * companion's names (their looks are their own).
 */
export function withOthersAsTold(pages: ReadonlyArray<{ text: string; scene: SceneSpec }>, skip: readonly string[]): SceneSpec[] {
  const all = [...new Set(pages.flatMap((p) => p.scene.others))]
  const roles = all.filter(onePerson)
  const texts = pages.flatMap((p) => [p.text, p.scene.caption ?? ''])
  const skipped = skip.filter((s) => s.trim().length > 1)
  const names = namesIn(texts, roles).filter((n) => !skipped.some((s) => n.includes(s.trim()) || s.includes(n)))
  // A grown-up the words have there by name ("Mr Stobbart", added by `withPeopleOfText`) is one of them too.
  const people = [...roles, ...all.filter((o) => names.includes(o) && !roles.includes(o))]
  if (people.length === 0) return pages.map((p) => p.scene)
  // What a name is said to be, beside it: "Miss Bright, her teacher" is the teacher, never the page's warden.
  const besideName = new Map(names.map((n) => [n, nounsBeside(texts, n)]))
  const byOther = new Map<string, Seen>()
  const byName = new Map<string, Seen>()
  const nameOf = new Map<string, Set<string>>()
  for (const page of pages) {
    const here = page.scene.others.filter((o) => people.includes(o))
    if (here.length === 0) continue
    // The page's one grown-up of a role, whom a named grown-up with no role beside them is: Dr Amberley, the expert.
    const strangers = here.filter((o) => !FAMILY.test(o) && !names.includes(o))
    const plainly = here.filter((o) => /\b(?:man|woman|lady|girl|boy)$/.test(o))
    for (const text of [page.text, page.scene.caption ?? '']) {
      const seen = seenOnPage(text, here, names, skipped, page.scene.hero.pronouns)
      // Only one of them speaks there, named, with no role beside them.
      const speakers = seen.filter((t) => t.others.size === 0 && t.names.size > 0 && t.speaks)
      for (const s of seen) {
        const stranger = strangers[0] as string
        const head = stranger?.split(/\s+/).at(-1) ?? ''
        if (
          s.others.size === 0 &&
          s.names.size > 0 &&
          s.speaks &&
          speakers.length === 1 &&
          strangers.length === 1 &&
          !seen.some((t) => t !== s && t.others.size) &&
          [...s.names].every((n) => !besideName.get(n)?.size || besideName.get(n)?.has(head)) &&
          // Mr Fairweather is never the page's old woman.
          !(/\b(?:woman|lady|girl)$/.test(stranger) && s.pronouns.has('he')) &&
          !(/\b(?:man|boy|gentleman)$/.test(stranger) && s.pronouns.has('she'))
        )
          s.others.add(stranger)
        // "an old lady in a purple hat" is the page's old woman.
        if (s.others.size === 0 && s.names.size === 0 && s.pronouns.size === 1 && plainly.length === 1) {
          const one = plainly[0] as string
          if ((/\b(?:woman|lady|girl)$/.test(one) ? 'she' : 'he') === [...s.pronouns][0]) s.others.add(one)
        }
        for (const o of s.others) {
          byOther.set(o, into(byOther.get(o) ?? blank(), s))
          for (const n of s.names) nameOf.set(o, (nameOf.get(o) ?? new Set()).add(n))
        }
        for (const n of s.names) byName.set(n, into(byName.get(n) ?? blank(), s))
      }
    }
  }
  // The page's one old person ("old woman"), where its words name one grown-up, is them: the old woman in the
  // armchair is Mrs Tremlow, who is drawn old on the pages that name her too.
  for (const page of pages) {
    const old = page.scene.others.filter((o) => OLD_WORD.test(o) && onePerson(o))
    if (old.length !== 1) continue
    const said = `${page.text} ${page.scene.caption ?? ''}`
    const named = names.filter((n) => !FAMILY.test(n.toLowerCase()) && new RegExp(`\\b${esc(n)}\\b`).test(said))
    if (named.length !== 1) continue
    const name = named[0] as string
    const title = /^(\S+)/.exec(name)?.[1]?.replace(/\.$/, '') ?? ''
    const she = /\b(?:woman|lady|granny|grandma|gran|nan)\b/.test(old[0] as string)
    if ((she && HE_TITLE.test(title)) || (!she && SHE_TITLE.test(title))) continue
    byName.set(name, into(byName.get(name) ?? blank(), { ...blank(), old: true }))
  }
  // "Miss Bright, her teacher" on page 1 is the teacher on page 6.
  for (const role of roles) {
    const head = role.split(/\s+/).at(-1) ?? role
    for (const [name, nouns] of besideName) if (nouns.has(head)) nameOf.set(role, (nameOf.get(role) ?? new Set()).add(name))
  }
  for (const role of nameOf.keys()) if (!byOther.has(role)) byOther.set(role, blank())
  const looks = new Map<string, OtherLook>()
  for (const [other, seen] of byOther) {
    // What the words say of the name anywhere in the story is said of the other they are.
    const linked = [...(nameOf.get(other) ?? [])]
    const s = linked.reduce((acc, n) => into(acc, byName.get(n) ?? blank()), into(blank(), seen))
    // Mum is she and the postman he whatever the pronouns near them: only a role that says neither takes the words'.
    // An old woman or a granny is drawn old already: `old` is for the words that make one so.
    const look = lookOf({ ...(saysNeither(other) ? s : { ...s, pronouns: new Set(), votes: 0 }), old: !!s.old && !OLD_WORD.test(other) })
    if (look) looks.set(other, look)
  }
  // A named grown-up among the others: what the words say of them, and of the role they are.
  for (const name of people.filter((o) => names.includes(o))) {
    const roleOf = [...nameOf].filter(([, ns]) => ns.has(name)).map(([o]) => o)
    const s = roleOf.reduce((acc, o) => into(acc, byOther.get(o) ?? blank()), into(blank(), byName.get(name) ?? blank()))
    const look = lookOf(s)
    if (look) looks.set(name, look)
  }
  return pages.map(({ scene }) => {
    const here = Object.fromEntries(scene.others.flatMap((o) => (looks.has(o) ? [[o, looks.get(o) as OtherLook]] : [])))
    return Object.keys(here).length ? { ...scene, looks: here } : scene
  })
}
/** A title or "a man" settles she or he; else the pronouns the words use of them, the more of one kind; said both ways, neither. */
function lookOf(s: Seen): OtherLook | undefined {
  const pronoun =
    s.pronouns.size === 1 ? [...s.pronouns][0] : s.pronouns.size === 0 && s.votes !== 0 ? (s.votes > 0 ? 'she' : 'he') : undefined
  const wears = [...s.wears].map(([garment, colour]) => ({ garment, colour }))
  return pronoun || wears.length || s.old
    ? { ...(pronoun ? { pronoun } : {}), ...(wears.length ? { wears } : {}), ...(s.old ? { old: true } : {}) }
    : undefined
}

/** The nouns set beside a name in the words: "Miss Bright, her teacher", "the beach warden, Mr Stobbart" (teacher, warden). */
export function nounsBeside(texts: readonly string[], name: string): Set<string> {
  const n = esc(name)
  const re = new RegExp(
    `${n}, (?:the|a|an|his|her|their|our|my) (?:[a-z-]+ ){0,2}?([a-z-]+)(?=[,.;:!?]|\\s+(?:who|with|in|from|at)\\b)|\\b(?:the|a|an|his|her|their|our|my) (?:[a-z-]+ ){0,2}?([a-z-]+), ${n}\\b`,
    'g',
  )
  const nouns = new Set<string>()
  for (const text of texts.filter((t) => t.includes(name)))
    for (const m of unquoted(text).matchAll(re)) {
      const noun = ((m[1] ?? m[2]) as string).toLowerCase()
      // A person's word ("her teacher"), never a place ("At the fossil centre, Dr Amberley").
      if (onePerson(noun) || FAMILY.test(noun)) nouns.add(noun)
    }
  return nouns
}

/** The hero's family among the others: their looks are the family's. */
const FAMILY =
  /^(?:mum|mummy|mom|mother|dad|daddy|father|nan|nana|gran|granny|grandma|grandad|granddad|grandpa|aunt|auntie|uncle|cousin|brother|sister)\b/
