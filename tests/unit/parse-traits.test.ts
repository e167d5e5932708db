/**
 * What parents really type about the child, read as what they mean: an interest is never the
 * child's look and never "talking about" it; a trait in the name field finds its quality, and a
 * condition (autistic, deaf) is who the child is, never a fear or a worry; a fear's aside is no
 * second fear.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { interestFacts } from '~/.server/generation/profile/interests'
import { inOnePlace, withoutAnalogies, withoutForcedLinks } from '~/.server/generation/tales/interest-links'

const traitsOf = (input: { child?: string; interests?: string; fears?: string }) =>
  listenerFor({
    childName: input.child ?? 'Mia',
    childAge: 7,
    pronouns: 'she',
    mainCharacter: 'a little dragon',
    interests: input.interests ?? '',
    fears: input.fears ?? '',
    family: '',
  }).child.traits

/** The interests read, with what a story says of each. */
function interests(input: { child?: string; interests?: string }) {
  return traitsOf(input).flatMap((t) => (t.kind === 'interest' ? [{ noun: t.noun, ...interestFacts(t.noun, t.interest, t.phrase) }] : []))
}
const interest = (said: string) => interests({ interests: said })[0]
const kinds = (input: { child?: string; fears?: string }) => traitsOf(input).map((t) => t.kind)

describe('interests parents write', () => {
  it('knows common real answers, each with its own doing and a fact, never a stock line', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['salsa', 'dancing salsa in the kitchen', /quick, quick, slow/],
      ['sign language', 'telling stories in sign language', /face/],
      ['tide pools', 'peering into tide pools', /seaweed/],
      ['bus timetables', 'reading bus timetables at the stop', /every stop/],
      ['raspberries', 'picking raspberries in the garden', /hollow/],
      ['binoculars', 'spotting birds through binoculars', /one for each eye/],
      ['pressing buttons in lifts', 'pressing the buttons in lifts', /steel ropes/],
      ['playing doctor', 'playing doctors with the teddies', /stethoscope/],
      ['Peppa Pig', 'jumping in puddles in wellies', /puddle/],
      ['a magnifying glass', 'looking at bugs through a magnifying glass', /curved lens/],
    ]
    for (const [said, doing, fact] of cases) {
      const read = interest(said)
      expect(read?.doing, said).toBe(doing)
      expect(read?.fact, said).toMatch(fact)
      expect(read?.known, said).toBe(true)
    }
  })

  it('reads the thing done, not what it is done with, and keeps who it is done with', () => {
    expect(interest("photography with Grandpa's old camera")?.noun).toBe('photography')
    expect(interest('her sticker collection')?.noun).toBe('stickers')
    expect(interest('his telescope')?.doing).toBe('looking through a telescope at night')
    const bread = interest('baking bread with Nana')
    expect(bread?.doing).toBe('baking bread with Nana')
    expect(bread?.fact).toBe('bread dough needs time in a warm place to rise')
    // A doing the lexicon places already keeps its place, with no one crowded in after it.
    expect(interest('paddling with Dad')?.doing).toBe('paddling at the edge of the sea')
  })

  it('reads a dressing-up game as playing the thing dressed as', () => {
    const vet = interest('dressing up as a vet')
    expect(vet?.noun).toBe('vets')
    expect(vet?.doing).toBe('playing vets with the soft toys')
    expect(interest('dressing up as a pirate')?.noun).toBe('pirates')
    // Dressed as something the lexicon does not know, it is dressing up.
    expect(interest('dressing up as a lamp post')?.noun).toBe('dressing up')
  })

  it('never reads a thing loved in the name field as the child’s look', () => {
    expect(interests({ child: 'Mia, who loves binoculars' })[0]?.noun).toBe('binoculars')
    expect(interests({ child: 'Mia, loves making reading glasses for her dolls' })[0]?.noun).toBe('dolls')
    expect(kinds({ child: 'Mia, loves making reading glasses for her dolls' })).not.toContain('look')
    // Glasses she wears are still her look.
    expect(kinds({ child: 'Mia, wears glasses and loves owls' })).toEqual(['look', 'interest'])
  })

  it('tells collecting as the collector doing it, in the name field as in the answer', () => {
    for (const child of ['Mia, collects stamps', 'Mia, loves collecting stamps'])
      expect(interests({ child })[0]?.doing, child).toBe('collecting stamps')
    expect(interests({ child: 'Mia, loves collecting conkers' })[0]?.doing).toBe('collecting conkers')
    expect(interests({ child: 'Mia, collects shells' })[0]?.doing).toBe('collecting shells along the shore')
  })

  it('reads a club or a lesson as the thing done there, and a show as what the child loves in it', () => {
    expect(interest('chess club')?.noun).toBe('chess')
    expect(interest('ballet lessons')?.noun).toBe('ballet')
    expect(interest('football training')?.noun).toBe('football')
    expect(interest('moana')?.noun).toBe('the sea')
    expect(interest('den building')?.doing).toBe('building dens out of blankets')
    // Watching something unknown is no animal.
    expect(traitsOf({ interests: 'watching YouTube' }).map((t) => t.kind)).toEqual(['unknown'])
  })

  it('drops a comparison by the doing, and never turns the doing into "talking about" it', () => {
    const picking = 'picking raspberries in the garden'
    const told = (page: string) =>
      inOnePlace(
        withoutAnalogies(withoutForcedLinks(page, picking, 'she', 'raspberries'), picking, { noun: 'raspberries' }),
        picking,
        'raspberries',
      )
    expect(told(`Mia knelt in the mud, as when she was ${picking}, and found it.`)).toBe('Mia knelt in the mud, and found it.')
    // Put somewhere else by the page, the child does it there, without its own place.
    expect(told(`Mia is at the summer fair, ${picking}.`)).toBe('Mia is at the summer fair, picking raspberries.')
  })

  it('gives a thing the lexicon does not know a doing that reads', () => {
    expect(interestFacts('tango', 'music').doing).toBe('dancing tango')
    expect(interestFacts('collages', 'art').doing).toBe('making collages')
    expect(interestFacts('the moors', 'nature').doing).toBe('exploring the moors')
    expect(interestFacts('adventure annuals', 'books').doing).toBe('reading adventure annuals')
  })
})

