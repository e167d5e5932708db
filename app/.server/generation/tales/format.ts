/**
 * The story file format: one authored story per outline, `app/themes/<theme>/<n>.md`, told for the
 * three age bands on the same pages and scenes. The authors' guide is app/themes/README.md; this
 * module turns a file into a Tale, or throws an error naming the file and line.
 */
import { AGE_BANDS, type AgeBand, STORY_ROLES, type StoryRole } from '../story-shape'
import {
  FACES,
  type Face,
  PLACE_IDS,
  type Place,
  POSES,
  type Pose,
  TIMES,
  type TimeOfDay,
  VIEWS,
  type View,
  WEATHERS,
  type Weather,
} from '../scene'
import { COMPANION_CATEGORIES, type CompanionCategory } from '../scene'
import { FEAR_FINE_KEY_NAMES, FEAR_KINDS, INTEREST_KINDS, QUALITY_FINE_KEY_NAMES, QUALITY_KINDS } from '../profile/lexicon'
import { GRANDPARENT_WORDS } from '../profile/kinds'
import { COMPANION_GROUP_KEYS } from '../profile/limits'
import { SUBJECTS } from '../profile/subjects'

/** Personalised passages: one variant per companion category, quality, interest … */
export const BLOCK_KEYS = {
  companion: COMPANION_CATEGORIES,
  // A fine key (`chatty`, `competitive` …) tells one quality of a kind truer; told before the kind's.
  quality: [...QUALITY_KINDS, ...QUALITY_FINE_KEY_NAMES],
  // `yes`: any interest or fear the child has, where no passage of its own kind is written.
  // `plot`: the interest is what the plot is about (named in the pitch: a juggler among juggling balls).
  interest: [...INTEREST_KINDS, 'yes', 'plot'],
  // A fine key (`thunder`, `dogs`, `apart` …) meets one fear of its kind; told before the kind's.
  fear: [...FEAR_KINDS, ...FEAR_FINE_KEY_NAMES, 'yes'],
  family: ['yes'],
  pronoun: ['she', 'he', 'they'],
  wheelchair: ['yes'],
  // `family`: one of the child's family plays the story's person star (Granddad is the farmer);
  // `companion`: the companion plays it (as a `{{companion` passage's `star:` variant).
  star: ['companion', 'family'],
  any: [],
} as const satisfies Record<string, readonly string[]>

export type BlockKind = keyof typeof BLOCK_KEYS
const BLOCK_KINDS = Object.keys(BLOCK_KEYS) as BlockKind[]

export type Token = { token: string; line: number }
export type Variant = { keys: string[]; body: Piece[] }
/** A passage; a named one (`{{companion #try`) can be told again on the same page with `{{#try}}`. */
export type Block = { block: BlockKind; variants: Variant[]; line: number; name?: string }
type Ref = { ref: string; line: number }
export type Piece = string | Token | Block
export type Template = Piece[]

export type SceneFigure = { pose: Pose; face: Face }
export type TaleScene = {
  place: Place
  /** `place: {subject.place}|sports-field`: drawn where the child's own subject's day is (a swimmer's pool), else `place`. */
  subjectPlace?: boolean
  time: TimeOfDay
  weather: Weather
  view: View
  hero: SceneFigure
  companion: SceneFigure | null
  others: string[]
  /** The others who are the hero's own family by the tale's telling (Zibby, the great-granny met as a girl): drawn in the hero's skin. */
  kin?: string[]
  objects: string[]
  /** What the picture shows, one sentence with tokens ("{name} unfolds the map"). */
  shows: Template
  /** The companion's pose and what the picture shows, where a category differs ("companion vehicle: away"). */
  byCategory: Partial<Record<CompanionCategory | 'star', { companion?: SceneFigure | null; shows?: Template }>>
}

export type TalePage = {
  number: number
  role: StoryRole
  bands: AgeBand[]
  scene: TaleScene
  text: Partial<Record<AgeBand, Template>>
  line: number
}

