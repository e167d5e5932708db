/**
 * What the parent wrote about the companion survives into the story: the kin word and the job
 * ("great-aunt Bea who was a lighthouse keeper"), the kind and its pronoun, the colour they gave.
 */
import { lookFromSeed } from '~/lib/hero-look'
import type { ThemeId } from '~/lib/themes'
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { companionGroups, companionViolations } from '~/.server/generation/profile/limits'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { quirkLines } from '~/.server/generation/tales/companion-quirks'
import { classFor, tell } from '~/.server/generation/tales/render'

const told = (theme: ThemeId, n: number, age: number, mainCharacter: string, pronouns: 'she' | 'he' | 'they' = 'she') =>
  tell(taleFor(theme, n)!, theme, listenerFor({ childName: 'Mia', childAge: age, pronouns, mainCharacter }), 1, {
    look: lookFromSeed(1, pronouns),
  }).pages.map((p) => p.text)

describe('kin words', () => {
  it.each([
    ['great-aunt Bea who was a lighthouse keeper', 'Great-Aunt Bea', 'Great-Aunt', 'she'],
    ['her great uncle Fred', 'Great-Uncle Fred', 'Great-Uncle', 'he'],
    ['Great Uncle Bertie', 'Great-Uncle Bertie', 'Great-Uncle', 'he'],
    ['my great-nan', 'Great-Nan', 'Great-Nan', 'she'],
    ['great grandad', 'Great-Grandad', 'Great-Grandad', 'he'],
    ['her godmother Lucy', 'Lucy', 'godmother', 'she'],
    ['step-mum Jo', 'Jo', 'stepmum', 'she'],
    ['Grampa Joe', 'Grampa Joe', 'Grampa', 'he'],
    ['Nan', 'Nan', 'Nan', 'she'],
  ])('"%s" is %s, a %s (%s)', (text, name, kind, pronoun) => {
    expect(parseCompanion(text, 'she')).toMatchObject({ name, kind, pronoun, category: 'person', fallback: false })
  })

  it('keeps the job a parent gave, in words the kinds do not know', () => {
    expect(parseCompanion('great-aunt Bea who was a lighthouse keeper')).toMatchObject({ role: 'lighthouse keeper', age: 'older' })
    expect(parseCompanion('Great Uncle Bertie who is a clockmaker')).toMatchObject({ role: 'clockmaker' })
    expect(parseCompanion('Sam who is a bus conductor')).toMatchObject({ role: 'bus conductor', category: 'person' })
    expect(parseCompanion('her friend Jo who is a lot older').role).toBeNull()
    expect(parseCompanion('a cat who is a monster').role).toBeNull()
  })

  it('says the job once as who they are and lets it matter later', () => {
    for (const [theme, n] of [
      ['family', 1],
      ['adventure', 1],
    ] as const) {
      const pages = told(theme, n, 7, 'great-aunt Bea who was a lighthouse keeper')
      expect(pages[0]).toContain('Great-Aunt Bea, once a lighthouse keeper')
      expect(pages.join(' ')).not.toMatch(/best friend|\bthey whispered\b/)
    }
    // "used to be a chemistry teacher" keeps only "a teacher" as its detail: still a past, never "Nani the teacher".
    const nani = told('family', 1, 9, 'her Nani, who used to be a chemistry teacher and still wears her lab goggles on her head').join(' ')
    expect(nani).toContain('Nani, once a teacher')
    expect(nani).not.toContain('Nani the teacher')
    // A job with no telling of its own is said as who they are, never as a stock simile.
    const bertie = parseCompanion('Great Uncle Bertie who is a clockmaker')
    expect(quirkLines(bertie, '5-8')).toBeNull()
    const story = told('family', 1, 7, 'Great Uncle Bertie who is a clockmaker').join(' ')
    expect(story).toMatch(/clockmaker/)
    expect(story).not.toMatch(/like a clockmaker|the way a clockmaker|patience of a clockmaker/)
  })
})

describe('a pony who lives outdoors', () => {
  it('never sits down like a dog, nor sleeps on the rug or rides the train (a blind reader: a pony on the train to the city)', () => {
    const moonbeam = parseCompanion('a white pony called Moonbeam', 'she')
    for (const sentence of [
      'Moonbeam trotted ahead, stopping at every gate, and sat down at forty-two.',
      'Moonbeam lay down on the rug by the fire.',
      'Moonbeam rode the train all the way to the city.',
    ])
      expect(companionViolations(sentence, moonbeam), sentence).not.toEqual([])
    expect(companionViolations('Moonbeam tossed his mane and whinnied at the gate.', moonbeam)).toEqual([])
  })
})

