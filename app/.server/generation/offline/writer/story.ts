/**
 * The offline story composer: picks an outline by seed, maps its beats to story roles and
 * segments, and builds each segment from our sentence frames until it lands in the word band of
 * the child's age (DECISIONS 5).
 */
import type { Mood, SceneSpec, TimeOfDay, WriteRequest, WrittenSegment, WrittenStory } from '~/.server/generation/types'
import { isThemeId, outlineBeats, THEME_OUTLINES, type ThemeId } from '~/lib/themes'
import { analyseBeat, type BeatInfo } from './beats'
import {
  BEAT_ACTIVITY,
  BEAT_FRAMES,
  BEAT_PROP,
  BODY,
  CLOSE,
  COMP_DESC,
  COMP_INTRO,
  COMPANION,
  CONT,
  DIALOGUE,
  FEELINGS,
  FILLERS,
  LEARNED,
  MISHAPS,
  OPENERS,
  PLACE,
  SKY,
  TRAIT_ASIDES,
  TRAITS,
  type Band,
  type Role,
} from './frames'
import { articleFor, capitalise, countWords, possessive, tidyProse, titleCase } from './grammar'
import { parseCompanion, parseHero, traitPredicate, traitsPredicate, type Companion } from './people'
import { createRng, hashString, type Rng } from './rng'
import { THEME_WORLDS, type ThemeWorld } from './worlds'

/** Words per segment by age band (DECISIONS 5). */
export const WORD_BANDS: Record<Band, { min: number; max: number }> = {
  y: { min: 40, max: 60 },
  m: { min: 70, max: 110 },
  o: { min: 120, max: 170 },
}

export function bandForAge(age: number): Band {
  const years = Number.isFinite(age) ? Math.round(age) : 6
  if (years <= 4) return 'y'
  if (years <= 8) return 'm'
  return 'o'
}

/** Segment count range by band: younger 5-6, older 6-8. */
const SEGMENT_RANGE: Record<Band, [number, number]> = { y: [5, 6], m: [6, 7], o: [6, 8] }

type Unit = { beats: BeatInfo[]; role: Role; cont?: 'problem' | 'attempt' }

/** Maps the outline's beats to roles and stretches or folds them into `count` segments. */
export function planUnits(beats: BeatInfo[], count: number): Unit[] {
  const n = beats.length
  let problem = 1
  if (!(beats[1]?.trouble ?? false) && n >= 6 && (beats[2]?.trouble ?? false)) problem = 2
  const turn = n - 2
  const units: Unit[] = beats.map((beat, index) => {
    let role: Role = 'attempt'
    if (index < problem) role = 'beginning'
    else if (index === problem) role = 'problem'
    else if (index === turn) role = 'turn'
    else if (index === n - 1) role = 'ending'
    return { beats: [beat], role }
  })
  // Every story has at least one attempt.
  if (!units.some((u) => u.role === 'attempt')) {
    const at = units.findIndex((u) => u.role === 'problem') + 1
    units.splice(at, 0, { beats: [beats[problem] as BeatInfo], role: 'attempt', cont: 'attempt' })
  }
  // Fold: first adjacent attempts, then extra beginnings into the opening segment.
  while (units.length > count) {
    let merged = false
    for (let i = 1; i < units.length && !merged; i++) {
      const a = units[i - 1] as Unit
      const b = units[i] as Unit
      if (a.role === 'attempt' && b.role === 'attempt' && !a.cont && !b.cont) {
        a.beats.push(...b.beats)
        units.splice(i, 1)
        merged = true
      }
    }
    for (let i = 1; i < units.length && !merged; i++) {
      if ((units[i] as Unit).role === 'beginning') {
        ;(units[i - 1] as Unit).beats.push(...(units[i] as Unit).beats)
        units.splice(i, 1)
        merged = true
      }
    }
    if (!merged) break
  }
  // Stretch: a first try that does not work yet, then a problem that grows.
  let stretch = 0
  while (units.length < count) {
    const attempts = units.map((u, i) => ({ u, i })).filter(({ u }) => u.role === 'attempt' && !u.cont)
    const problemAt = units.findIndex((u) => u.role === 'problem')
    if (stretch % 2 === 0 && attempts.length > 0) {
      // A first try that does not work yet follows the attempt it stretches.
      const target = attempts[Math.floor(stretch / 2) % attempts.length] as { u: Unit; i: number }
      units.splice(target.i + 1, 0, { beats: target.u.beats.slice(0, 1), role: 'attempt', cont: 'attempt' })
    } else {
      const p = units[problemAt] as Unit
      units.splice(problemAt + 1, 0, { beats: p.beats.slice(0, 1), role: 'problem', cont: 'problem' })
    }
    stretch++
  }
  return units
}