describe('traits in the name field', () => {
  it('maps common sayings to the quality they truly are', () => {
    const cases: Array<[string, string]> = [
      ['Mia, forgetful', 'curious'],
      ['Mia, who is a bit scatterbrained', 'curious'],
      ['Mia, a great noticer', 'curious'],
      ['Mia, notices the little things', 'curious'],
      ['Mia, fussy about mess', 'careful'],
      ['Mia, who is stubborn', 'determined'],
      ['Mia, asks a million questions', 'curious'],
    ]
    for (const [child, quality] of cases) {
      const [trait] = traitsOf({ child })
      expect(trait?.kind === 'quality' && trait.quality, child).toBe(quality)
    }
    // A fussy eater is still behaviour, never quoted.
    expect(kinds({ child: 'Mia, a fussy eater' })).toEqual(['worry'])
  })

  it('keeps a mood as behaviour, never a quality the story acts out', () => {
    for (const child of ["Mia, gets grumpy when she's tired", 'Mia, grumpy in the mornings', 'Mia, can be a bit moody'])
      expect(kinds({ child }), child).toEqual(['worry'])
  })

  it('reads humming as music she loves', () => {
    for (const child of ['Mia, always hums', 'Mia, hums all the time', 'Mia, who is always humming'])
      expect(
        traitsOf({ child }).map((t) => t.kind === 'interest' && `${t.interest}: ${t.noun}`),
        child,
      ).toEqual(['music: humming'])
  })

  it('keeps a condition as who the child is: never a worry, a fear or unread', () => {
    for (const child of [
      'Mia, autistic',
      'Mia, who is autistic and loves trains',
      'Mia, on the autism spectrum',
      'Mia, has ADHD',
      'Mia, dyslexic',
      'Mia, who has Down syndrome',
      'Mia, nonverbal',
      'Mia, recently diagnosed with autism',
    ]) {
      expect(kinds({ child })[0], child).toBe('self')
      expect(kinds({ child }), child).not.toContain('worry')
    }
    expect(kinds({ child: 'Mia, who is autistic and loves trains' })).toEqual(['self', 'interest'])
    // Said in the fears answer, it is still who the child is.
    expect(kinds({ fears: 'autism' })).toEqual(['self'])
    // "Mia (autistic, 6)": the age in the bracket is the age, not the start of the next trait.
    expect(kinds({ child: 'Mia (autistic, 6) loves dinosaurs' })).toEqual(['self', 'interest'])
  })

  it('reads deaf, hard of hearing and hearing aids as the look, never a fear or a worry', () => {
    for (const child of [
      'Mia, deaf',
      'Mia, who is hard of hearing',
      'Mia, profoundly deaf',
      'Mia, has a cochlear implant',
      'Mia, has hearing aids',
    ])
      expect(kinds({ child }), child).toEqual(['look'])
  })
})