describe('an animal that cannot hug', () => {
  it('knows a carthorse for a horse, named he or she, never a "they" best friend', () => {
    const bramble = parseCompanion('a carthorse called Bramble', 'she')
    expect(bramble).toMatchObject({ name: 'Bramble', category: 'animal', pronoun: 'he' })
    expect(companionGroups(bramble)).toContain('hooved')
    expect(parseCompanion('our old shire horse Captain', 'he')).toMatchObject({ category: 'animal', pronoun: 'she' })
  })

  it('never hugs in a story: a horse or a bird gives way to its own kind of closeness', () => {
    for (const companion of ['a carthorse called Bramble', 'a parrot called Polly'])
      for (const [theme, n] of [
        ['farm-life', 3],
        ['rainbows', 3],
        ['school-adventures', 1],
        ['friendship', 3],
      ] as const)
        for (const age of [3, 7, 10]) {
          const name = companion.split(' ').at(-1) as string
          const text = told(theme, n, age, companion).join('\n')
          expect(text, `${theme}/${n} ${age}`).not.toMatch(new RegExp(`${name} (?:hug|hugs|hugged|gives \\w+ (?:a|both a) \\w* ?hug)\\b`))
          expect(text, `${theme}/${n} ${age}`).not.toMatch(new RegExp(`${name}, (?:her|his|their) best friend`))
        }
  })
})

describe("the child's class", () => {
  it('fits the age, as an English school names it', () => {
    expect([3, 4, 5, 6, 8, 11, 12].map(classFor)).toEqual(['Preschool', 'Reception', 'Year 1', 'Year 1', 'Year 3', 'Year 6', 'Year 7'])
  })

  it('is never a number that does not fit the child in the school stories', () => {
    for (const n of [1, 2, 4]) {
      const text = told('school-adventures', n, 11, 'her dog').join('\n')
      expect(text, `school-adventures/${n}`).toMatch(/\bYear 6\b/)
      expect(text, `school-adventures/${n}`).not.toMatch(/\bClass [1-5]\b/)
    }
  })
})

describe("the parent's description against the tale's own", () => {
  it('keeps a black labrador the dog the parent described, never the shy puppy the rescue story meets', () => {
    for (const companion of ['a black labrador', 'our black lab', 'a black labrador called Bess'])
      for (const age of [3, 7, 10]) {
        const pages = told('animals', 2, age, companion)
        expect(pages[0], `${companion} ${age}`).toMatch(/black Labrador/)
        expect(pages.join('\n'), `${companion} ${age}`).not.toMatch(/(?:Bess|Labrador) (?:is|was) (?:curled|shy)|One shy dog/)
      }
  })

  it('lets a puppy the parent wrote play the puppy met at the rescue', () => {
    expect(told('animals', 2, 3, 'a puppy called Bess')[0]).toMatch(/to meet Bess the puppy/)
  })
})