type Candidate = { text: string; words: number; order: number; key: string; kind: 'plain' | 'dialogue' | 'close' | 'trait' | 'echo' }

/** Details that only fit in daylight, and ones that only fit after dark. */
const SUNNY = /\b(sun|sunlight|sunbeams?|sunshine|sky stretched)\b/i
const NIGHTLY = /\b(stars?|moons?|moonlight|moonbeam|dark)\b/i

const TIME_ORDER: TimeOfDay[] = ['morning', 'day', 'dusk', 'night']
const MOOD_WORDS: Record<Mood, string> = { calm: 'calm', curious: 'curious', tense: 'tense', brave: 'hopeful', joyful: 'joyful', cosy: 'cosy' }
const TIME_WORDS: Record<TimeOfDay, string> = { morning: 'in soft morning light', day: 'in bright daylight', dusk: 'at dusk', night: 'at night' }

function framesFor(list: readonly string[], band: Band): string[] {
  return list.filter((frame) => frame.slice(0, frame.indexOf('~')).includes(band))
}

function frameText(frame: string): string {
  return frame.slice(frame.indexOf('~') + 1)
}

class Composer {
  private readonly used = new Set<string>()
  private pendingTraits: string[] = []
  readonly slots: Record<string, string>

  constructor(
    readonly rng: Rng,
    readonly band: Band,
    readonly hero: { name: string; traits: string[] },
    readonly comp: Companion,
    readonly world: ThemeWorld,
  ) {
    this.slots = {
      hero: hero.name,
      heroPos: possessive(hero.name),
      comp: comp.short,
      compFirst: comp.first,
      // "Ava, the cat and the dog" rather than "Ava and the cat and the dog".
      pair: comp.short.includes(' and ') ? `${hero.name}, ${comp.short}` : `${hero.name} and ${comp.short}`,
      friends: comp.plural ? 'the friends' : 'the two friends',
      desc: comp.description,
    }
  }

  /** Picks an unused frame (or any, when all were used) from the list for this band. */
  pick(list: readonly string[]): string | undefined {
    const usable = framesFor(list, this.band)
    const fresh = usable.filter((f) => !this.used.has(f))
    const from = fresh.length > 0 ? fresh : usable
    if (from.length === 0) return undefined
    return this.rng.pick(from)
  }

