/**
 * "The child's own thing at the heart of the story": a tale with `subject: instrument` tells the
 * child's own instrument (`{subject}`, `{subject.fix}` …) at the seed, the trouble and the key, the
 * tale's default for any other child; Surprise me picks it for a child who plays one.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { checkTale } from '~/.server/generation/tales/check'
import { bestOutlines, outlineFit } from '~/.server/generation/tales/fit'
import { parseTale } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'
import { storyRequestData } from '~/.server/generation/openai/writer'

const INSTRUMENTS = SUBJECTS.instrument ?? {}

describe('the subject lexicon', () => {
  it('has every instrument the brief names, each with child-level words of its own kind', () => {
    for (const key of [
      'cello',
      'violin',
      'piano',
      'guitar',
      'ukulele',
      'drum',
      'recorder',
      'flute',
      'trumpet',
      'harp',
      'keyboard',
      'tin whistle',
      'xylophone',
      'clarinet',
      'saxophone',
    ])
      expect(INSTRUMENTS[key], key).toBeDefined()
    for (const [key, entry] of Object.entries(INSTRUMENTS)) {
      // Mid-sentence clauses: lower case, no full stop; the sounds carry their article.
      for (const field of ['wrong', 'wrongs', 'fix', 'fixes', 'knows', 'fact', 'play', 'plays'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z"{]/)
      for (const field of ['bad', 'good'] as const) expect(entry[field], `${key}.${field}`).toMatch(/^an? /)
      for (const field of Object.keys(entry) as (keyof typeof entry)[])
        if (typeof entry[field] === 'string') expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
    }
    // True to each kind: strings slip and are turned back, a piano key sticks, water gathers in a trumpet, a reed dries.
    expect(INSTRUMENTS.cello?.wrong).toMatch(/peg had slipped/)
    expect(INSTRUMENTS.piano?.wrong).toMatch(/stuck/)
    expect(INSTRUMENTS.trumpet?.fix).toMatch(/water key/)
    expect(INSTRUMENTS.clarinet?.wrong).toMatch(/reed/)
    expect(INSTRUMENTS.ukulele?.knows).toMatch(/my dog has fleas/)
    // The interests' own fact where there is one.
    expect(INSTRUMENTS.cello?.fact).toBe('a cello sings low when you draw the bow slowly')
  })

  it('finds the child’s own instrument in what the parent said they love', () => {
    expect(ownSubject('instrument', ['the cello | loves the cello'])).toBe('cello')
    expect(ownSubject('instrument', ['his drums | loves his drums'])).toBe('drum')
    expect(ownSubject('instrument', ['owls | loves owls', 'the trumpet | plays the trumpet'])).toBe('trumpet')
    expect(ownSubject('instrument', ['a tin whistle'])).toBe('tin whistle')
    expect(ownSubject('instrument', ['an electric keyboard'])).toBe('keyboard')
    expect(ownSubject('instrument', ['owls', 'football'])).toBeUndefined()
    expect(ownSubject('vehicles-not-a-family', ['the cello'])).toBeUndefined()
  })

  it('draws every instrument with something the illustrator has', () => {
    const drawn = new Set(['cello', 'violin', 'piano', 'guitar', 'drum', 'recorder', 'tin whistle', 'trumpet', 'piano keys', 'music book'])
    for (const [key, entry] of Object.entries(INSTRUMENTS)) {
      expect(drawn.has(entry.drawn), `${key} → ${entry.drawn}`).toBe(true)
      expect(drawn.has(entry.keptDrawn), `${key} kept → ${entry.keptDrawn}`).toBe(true)
    }
  })
})

const PAGE = (n: number, role: string) => `## ${n} ${role} [5-8]
place: hall
time: day
weather: clear
view: ${['wide', 'medium', 'close'][n % 3]}
hero: standing, happy
companion: standing, happy
objects: {subject}
shows: {name} holds {their} {subject}.

[5-8]
{name} {subject.play}, and out came {subject.bad}: {subject.wrong}. {Subject.knows}.
`

describe('the subject header', () => {
  it('is parsed, with its default, and refused without one', () => {
    const source = (head: string) => `# T\n\noutline: a\npitch: b\ntitle: {name}\n${head}\n\n${PAGE(1, 'setup')}`
    expect(parseTale('music/99', source('subject: instrument\nsubject-default: recorder')).subject).toEqual({
      family: 'instrument',
      default: 'recorder',
    })
    expect(() => parseTale('music/99', source('subject: instrument'))).toThrow(/subject-default/)
    expect(() => parseTale('music/99', source('subject: spaceship\nsubject-default: rocket'))).toThrow(/family/)
    expect(() => parseTale('music/99', source('subject: instrument\nsubject-default: banjo'))).toThrow(/subject-default/)
  })

  it('knows how many words each token can stand for, so the page ranges hold for every instrument', () => {
    const tale = parseTale(
      'music/99',
      `# T\n\noutline: a\npitch: b\ntitle: {name}\nsubject: instrument\nsubject-default: recorder\n\n${PAGE(1, 'setup')}`,
    )
    const { problems } = checkTale(tale)
    expect(problems.map((p) => p.message).join('\n')).not.toMatch(/unknown token|not a token/)
  })
})

const esme = listenerFor({
  childName: 'Esme',
  childAge: 8,
  pronouns: 'she',
  mainCharacter: 'a three-legged cat called Tripod who steals socks',
  interests: 'the cello',
  fears: 'performing in front of people',
})
const kofi = listenerFor({ childName: 'Kofi, 4, loves his drums', childAge: 4, pronouns: 'he', mainCharacter: 'his grandad' })
const rue = listenerFor({
  childName: 'Rue, 11, plays the trumpet, chatty',
  childAge: 11,
  pronouns: 'they',
  mainCharacter: 'a robot called Fizz',
})
const mia = listenerFor({ childName: 'Mia, who is brave and loves owls', childAge: 6, pronouns: 'she', mainCharacter: 'her grandpa' })

describe('music/7: the child’s own instrument at the seed, the trouble and the key', () => {
  const tale = taleFor('music', 7)
  if (!tale) throw new Error('music/7 is missing')
  const text = (listener: typeof esme) =>
    tell(tale, 'music', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')

  it('tells Esme’s cello, Kofi’s drum and Rue’s trumpet, and the recorder for a child who plays nothing', () => {
    const told = text(esme)
    expect(told).toMatch(/cello/)
    expect(told).toMatch(/peg had slipped/)
    expect(told).toMatch(/turned the peg back/)
    expect(told).not.toMatch(/recorder/)
    expect(text(kofi)).toMatch(/drum key/)
    expect(text(rue)).toMatch(/water key/)
    const plain = text(mia)
    expect(plain).toMatch(/recorder/)
    expect(plain).toMatch(/little window/)
  })

  it('tells the instrument as the interest its passages tell, though the parent named another first', () => {
    const noor = listenerFor({
      childName: 'Noor',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'her mum',
      interests: 'owls and the violin',
    })
    const told = tell(tale, 'music', noor, 1)
    expect(told.choices).toMatchObject({ interest: 'music', subject: 'violin' })
    expect(told.pages.map((p) => p.text).join('\n')).toMatch(/practising the violin/)
  })

  it('draws the child’s own instrument, or the nearest drawn one', () => {
    const objects = (listener: typeof esme) => tell(tale, 'music', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(esme)).toContain('cello')
    expect(objects(kofi)).toContain('drum')
    expect(objects(mia)).toContain('recorder')
    expect(objects(esme).join()).not.toMatch(/\{/)
    // A piano stays downstairs: at bedtime it is the piano music book by the bed, drawn as a book.
    const pianist = listenerFor({ childName: 'Theo', childAge: 7, pronouns: 'he', mainCharacter: 'his sister', interests: 'the piano' })
    const night = tell(tale, 'music', pianist, 1).pages.at(-1)
    expect(night?.scene.objects).toEqual(['music book', 'bed'])
    expect(night?.text).toMatch(/His piano music book was safe beside the bed/)
    expect(night?.text).not.toMatch(/piano was safe/)
    expect(tell(tale, 'music', esme, 1).pages.at(-1)?.scene.objects).toEqual(['cello', 'bed'])
    const harpist = listenerFor({ childName: 'Ana', childAge: 9, pronouns: 'she', mainCharacter: 'her mum', interests: 'the harp' })
    expect(objects(harpist)).toContain('cello')
  })

  it('is the best fit in music for a child who plays an instrument, scored above an interest the outline names', () => {
    const fit = outlineFit('music', 7, esme)
    expect(fit.reasons).toContain('the cello is the story’s own'.replace('’', "'"))
    expect(bestOutlines('music', esme)).toEqual([7])
    expect(bestOutlines('music', kofi)).toEqual([7])
    // A drummer's Old Boomer (music/3) names drums in its outline: the child's own drum scores higher still.
    expect(outlineFit('music', 7, kofi).score).toBeGreaterThan(outlineFit('music', 3, kofi).score)
    expect(outlineFit('music', 7, mia).reasons.join()).not.toMatch(/story's own/)
  })

  it('tells the OpenAI writer the child’s own instrument where the outline is this tale', () => {
    const data = storyRequestData({ theme: 'music' } as Parameters<typeof storyRequestData>[0], esme, 7) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({ instrument: 'cello' })
    expect(JSON.stringify(storyRequestData({ theme: 'music' } as Parameters<typeof storyRequestData>[0], esme, 4))).not.toMatch(
      /centralThing/,
    )
  })
})
