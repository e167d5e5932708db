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