describe('fears with asides', () => {
  const fears = (said: string) => traitsOf({ fears: said }).map((t) => (t.kind === 'fear' ? `${t.fear}: ${t.noun}` : t.kind))

  it('reads the fear, not the aside after it', () => {
    const cases: Array<[string, string[]]> = [
      ['the dentist (even though she loves brushing her teeth)', ['alone: the dentist']],
      ['the dark — he needs the landing light on', ['dark: the dark']],
      ['the dark - needs the landing light on', ['dark: the dark']],
      ['the dark: needs a night light', ['dark: the dark']],
      ["thunder (we're working on it)", ['noise: thunder']],
      ['heights (but loves climbing)', ['heights: heights']],
      ['the doctor because of injections', ['alone: the doctor']],
      ['wasps (got stung last summer)', ['animals: wasps']],
      ["the dark, it's getting better", ['dark: the dark']],
      ['the dark sometimes', ['dark: the dark']],
    ]
    for (const [said, read] of cases) expect(fears(said), said).toEqual(read)
  })

  it('reads no fear in "none", "nothing really", "n/a" or "she’s fearless"', () => {
    for (const said of ['none', 'nothing really', 'not much!', 'n/a', "she's fearless", 'nothing, she is fearless'])
      expect(fears(said), said).toEqual([])
    expect(fears('the dark, nothing else')).toEqual(['dark: the dark'])
  })

  it('reads a noise in the toilets as a noise, a slash as a list and an example as a fear of its own', () => {
    expect(fears('the toilet flushing (public ones)')).toEqual(['noise: the toilet flushing'])
    expect(fears('hand dryers in public toilets')).toEqual(['noise: hand dryers in public toilets'])
    expect(fears('needles/injections')).toEqual(['alone: needles', 'alone: injections'])
    expect(fears('dogs after being jumped on')).toEqual(['animals: dogs'])
  })

  it('reads "but only big ones" as which of the fear’s things', () => {
    expect(fears('dogs, but only big ones')).toEqual(['animals: big dogs'])
    expect(fears('dogs (big ones)')).toEqual(['animals: big dogs'])
    expect(fears('spiders - but only the big hairy ones')).toEqual(['animals: big hairy spiders'])
  })

  it('still reads every fear of a list, and a fear said in a sentence of its own', () => {
    expect(fears('the dark, spiders and dogs')).toEqual(['dark: the dark', 'animals: spiders', 'animals: dogs'])
    expect(fears("the dark, he's scared of dogs too")).toEqual(['dark: the dark', 'animals: dogs'])
    expect(fears('loud noises, especially hand dryers')).toEqual(['noise: loud noises', 'noise: hand dryers'])
    expect(fears('loud noises (hand dryers, fireworks)')).toEqual(['noise: loud noises', 'noise: hand dryers', 'noise: fireworks'])
  })
})