  render(frame: string, extra: Record<string, string> = {}): string {
    const withChoices = frameText(frame).replace(/\[([^[\]]*)\]/g, (_m, options: string) => this.rng.pick(options.split('|')))
    return withChoices.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = extra[name] ?? this.slots[name]
      if (value === undefined || value === '') throw new Error(`Unfilled slot {${name}} in "${frame}"`)
      return value
    })
  }

  private candidate(frame: string, order: number, kind: Candidate['kind'], extra: Record<string, string> = {}): Candidate {
    const text = this.render(frame, extra)
    const tag = frame.slice(0, frame.indexOf('~'))
    const placed = tag.includes('<') ? 2.3 : tag.includes('>') ? 8.5 : order
    return { text, words: countWords(text), order: placed, key: frame, kind }
  }

  private beatSentence(beat: BeatInfo, role: keyof typeof BEAT_FRAMES, firstSegment: boolean): { frame: string; extra: Record<string, string> } {
    const frames = BEAT_FRAMES[role]
    let subject: string
    let plural: boolean
    if (beat.subject === 'hero') {
      subject = this.hero.name
      plural = false
    } else if (beat.subject === 'pair') {
      subject = this.slots.pair as string
      plural = true
    } else {
      const roll = this.rng.next()
      if (roll < 0.55) {
        subject = this.slots.pair as string
        plural = true
      } else if (roll < 0.85 || firstSegment) {
        subject = this.hero.name
        plural = false
      } else {
        subject = this.slots.friends as string
        plural = true
      }
    }
    const extra: Record<string, string> = { beat: beat.phrase, subj: subject, be: plural ? 'were' : 'was' }
    let options: string[]
    if (beat.kind === 'activity' && beat.othersActivity) {
      options = [...frames.colon]
    } else if (beat.kind === 'activity') {
      extra.ger = beat.gerund ?? beat.phrase
      options = []
      if (beat.learned) {
        extra.learned = beat.learned
        options = [...frames.learned, ...frames.learned, ...frames.learned]
      } else if (beat.past) {
        extra.past = beat.past
        options = [...frames.past, ...frames.past, ...frames.past]
      }
      // Gerunds we cannot put in the past ("wanting to help but feeling small") only follow a colon.
      options.push(...(beat.past ? frames.gerund : frames.colon))
    } else if (beat.kind === 'noun') {
      options = [...frames.noun, ...frames.colon]
    } else {
      options = [...frames.colon]
    }
    const frame = this.pick(options) as string
    return { frame, extra }
  }

  /** Builds one segment's sentences. */
  segment(unit: Unit, index: number, total: number, scene: { time: TimeOfDay; mood: Mood; atPlace: string; place: string; props: string[] }): string {
    const { rng, band } = this
    const { min, max } = WORD_BANDS[band]
    // Something from the theme's world to notice in passing.
    const prop = rng.pick(this.world.props)
    const extraBase: Record<string, string> = { atPlace: scene.atPlace, place: scene.place, aProp: `${articleFor(prop)} ${prop}`, theProp: `the ${prop}` }

    const mandatory: Candidate[] = []
    const take = (frame: string | undefined, order: number, kind: Candidate['kind'] = 'plain', extra: Record<string, string> = {}) => {
      if (!frame) return undefined
      const c = this.candidate(frame, order, kind, { ...extraBase, ...extra })
      this.used.add(frame)
      mandatory.push(c)
      return c
    }

    if (index === 0) {
      take(this.pick(OPENERS), 0)
      // The companion's first mention comes before any other sentence that names it.
      take(this.pick(COMP_INTRO), 1)
      if (this.comp.description) take(this.pick(COMP_DESC), 1.1)
    }
    if (unit.cont) {
      take(this.pick(CONT[unit.cont]), 2)
    } else {
      const calmProblem = unit.role === 'problem' && !(unit.beats[0] as BeatInfo).trouble
      unit.beats.forEach((beat, j) => {
        const role = index === 0 ? (j === 0 ? 'first' : 'setup') : unit.role === 'beginning' || (calmProblem && j === 0) ? 'setup' : unit.role
        const { frame, extra } = this.beatSentence(beat, role, index === 0)
        take(frame, 2 + j * 2.5, 'plain', extra)
      })
      // A problem segment always holds a problem, even when the outline's beat is a calm one.
      if (calmProblem) take(this.pick(MISHAPS), 2.2)
    }
    let used = mandatory.reduce((sum, c) => sum + c.words, 0)

    // Traits: all in the opening if they fit, the rest later, one per segment.
    if (index === 0 && this.hero.traits.length > 0) {
      const frame = this.pick(TRAITS) as string
      let placed = 0
      for (let k = this.hero.traits.length; k >= 1; k--) {
        const text = this.render(frame, { traits: traitsPredicate(this.hero.traits.slice(0, k)) })
        if (used + countWords(text) <= max - 4 || k === 1) {
          if (used + countWords(text) <= max) {
            mandatory.push({ text, words: countWords(text), order: 0.5, key: frame, kind: 'trait' })
            this.used.add(frame)
            used += countWords(text)
            placed = k
          }
          break
        }
      }
      this.pendingTraits = this.hero.traits.slice(placed)
    } else if (this.pendingTraits.length > 0) {
      const trait = this.pendingTraits[0] as string
      const frame = this.pick(TRAIT_ASIDES) as string
      const c = this.candidate(frame, 6.5, 'trait', { ...extraBase, pred: traitPredicate(trait) })
      if (used + c.words <= max || index === total - 1) {
        mandatory.push(c)
        used += c.words
        this.pendingTraits.shift()
      }
    }

    // Optional colour, shuffled, then fitted to a target inside the band.
    const role = unit.role
    const pool: Candidate[] = []
    const add = (list: readonly string[], order: number, kind: Candidate['kind'] = 'plain', extra: Record<string, string> = {}, limit = 99) => {
      const usable = framesFor(list, band).filter((f) => !this.used.has(f))
      for (const frame of rng.shuffle(usable).slice(0, limit)) pool.push(this.candidate(frame, order, kind, { ...extraBase, ...extra }))
    }
    const mainBeat = unit.beats[0] as BeatInfo
    const beatProp = unit.cont ? undefined : unit.beats.flatMap((b) => b.props)[0]
    if (beatProp) add(BEAT_PROP, 3, 'echo', { theBeatProp: `the ${beatProp}`, aBeatProp: `${articleFor(beatProp)} ${beatProp}` }, 1)
    if (!unit.cont && mainBeat.learned) add(LEARNED, 2.6, 'echo', {}, 1)
    else if (!unit.cont && !(role === 'problem' && !mainBeat.trouble) && mainBeat.kind === 'activity' && !mainBeat.othersActivity && mainBeat.gerund && unit.beats.length === 1) {
      add(BEAT_ACTIVITY[role === 'problem' || role === 'attempt' ? 'hard' : 'good'], 2.6, 'echo', { ger: mainBeat.gerund }, 1)
    }
    add(BODY[role], 4)
    add(COMPANION, 5, 'plain', {}, 4)
    add(FEELINGS[scene.mood], 5.5, 'plain', {}, 1)
    if (this.world.sky !== false) add(SKY[scene.time], 3, 'plain', {}, 1)
    add(PLACE, 3, 'plain', {}, 1)
    const dark = scene.time === 'dusk' || scene.time === 'night'
    add(
      this.world.details
        .filter((d) => !(dark ? SUNNY : NIGHTLY).test(d))
        .map((d) => `ymo~${d}`),
      3,
      'plain',
      {},
      2,
    )
    add(DIALOGUE[role], 5.5, 'dialogue', {}, 2)
    if (this.hero.traits.length > 0 && index > 0 && this.pendingTraits.length === 0 && rng.chance(0.35)) {
      add(TRAIT_ASIDES, 6.5, 'trait', { pred: traitPredicate(rng.pick(this.hero.traits)) }, 1)
    }
    add(CLOSE[role], 20, 'close', {}, 1)

    const target = rng.int(min + Math.round((max - min) * 0.15), max - Math.round((max - min) * 0.2))
    const chosen: Candidate[] = []
    const counts = { dialogue: 0, close: 0, trait: mandatory.some((c) => c.kind === 'trait') ? 1 : 0 }
    const allowed = (c: Candidate) =>
      !(c.kind === 'dialogue' && counts.dialogue >= (band === 'o' ? 2 : 1)) && !(c.kind === 'close' && counts.close >= 1) && !(c.kind === 'trait' && counts.trait >= 1)
    const choose = (c: Candidate) => {
      chosen.push(c)
      used += c.words
      if (c.kind === 'dialogue') counts.dialogue++
      if (c.kind === 'close') counts.close++
      if (c.kind === 'trait') counts.trait++
    }
    let order = rng.shuffle(pool)
    // Sentences about the beat itself first; then some speech in every segment for the older bands.
    const first = order.filter((c) => c.kind === 'echo')
    const speech = band !== 'y' || rng.chance(0.3) ? order.filter((c) => c.kind === 'dialogue') : []
    order = [...first, ...speech, ...order.filter((c) => !first.includes(c) && !speech.includes(c))]
    for (const c of order) if (allowed(c) && used + c.words <= target) choose(c)
    if (used < min) for (const c of order) if (!chosen.includes(c) && allowed(c) && used + c.words <= max && used < min) choose(c)
    if (used < min) {
      for (const frame of rng.shuffle(framesFor(FILLERS, band).concat(framesFor(FILLERS, 'y')))) {
        if (used >= min) break
        const c = this.candidate(frame, 7, 'plain', extraBase)
        if (used + c.words <= max && !chosen.some((x) => x.text === c.text) && !mandatory.some((x) => x.text === c.text)) choose(c)
      }
    }
    for (const c of chosen) this.used.add(c.key)

    const sentences = [...mandatory, ...chosen]
      .map((c) => ({ c, at: c.order >= 3 && c.order < 9 ? c.order + rng.next() * 3 : c.order }))
      .sort((a, b) => a.at - b.at)
      .map(({ c }) => c.text)
    return tidyProse(sentences.join(' '))
  }
}