describe('a robot vacuum', () => {
  it('is a robot vacuum, not any robot, so it never plays a robot with arms', () => {
    for (const text of ['a robot vacuum called Dusty', 'our roomba', 'her robot hoover Henry'])
      expect(parseCompanion(text).kind, text).toMatch(/^robot (?:vacuum|hoover)$/)
  })

  it('is never given arms or hands, and does not hold, carry or wave', () => {
    const dusty = parseCompanion('a robot vacuum called Dusty', 'she')
    expect(companionViolations('Dusty stretched his metal arms. Dusty picked up the jam jar.', dusty)).toHaveLength(2)
    for (const [theme, n] of [
      ['technology', 2],
      ['robots', 4],
      ['adventure', 1],
      ['robots', 1],
    ] as const)
      for (const age of [3, 7, 10]) {
        const text = told(theme, n, age, 'a robot vacuum called Dusty').join('\n')
        expect(companionViolations(text, dusty), `${theme}/${n} ${age}`).toEqual([])
        expect(text).not.toMatch(/Dusty(?:'s| \w+ (?:his|its)) (?:metal )?(?:arms?|hands?)\b/)
      }
  })
})

describe('a talking animal', () => {
  it('is a quirk the story tells, so a talking fox speaks', () => {
    expect(parseCompanion('a talking fox').quirks.map((q) => q.key)).toEqual(['talks'])
    expect(parseCompanion('a fox who can talk').quirks.map((q) => q.key)).toEqual(['talks'])
    expect(parseCompanion('Grandad who talks in his sleep').quirks.map((q) => q.key)).not.toContain('talks')
    for (const [theme, n] of [
      ['adventure', 1],
      ['nature', 2],
      ['friendship', 2],
    ] as const)
      for (const age of [3, 7, 10]) {
        const text = told(theme, n, age, 'a talking fox').join('\n')
        expect(text, `${theme}/${n} ${age}`).toMatch(/["”],? (?:said|says) the fox\b/)
      }
  })
})

describe('a toddler', () => {
  it('giggles and babbles; only a baby under one gurgles', () => {
    expect(parseCompanion('his little sister Maryam who is two')).toMatchObject({ age: 'baby', years: 2, sound: 'giggled' })
    expect(parseCompanion('a toddler').sound).toBe('giggled')
    expect(parseCompanion('baby brother Zain who is 6 months old').sound).toBe('gurgled')
    for (const [theme, n] of [
      ['robots', 1],
      ['robots', 2],
      ['family', 4],
      ['adventure', 2],
    ] as const)
      for (const age of [3, 6, 10]) {
        const text = told(theme, n, age, 'her little sister Maryam who is two').join('\n')
        expect(text, `${theme}/${n} ${age}`).not.toMatch(/Maryam[^.!?]*\bgurgl/)
      }
    // A baby still gurgles.
    expect(told('robots', 2, 6, 'her baby brother Zain who is 6 months old').join('\n')).toMatch(/Zain[^.!?]*\bgurgled/)
  })
})

describe("a pet's pronoun", () => {
  it('follows the rule for a pet the parent gave none (the other pronoun than the child), whatever "her" or "his" of the child is said', () => {
    expect(parseCompanion('a goldfish called Bubbles', 'he').pronoun).toBe('she')
    expect(parseCompanion('a goldfish called Bubbles', 'she').pronoun).toBe('he')
    expect(parseCompanion('a goldfish, in a bowl in her room', 'she').pronoun).toBe('he')
    expect(parseCompanion('a goldfish called Bubbles, who lives by his bed', 'he').pronoun).toBe('she')
    // What the parent said of the pet itself still counts.
    expect(parseCompanion('our goldfish Bubbles (she is 3)', 'she').pronoun).toBe('she')
    expect(parseCompanion('a goldfish called Bubbles, who lives by his bed', 'she').pronoun).toBe('he')
  })
})

describe('an animal built as a robot', () => {
  it('keeps its animal: "a tiny robot spider called Widget" is a robot spider, drawn as a metal spider, never a robot person', async () => {
    const { drawingFor } = await import('~/.server/generation/offline/illustrator/companions')
    const widget = parseCompanion('a tiny robot spider called Widget', 'he')
    expect(widget).toMatchObject({ name: 'Widget', kind: 'robot spider', category: 'robot' })
    expect(drawingFor(widget.kind, widget.category)?.by).not.toBe('robot')
    expect(parseCompanion('a robot that can fly', 'he').kind).toBe('robot')
  })
})

describe('a breed told after the name', () => {
  it('"her dog Skipper, a scruffy Jack Russell" is a scruffy Jack Russell called Skipper, hers', () => {
    const skipper = parseCompanion('her dog Skipper, a scruffy Jack Russell', 'she')
    expect(skipper).toMatchObject({ name: 'Skipper', kind: 'Jack Russell', category: 'animal', details: ['scruffy'], belongsToChild: true })
    expect(skipper.said).toBe('her dog Skipper, a scruffy Jack Russell')
    // Words after the comma that are no finer kind of the same leave the companion as it was.
    expect(parseCompanion('his brother Tom, a big show-off', 'he')).toMatchObject({ name: 'Tom', kind: 'brother' })
    expect(parseCompanion('his dog Rex, a big friend', 'he')).toMatchObject({ name: 'Rex', kind: 'dog' })
  })
})

describe('a named friend with no pronoun said', () => {
  it('is he or she where the name is one most read that way, and they where it could be either', () => {
    expect(parseCompanion('his best friend Amir from next door').pronoun).toBe('he')
    expect(parseCompanion('her friend Zara').pronoun).toBe('she')
    expect(parseCompanion('her best friend Sam').pronoun).toBe('they')
    expect(parseCompanion('his friend Jo').pronoun).toBe('they')
    // What the parent said wins over the name.
    expect(parseCompanion('her friend Amir, who says she is the fastest').pronoun).toBe('she')
  })
})

describe('an old dog going grey', () => {
  it('is grey-muzzled, never a grey dog ("her grandad\'s old black grey Labrador", s72)', () => {
    const bramble = parseCompanion("her grandad's old black labrador, Bramble, who is going grey round the nose")
    expect(bramble.details).toContain('black')
    expect(bramble.details).toContain('grey-muzzled')
    expect(bramble.details).not.toContain('grey')
    expect(parseCompanion('a grey cat called Smoke').details).toContain('grey')
  })
})

describe('a toy loved into mending', () => {
  it.each([
    ['her knitted bunny called Flopsy with one ear sewn back on', 'mended ear'],
    ['a teddy with a patched paw', 'mended paw'],
    ['a toy bear with one eye that was stitched back on', 'mended eye'],
  ])('%s: the mended part, never one-eared or one-eyed', (said, thing) => {
    const companion = parseCompanion(said)
    expect(companion.quirks.map((q) => q.thing)).toContain(thing)
    expect(companion.details).not.toContain('one-eared')
    expect(companion.details).not.toContain('one-eyed')
  })

  it('tells the mended ear in the story (s73: "Flopsy, her knitted one-eared toy bunny. Flopsy has one ear.")', () => {
    const text = told('nature', 6, 3, 'her knitted bunny called Flopsy with one ear sewn back on').join('\n')
    expect(text).toMatch(/mended ear/)
    expect(text).not.toMatch(/one-eared|has one ear/)
  })

  it('keeps a toy that has lost an ear one-eared', () => {
    expect(parseCompanion('a toy dog with one ear').details).toContain('one-eared')
  })
})