/**
 * The story's central creature, which a companion of the same kind plays: `star: digger, excavator`
 * (the kinds), `star-name: Marigold`, `star-pronoun: she`, `star-kind: big orange digger`. The kind
 * `grandparent` stands for every word a family uses for one (Granny, Grandad, Nonna, Taid…), so the
 * child's own grandparent can host a story a stranger hosts otherwise.
 *
 * `family` (`star-family: runs the farm, farmer`): what a family person, or a person companion, is
 * said to do or be that casts them in a person star's part ("Granddad, who runs the farm"; "Dad, who
 * coaches my team"): matched like an interest in the parent's words about them.
 */
export type TaleStar = { kinds: string[]; name: string; pronoun: 'she' | 'he' | 'they'; kind: string; family?: string[] }

/** The key of a `{{companion` variant told when the companion plays the star (and of `companion star:` / `shows star:`). */
export const STAR_KEY = 'star'

export type Tale = {
  /** "adventure/1" */
  id: string
  outline: string
  pitch: string
  /**
   * What happened, as a later story recalls it ("the night they followed the gulls to the
   * lighthouse"): a phrase told after "Ever since …" in the next adventure. Null until written.
   */
  memory: Template | null
  titles: Template[]
  picks: Record<string, string[]>
  pages: TalePage[]
  star?: TaleStar
  subject?: TaleSubject
}

/**
 * The story's central thing, made the child's own where their interest is one of its family:
 * `subject: instrument` with `subject-default: recorder` tells `{subject}` as the child's cello,
 * drum or trumpet, and as the recorder for every other child (profile/subjects.ts).
 */
export type TaleSubject = { family: string; default: string }

