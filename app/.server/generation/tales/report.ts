/**
 * The stories report: every outline told for a fixed set of children (two per age band), measured
 * the way a reader would notice problems. Sentences shared between different outlines (stock
 * lines), words per page, a readability grade per band, and any trait phrase of the input that
 * shows up verbatim in a story.
 */
import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'
import { listenerFor } from '../profile'
import { AGE_BANDS, type AgeBand, ageBand, countWords } from '../story-shape'
import type { StoryInput } from '../types'
import { allTales, taleFor, taleSource } from './catalogue'
import { auditTale, type FearMet, MATRIX_COMPANIONS, type TaleAudit } from './continuity'
import { plotOnLegs } from './fit'
import { wheelchairMisses } from './mobility'
import { type Told, tell } from './render'
import { lookFromSeed } from '~/lib/hero-look'

export type ReportChild = Omit<StoryInput, 'theme'> & { label: string }

/** Two children per band, with every kind of trait and companion between them. */
export const REPORT_CHILDREN: ReportChild[] = [
  { label: 'Ivy (3)', childName: 'Ivy, who is brave and loves owls', childAge: 3, pronouns: 'she', mainCharacter: 'her teddy, Mr Buttons' },
  {
    label: 'Leo (4)',
    childName: 'Leo, who is shy, has two mums and has been biting other kids at nursery',
    childAge: 4,
    pronouns: 'he',
    mainCharacter: 'a big yellow digger',
  },
  {
    label: 'Omar (7)',
    childName: 'Omar, who is funny, loves drawing and hates baths',
    childAge: 7,
    pronouns: 'he',
    mainCharacter: 'a little dragon called Ember',
  },
  {
    label: 'Sam (6)',
    childName: 'Sam, who is curious, plays the cello and is afraid of the dark',
    childAge: 6,
    pronouns: 'they',
    mainCharacter: 'their dog Biscuit',
  },
  {
    label: 'Priya (11)',
    childName: 'Priya, who is a perfectionist and loves the stars',
    childAge: 11,
    pronouns: 'they',
    mainCharacter: 'her grandpa',
  },
  {
    label: 'Max (10)',
    childName: 'Max, who is kind, loves football and has a baby sister',
    childAge: 10,
    pronouns: 'he',
    mainCharacter: "his grandpa's old robot, Bolt",
  },
]

export type ReportStory = { id: string; child: ReportChild; told: Told }

export function tellAll(children = REPORT_CHILDREN): ReportStory[] {
  const out: ReportStory[] = []
  for (const { theme, n } of allTales()) {
    const tale = taleFor(theme, n)
    if (!tale) continue
    for (const [i, child] of children.entries()) {
      const listener = listenerFor(child)
      out.push({ id: tale.id, child, told: tell(tale, theme, listener, 1000 + i) })
    }
  }
  return out
}

/** Sentences as a reader hears them, with the child's and the companion's names made alike. */
export function sentencesOf(text: string, names: string[]): string[] {
  let normal = text
  for (const name of names) normal = normal.split(name).join('NAME')
  return normal
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?…]["”’]?)\s+/)
    .map((s) => s.trim().toLowerCase().replace(/[“”]/g, '"'))
    .filter((s) => countWords(s) >= 3)
}

function namesOf(child: ReportChild): string[] {
  const { child: parsed, companion } = listenerFor(child)
  return [parsed.name, companion.name ?? ''].filter(Boolean)
}

/** The share of sentences that also appear in stories of two or more other outlines. */
export function sharedSentenceShare(stories: ReportStory[]): { share: number; total: number; shared: number; examples: string[] } {
  const outlinesOf = new Map<string, Set<string>>()
  let total = 0
  for (const story of stories) {
    for (const sentence of story.told.pages.flatMap((p) => sentencesOf(p.text, namesOf(story.child)))) {
      const set = outlinesOf.get(sentence) ?? new Set<string>()
      set.add(story.id)
      outlinesOf.set(sentence, set)
    }
  }
  let shared = 0
  const examples: string[] = []
  for (const story of stories) {
    for (const sentence of story.told.pages.flatMap((p) => sentencesOf(p.text, namesOf(story.child)))) {
      total++
      if ((outlinesOf.get(sentence)?.size ?? 0) >= 3) {
        shared++
        if (examples.length < 12 && !examples.includes(sentence)) examples.push(sentence)
      }
    }
  }
  return { share: total === 0 ? 0 : shared / total, total, shared, examples }
}

