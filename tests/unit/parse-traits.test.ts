/**
 * What parents really type about the child, read as what they mean: an interest is never the
 * child's look and never "talking about" it; a trait in the name field finds its quality, and a
 * condition (autistic, deaf) is who the child is, never a fear or a worry; a fear's aside is no
 * second fear.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'

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

const kinds = (input: { child?: string; fears?: string }) => traitsOf(input).map((t) => t.kind)

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