export class TaleError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`)
    this.name = 'TaleError'
  }
}

const TOKEN = /\{([^{}\s]+)\}/g

/** Splits one line of text into literal strings and {tokens}. */
export function tokens(text: string, line: number): Piece[] {
  const pieces: Piece[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) pieces.push(text.slice(last, match.index))
    pieces.push({ token: match[1] as string, line })
    last = match.index + match[0].length
  }
  if (last < text.length) pieces.push(text.slice(last))
  return pieces
}

/** Parses prose lines (with blocks) into a template; blank lines become paragraph breaks. */
function parseProse(file: string, lines: Array<{ text: string; line: number }>): Template {
  const out: Array<Piece | Ref> = []
  let i = 0
  const pushText = (text: string, line: number) => out.push(...tokens(text, line))
  while (i < lines.length) {
    const { text, line } = lines[i] as { text: string; line: number }
    const open = text.indexOf('{{')
    if (open < 0) {
      pushText(text.trim() === '' ? '\n\n' : `${text.trim()} `, line)
      i++
      continue
    }
    if (open > 0) pushText(`${text.slice(0, open).trim()} `, line)
    const ref = /^#([a-z0-9-]+)\}\}(.*)$/.exec(text.slice(open + 2).trim())
    if (ref) {
      out.push(' ', { ref: ref[1] as string, line }, ' ')
      if ((ref[2] as string).trim()) pushText(`${(ref[2] as string).trim()} `, line)
      i++
      continue
    }
    const [kind = '', label] = text
      .slice(open + 2)
      .trim()
      .split(/\s+#/)
    if (!BLOCK_KINDS.includes(kind as BlockKind))
      throw new TaleError(file, line, `unknown block "{{${kind}"; use one of ${BLOCK_KINDS.join(', ')}`)
    // A companion passage may also be keyed by a finer group (bird, sea, baby …), told before its category's.
    const allowed: readonly string[] =
      kind === 'companion'
        ? [...BLOCK_KEYS.companion, ...COMPANION_GROUP_KEYS, STAR_KEY]
        : // A wheelchair or family passage may have a `star:` telling, for the companion who plays the star
          // (it goes up the hill with the child already; it goes home to its own tower at bedtime).
          kind === 'wheelchair' || kind === 'family'
          ? [...BLOCK_KEYS[kind], STAR_KEY]
          : BLOCK_KEYS[kind as BlockKind]
    const keyPattern = kind === 'any' ? /^([a-z])\s*:\s?(.*)$/ : /^((?:[a-z*]+)(?:\s*,\s*[a-z*]+)*)\s*:\s?(.*)$/
    const block: Block = { block: kind as BlockKind, variants: [], line, ...(label ? { name: label } : {}) }
    i++
    let current: { keys: string[]; lines: Array<{ text: string; line: number }> } | null = null
    const flush = () => {
      if (current) block.variants.push({ keys: current.keys, body: parseProse(file, trimBlank(current.lines)) })
      current = null
    }
    let closed = false
    while (i < lines.length) {
      const row = lines[i] as { text: string; line: number }
      const trimmed = row.text.trim()
      if (trimmed.startsWith('}}')) {
        flush()
        // Text after the passage on the same line is read as prose again (it may hold a {{#ref}}).
        const after = trimmed.slice(2).trim()
        if (after) lines[i] = { text: after, line: row.line }
        else i++
        closed = true
        break
      }
      const keyed = keyPattern.exec(trimmed)
      const keys = keyed ? (keyed[1] as string).split(',').map((k) => k.trim()) : []
      if (keyed && keys.every((k) => k === '*' || kind === 'any' || allowed.includes(k))) {
        flush()
        current = { keys, lines: [{ text: keyed[2] as string, line: row.line }] }
      } else if (current) {
        ;(current as { lines: Array<{ text: string; line: number }> }).lines.push(row)
      } else {
        throw new TaleError(
          file,
          row.line,
          `in {{${kind}}} every variant starts with one of: ${kind === 'any' ? 'a:, b:, …' : [...allowed, '*'].join(', ')}`,
        )
      }
      i++
    }
    if (!closed) throw new TaleError(file, line, `{{${kind} is never closed with }}`)
    out.push(block, ' ')
  }
  return mergeText(out) as Template
}

/** Replaces each {{#name}} on a page by the passage of that name (the very same, so it is told the same way). */
function resolveRefs(file: string, page: TalePage) {
  const namedIn = (template: Template) => {
    const named = new Map<string, Block>()
    for (const piece of template) if (typeof piece === 'object' && 'block' in piece && piece.name) named.set(piece.name, piece)
    return named
  }
  const everywhere = new Map<string, Block>()
  for (const text of Object.values(page.text))
    for (const [name, block] of namedIn(text as Template)) if (!everywhere.has(name)) everywhere.set(name, block)
  for (const [band, text] of Object.entries(page.text)) {
    // A passage of the same band first, else the one written for another band of this page.
    const here = namedIn(text as Template)
    page.text[band as AgeBand] = (text as Array<Piece | Ref>).map((piece) => {
      if (typeof piece !== 'object' || !('ref' in piece)) return piece
      const block = here.get(piece.ref) ?? everywhere.get(piece.ref)
      if (!block) throw new TaleError(file, piece.line, `{{#${piece.ref}}} names no passage on page ${page.number}`)
      return block
    })
  }
}

function trimBlank(lines: Array<{ text: string; line: number }>) {
  let start = 0
  let end = lines.length
  while (start < end && (lines[start] as { text: string }).text.trim() === '') start++
  while (end > start && (lines[end - 1] as { text: string }).text.trim() === '') end--
  return lines.slice(start, end)
}

function mergeText(pieces: Array<Piece | Ref>): Array<Piece | Ref> {
  const out: Array<Piece | Ref> = []
  for (const piece of pieces) {
    const last = out[out.length - 1]
    if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece
    else out.push(piece)
  }
  return out
}

function oneOf<T extends string>(file: string, line: number, field: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new TaleError(file, line, `${field} "${value}" is not one of: ${allowed.join(', ')}`)
  }
  return value as T
}

function figure(file: string, line: number, field: string, value: string): SceneFigure {
  const [pose = '', face = ''] = value.split(',').map((v) => v.trim())
  return { pose: oneOf(file, line, `${field} pose`, pose, POSES), face: oneOf(file, line, `${field} face`, face, FACES) }
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)