export function gradeOf(text: string): number {
  const sentences = text.split(/(?<=[.!?…]["”’]?)\s+/).filter((s) => countWords(s) > 0)
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
  const syllables = words.reduce((sum, word) => sum + syllable(word), 0)
  return fleschKincaid({ sentence: Math.max(1, sentences.length), word: Math.max(1, words.length), syllable: syllables })
}

/** Trait phrases of the input ("loves owls", "has two mums") that appear word for word in a story. */
export function quotedTraits(stories: ReportStory[]): Array<{ id: string; child: string; phrase: string }> {
  const found: Array<{ id: string; child: string; phrase: string }> = []
  for (const story of stories) {
    // A fear is named on purpose ({fear}); any other trait is shown, never quoted.
    const traits = listenerFor(story.child)
      .child.traits.filter((t) => t.kind !== 'fear')
      .map((t) => t.phrase.toLowerCase())
      .filter((p) => p.split(' ').length >= 2)
    const text = story.told.pages
      .map((p) => p.text)
      .join(' ')
      .toLowerCase()
    for (const phrase of traits) if (text.includes(phrase)) found.push({ id: story.id, child: story.child.label, phrase })
  }
  return found
}

export type BandFigures = { band: AgeBand; stories: number; words: { min: number; median: number; max: number }; grade: number }

export function bandFigures(stories: ReportStory[]): BandFigures[] {
  return AGE_BANDS.map((band) => {
    const mine = stories.filter((s) => ageBand(s.child.childAge) === band)
    const counts = mine.flatMap((s) => s.told.pages.map((p) => countWords(p.text))).sort((a, b) => a - b)
    const text = mine.map((s) => s.told.pages.map((p) => p.text).join('\n\n')).join('\n\n')
    return {
      band,
      stories: mine.length,
      words: { min: counts[0] ?? 0, median: counts[Math.floor(counts.length / 2)] ?? 0, max: counts[counts.length - 1] ?? 0 },
      grade: Math.round(gradeOf(text) * 10) / 10,
    }
  })
}

export type MatrixFigures = {
  tellings: number
  /** Per band and overall: tellings with an interest passage, and the share that hear the interest at the seed and at the key. */
  interest: Array<{ band: AgeBand | 'all'; told: number; both: number; share: number }>
  /** Per band and overall: tellings for a child with a fear, met by a passage of its own kind or by any (`yes:`). */
  fear: Array<{ band: AgeBand | 'all' } & FearMet>
  violations: TaleAudit['violations']
  names: Array<{ id: string; where: string; message: string }>
  absent: number
  pronounOnly: number
  words: Array<{ band: AgeBand; pages: number; mean: number; min: number; max: number }>
}

/** Every tale told over the whole matrix of companions (every finer kind with limits) and children, summed. */
export function matrixFigures(): MatrixFigures {
  const out: MatrixFigures = { tellings: 0, interest: [], fear: [], violations: [], names: [], absent: 0, pronounOnly: 0, words: [] }
  const interest = Object.fromEntries(AGE_BANDS.map((b) => [b, { told: 0, both: 0 }])) as Record<AgeBand, { told: number; both: number }>
  const words = Object.fromEntries(AGE_BANDS.map((b) => [b, [] as number[]])) as Record<AgeBand, number[]>
  const fear = Object.fromEntries(AGE_BANDS.map((b) => [b, { told: 0, own: 0, met: 0, bolted: 0 }])) as Record<AgeBand, FearMet>
  for (const { theme, n } of allTales()) {
    const tale = taleFor(theme, n)
    if (!tale) continue
    const audit = auditTale(tale, theme, taleSource(theme, n), { companions: MATRIX_COMPANIONS, figures: true })
    out.tellings += audit.tellings
    out.violations.push(...audit.violations)
    out.names.push(...audit.names.map((p) => ({ id: tale.id, ...p })))
    out.absent += audit.absent.length
    out.pronounOnly += audit.pronounOnly
    for (const band of AGE_BANDS) {
      interest[band].told += audit.interest[band].told
      interest[band].both += audit.interest[band].both
      words[band].push(...audit.words[band])
      fear[band].told += audit.fear[band].told
      fear[band].own += audit.fear[band].own
      fear[band].met += audit.fear[band].met
      fear[band].bolted += audit.fear[band].bolted
    }
  }
  const share = (both: number, told: number) => (told === 0 ? 0 : both / told)
  const total = AGE_BANDS.reduce((sum, b) => ({ told: sum.told + interest[b].told, both: sum.both + interest[b].both }), {
    told: 0,
    both: 0,
  })
  out.interest = [
    ...AGE_BANDS.map((band) => ({ band, ...interest[band], share: share(interest[band].both, interest[band].told) })),
    { band: 'all' as const, ...total, share: share(total.both, total.told) },
  ]
  out.fear = [
    ...AGE_BANDS.map((band) => ({ band, ...fear[band] })),
    AGE_BANDS.reduce(
      (sum, b) => ({
        band: 'all' as const,
        told: sum.told + fear[b].told,
        own: sum.own + fear[b].own,
        met: sum.met + fear[b].met,
        bolted: sum.bolted + fear[b].bolted,
      }),
      {
        band: 'all' as const,
        told: 0,
        own: 0,
        met: 0,
        bolted: 0,
      },
    ),
  ]
  out.words = AGE_BANDS.map((band) => {
    const counts = words[band]
    return {
      band,
      pages: counts.length,
      mean: counts.length === 0 ? 0 : counts.reduce((a, b) => a + b, 0) / counts.length,
      min: counts.length === 0 ? 0 : Math.min(...counts),
      max: counts.length === 0 ? 0 : Math.max(...counts),
    }
  })
  return out
}

/**
 * Every story told in each band for a hero who uses a wheelchair: the sentences where the hero
 * still climbs, jumps, takes the stairs or goes on foot, sits down on the ground, swims with no word
 * of leaving the chair, is up a rope bridge with no word of how, is tagged "in her wheelchair", or is
 * carried (the rewrite in mobility.ts covers walking, running and stairs; the rest is the story
 * files' to tell another way).
 */
export function wheelchairFigures(
  only?: string,
  children: readonly string[] = ['Zara'],
): { tellings: number; sentences: Array<{ id: string; band: AgeBand; sentence: string }>; notOffered: string[] } {
  const sentences: Array<{ id: string; band: AgeBand; sentence: string }> = []
  const seen = new Set<string>()
  const notOffered: string[] = []
  let tellings = 0
  for (const { theme, n } of allTales()) {
    if (only && only !== theme && only !== `${theme}/${n}`) continue
    const tale = taleFor(theme, n)
    if (!tale) continue
    // A plot about legs (the bike without stabilisers, the cartwheel) is not offered to a wheelchair user (fit.ts).
    if (plotOnLegs(tale)) {
      notOffered.push(tale.id)
      continue
    }
    for (const band of AGE_BANDS) {
      const age = { '2-4': 3, '5-8': 6, '9-12': 10 }[band]
      for (const childName of children) {
        // A family too: a family line ("waved to Mum and ran all the way") is hers as well.
        const listener = listenerFor({ childName, childAge: age, pronouns: 'she', mainCharacter: 'her grandad', family: 'Mum and Nana' })
        const told = tell(tale, theme, listener, 1, { band, look: { ...lookFromSeed(1, 'she'), wheelchair: true } })
        tellings++
        // Zara is fiercely independent: nobody carries her where she can take herself.
        for (const found of wheelchairMisses(
          told.pages.map((p) => p.text),
          'Zara',
          { pronoun: 'she', independent: true },
        ))
          for (const sentence of found) {
            const key = `${tale.id} ${band} ${sentence}`
            if (seen.has(key)) continue
            seen.add(key)
            sentences.push({ id: tale.id, band, sentence })
          }
      }
    }
  }
  return { tellings, sentences, notOffered }
}

/** Zara with each quality and a kind of interest: the passages a plain Zara never hears. */
export const WHEELCHAIR_CHILDREN = [
  'Zara',
  'Zara, who is brave and loves animals',
  'Zara, who is shy and loves music',
  'Zara, who is curious and loves football',
  'Zara, who is kind and loves drawing',
  'Zara, who is funny and loves building',
  'Zara, who is a perfectionist and loves books',
  'Zara, who is fiercely independent and loves the stars',
  'Zara, who is careful and loves the sea',
] as const