function definite(phrase: string): string {
  return phrase.replace(/\b(a|an)\s+/, 'the ')
}

function settingNoun(atPlace: string): string {
  return atPlace.replace(/^(in front of|on top of|at the edge of|in|on|at|by|beside|under|beneath|among|aboard|behind|along|inside|over|above|near)\s+/, '')
}

function moodFor(role: Role, time: TimeOfDay, rng: Rng): Mood {
  switch (role) {
    case 'beginning':
      return rng.pick<Mood>(['calm', 'curious'])
    case 'problem':
      return 'tense'
    case 'attempt':
      return rng.pick<Mood>(['brave', 'curious'])
    case 'turn':
      return rng.pick<Mood>(['brave', 'joyful'])
    case 'ending':
      return time === 'night' ? 'cosy' : rng.pick<Mood>(['joyful', 'cosy'])
  }
}

function defaultTime(index: number, total: number, rng: Rng): TimeOfDay {
  if (index === 0) return rng.chance(0.8) ? 'morning' : 'day'
  if (index === total - 1) return rng.pick<TimeOfDay>(['night', 'night', 'dusk', 'dusk', 'day'])
  if (index === total - 2) return rng.chance(0.7) ? 'day' : 'dusk'
  if (index === 1 && rng.chance(0.3)) return 'morning'
  return 'day'
}