/** Parses a story file. `id` is "theme/n", used in error messages. */
export function parseTale(id: string, source: string): Tale {
  const file = `app/themes/${id}.md`
  const rows = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
  const tale: Tale = { id, outline: '', pitch: '', memory: null, titles: [], picks: {}, pages: [] }
  let i = 0
  const star: Record<string, { value: string; line: number }> = {}
  // Front matter: everything before the first page.
  for (; i < rows.length && !/^##\s/.test((rows[i] as { text: string }).text); i++) {
    const { text, line } = rows[i] as { text: string; line: number }
    const field = /^([a-z]+(?:-[a-z]+)?)(?:\s+([a-z]+))?\s*:\s*(.*)$/.exec(text.trim())
    if (!field || text.startsWith('#')) continue
    const [, key, name, value = ''] = field
    if (key === 'outline') tale.outline = value.trim()
    else if (key === 'pitch') tale.pitch = value.trim()
    else if (key === 'memory') tale.memory = tokens(value.trim(), line)
    else if (key === 'title') tale.titles.push(tokens(value.trim(), line))
    else if (key === 'pick' && name)
      tale.picks[name] = value
        .split('|')
        .map((v) => v.trim())
        .filter(Boolean)
    else if (key === 'star' || key === 'star-name' || key === 'star-pronoun' || key === 'star-kind' || key === 'star-family') {
      star[key] = { value: value.trim(), line }
    } else if (key === 'subject' || key === 'subject-default') {
      star[key] = { value: value.trim().toLowerCase(), line }
    } else
      throw new TaleError(
        file,
        line,
        `unknown field "${key}" (use outline, pitch, memory, title, pick NAME, star, star-name, star-pronoun, star-kind, star-family, subject, subject-default)`,
      )
  }
  const subject = star.subject
  const fallback = star['subject-default']
  delete star.subject
  delete star['subject-default']
  if (subject || fallback) {
    const at = (subject ?? fallback)?.line ?? 1
    const family = subject?.value ?? ''
    const things = SUBJECTS[family]
    if (!things) throw new TaleError(file, at, `"subject:" names a family of things: ${Object.keys(SUBJECTS).join(', ')}`)
    if (!fallback?.value || !things[fallback.value])
      throw new TaleError(file, at, `a story with a subject needs "subject-default:", one of: ${Object.keys(things).join(', ')}`)
    tale.subject = { family, default: fallback.value }
  }
  if (Object.keys(star).length > 0) {
    const need = (key: string) => {
      const found = star[key]
      if (!found?.value) throw new TaleError(file, Object.values(star)[0]?.line ?? 1, `a story with a star needs "${key}:" too`)
      return found
    }
    const pronoun = need('star-pronoun')
    tale.star = {
      kinds: list(need('star').value).flatMap((kind) => (kind === 'grandparent' ? GRANDPARENT_WORDS : [kind])),
      name: need('star-name').value,
      pronoun: oneOf(file, pronoun.line, 'star-pronoun', pronoun.value, ['she', 'he', 'they'] as const),
      kind: need('star-kind').value,
      ...(star['star-family']?.value ? { family: list(star['star-family'].value) } : {}),
    }
  }
  for (; i < rows.length; ) {
    const header = rows[i] as { text: string; line: number }
    const m = /^##\s+(\d+)\s+([a-z]+)(?:\s+\[([^\]]+)\])?\s*$/.exec(header.text.trim())
    if (!m) throw new TaleError(file, header.line, 'a page starts with "## <number> <role>" (role: setup, problem, attempt, turn, ending)')
    const role = oneOf(file, header.line, 'role', m[2] as string, STORY_ROLES)
    const bands = m[3] ? m[3].split(',').map((b) => oneOf(file, header.line, 'band', b.trim(), AGE_BANDS)) : [...AGE_BANDS]
    i++
    const fields: Record<string, { value: string; line: number }> = {}
    for (; i < rows.length; i++) {
      const { text, line } = rows[i] as { text: string; line: number }
      if (text.trim() === '') continue
      const field = /^(place|time|weather|view|hero|companion|others|kin|objects|shows)((?:\s+[a-z]+\s*,?)*)\s*:\s*(.*)$/.exec(text.trim())
      if (!field) break
      const categories = (field[2] ?? '').split(/[\s,]+/).filter(Boolean)
      if (categories.length === 0) {
        fields[field[1] as string] = { value: (field[3] as string).trim(), line }
        continue
      }
      // "companion vehicle, toy: away" / "shows vehicle: …": the picture for those companions only.
      if (field[1] !== 'companion' && field[1] !== 'shows')
        throw new TaleError(file, line, `only companion and shows lines can be given per companion category`)
      for (const category of categories) {
        oneOf(file, line, 'companion category', category, [...COMPANION_CATEGORIES, STAR_KEY])
        fields[`${field[1]} ${category}`] = { value: (field[3] as string).trim(), line }
      }
    }
    const need = (key: string) => {
      const found = fields[key]
      if (!found) throw new TaleError(file, header.line, `page ${m[1]} has no "${key}:" line`)
      return found
    }
    const companion = need('companion')
    const placeSaid = /^\{subject\.place\}\|(.+)$/.exec(need('place').value)
    const scene: TaleScene = {
      place: oneOf(file, need('place').line, 'place', placeSaid?.[1]?.trim() ?? need('place').value, PLACE_IDS),
      ...(placeSaid ? { subjectPlace: true } : {}),
      time: oneOf(file, need('time').line, 'time', need('time').value, TIMES),
      weather: oneOf(file, need('weather').line, 'weather', need('weather').value, WEATHERS),
      view: oneOf(file, need('view').line, 'view', need('view').value, VIEWS),
      hero: figure(file, need('hero').line, 'hero', need('hero').value),
      companion: companion.value === 'away' ? null : figure(file, companion.line, 'companion', companion.value),
      others: list(fields.others?.value ?? ''),
      ...(fields.kin ? { kin: list(fields.kin.value) } : {}),
      objects: list(need('objects').value),
      shows: tokens(need('shows').value, need('shows').line),
      byCategory: {},
    }
    for (const category of [...COMPANION_CATEGORIES, STAR_KEY] as const) {
      const pose = fields[`companion ${category}`]
      const shows = fields[`shows ${category}`]
      if (!pose && !shows) continue
      scene.byCategory[category] = {
        ...(pose ? { companion: pose.value === 'away' ? null : figure(file, pose.line, 'companion', pose.value) } : {}),
        ...(shows ? { shows: tokens(shows.value, shows.line) } : {}),
      }
    }
    const page: TalePage = { number: Number(m[1]), role, bands, scene, text: {}, line: header.line }
    let band: AgeBand | null = null
    let lines: Array<{ text: string; line: number }> = []
    const flush = () => {
      if (band) page.text[band] = parseProse(file, trimBlank(lines))
      lines = []
    }
    for (; i < rows.length && !/^##\s/.test((rows[i] as { text: string }).text); i++) {
      const row = rows[i] as { text: string; line: number }
      const marker = /^\[(2-4|5-8|9-12)\]\s*$/.exec(row.text.trim())
      if (marker) {
        flush()
        band = marker[1] as AgeBand
        if (!bands.includes(band)) throw new TaleError(file, row.line, `page ${page.number} is not told for ages ${band}`)
      } else if (band) {
        lines.push(row)
      } else if (row.text.trim() !== '') {
        throw new TaleError(file, row.line, 'text must follow a band marker: [2-4], [5-8] or [9-12]')
      }
    }
    flush()
    for (const b of bands) if (!page.text[b]) throw new TaleError(file, header.line, `page ${page.number} has no [${b}] text`)
    resolveRefs(file, page)
    tale.pages.push(page)
  }
  if (!tale.outline) throw new TaleError(file, 1, 'no "outline:" line')
  if (!tale.pitch) throw new TaleError(file, 1, 'no "pitch:" line')
  if (tale.titles.length === 0) throw new TaleError(file, 1, 'no "title:" line')
  return tale
}