function makeTitle(rng: Rng, heroName: string, comp: Companion, world: ThemeWorld, firstProps: string[]): string {
  const t = rng.pick(world.titles)
  const compTitle = comp.short
  const adjectives = ['Secret', 'Magic', 'Wonderful', 'Little', 'Brave', 'Amazing', 'Great']
  const options = [
    `${heroName} and ${compTitle}`,
    `${heroName} and the ${t}`,
    `${possessive(heroName)} ${t}`,
    `How ${heroName} Found the ${t}`,
    `${heroName}, ${compTitle} and the ${t}`,
    `The ${t}`,
  ]
  if (!/s$/.test(t)) options.push(`${capitalise(articleFor(t))} ${t} for ${heroName}`)
  if (!comp.first.includes(heroName)) options.push(`The Day ${heroName} Met ${comp.first}`)
  const prop = firstProps[0]
  if (prop) options.push(`${heroName} and the ${rng.pick(adjectives)} ${prop}`)
  const fitting = options.filter((o) => o.length <= 70)
  const chosen = fitting.length > 0 ? rng.pick(fitting) : `${possessive(heroName)} Story`.slice(0, 70)
  return titleCase(chosen.replace(/\s+/g, ' ').trim())
}

/** Writes a whole story; pure and deterministic for the same request. */
export function writeStory(request: WriteRequest): WrittenStory {
  const theme: ThemeId = isThemeId(request.theme) ? request.theme : 'adventure'
  const seed = Number.isFinite(request.seed) ? Math.trunc(request.seed) : 0
  const rng = createRng((hashString(JSON.stringify([request.childName, request.childAge, request.mainCharacter, theme])) ^ seed) >>> 0)
  const band = bandForAge(request.childAge)
  const age = Math.min(12, Math.max(2, Number.isFinite(request.childAge) ? Math.round(request.childAge) : 6))
  const world = THEME_WORLDS[theme]
  const hero = parseHero(typeof request.childName === 'string' ? request.childName : '')
  const comp = parseCompanion(typeof request.mainCharacter === 'string' ? request.mainCharacter : '', hero.name, world.sidekick)

  const outline = THEME_OUTLINES[theme][rng.int(0, 4)] as string
  const beats = outlineBeats(outline).map((b) => analyseBeat(b, hero.name))
  const [low, high] = SEGMENT_RANGE[band]
  const units = planUnits(beats, rng.int(low, high))

  const composer = new Composer(rng, band, hero, comp, world)
  let settingIndex = rng.int(0, world.settings.length - 1)
  let lastTime: TimeOfDay = 'morning'
  const seenPlaces = new Set<string>()
  const segments: WrittenSegment[] = units.map((unit, index) => {
    if (index > 0 && rng.chance(0.4)) settingIndex = (settingIndex + 1) % world.settings.length
    const atPlace = world.settings[settingIndex] as string
    const beatTime = unit.cont ? undefined : unit.beats.find((b) => b.time)?.time
    let time = beatTime ?? defaultTime(index, units.length, rng)
    if (!beatTime && TIME_ORDER.indexOf(time) < TIME_ORDER.indexOf(lastTime)) time = lastTime
    lastTime = time
    const mood = moodFor(unit.role, time, rng)
    const props: string[] = []
    for (const beat of unit.beats) for (const p of beat.props) if (!props.includes(p) && props.length < 3) props.push(p)
    for (const p of rng.shuffle(world.props)) {
      // No near-duplicates such as "jar" next to "kindness jar".
      if (props.length < 4 && !props.some((q) => q === p || q.endsWith(` ${p}`) || p.endsWith(` ${q}`))) props.push(p)
    }
    const place = settingNoun(atPlace)
    // A place already visited is "the" place.
    const known = seenPlaces.has(atPlace)
    seenPlaces.add(atPlace)
    const text = composer.segment(unit, index, units.length, {
      time,
      mood,
      atPlace: known ? definite(atPlace) : atPlace,
      place: known ? definite(place) : place,
      props,
    })
    const beat = unit.beats[0] as BeatInfo
    const scene: SceneSpec = {
      theme,
      beat: beat.raw,
      role: unit.role,
      setting: place,
      timeOfDay: time,
      mood,
      props,
      heroName: hero.name,
      companion: comp.written,
      imagePrompt:
        `A ${MOOD_WORDS[mood]} picture-book illustration of ${hero.name}, a ${age}-year-old child, with ${comp.first} ${atPlace} ${TIME_WORDS[time]}, ` +
        `showing ${beat.phrase}, with ${props.join(', ')} in view and no text, letters or words anywhere in the image.`,
    }
    scene.imagePrompt = tidyProse(scene.imagePrompt)
    return { text, scene }
  })
  const title = makeTitle(rng, hero.name, comp, world, units[0]?.beats[0]?.props ?? [])
  return { title, segments }
}
