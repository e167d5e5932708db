/**
 * The child's own dinosaur at the heart of the story (dinosaurs/7, `subject: dinosaur`): a lost little
 * one of the child's very kind is found by what that kind truly does (a stegosaurus's plates stick up
 * out of the ferns, an ankylosaurus crouches like a rock, a pterodactyl rests up on a ledge). Surprise
 * me picks it for a child who loves one, unless another tale is written around that very dinosaur.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { childSubjectWords, tell } from '~/.server/generation/tales/render'
import { storyRequestData } from '~/.server/generation/openai/writer'

const DINOSAURS = SUBJECTS.dinosaur ?? {}
const REPTILES = ['pterodactyl', 'pteranodon', 'plesiosaur', 'ichthyosaur']
const child = (over: Partial<Parameters<typeof listenerFor>[0]> = {}) =>
  listenerFor({ childName: 'Tom', childAge: 6, pronouns: 'he', mainCharacter: 'his grandad', ...over })
const tale = taleFor('dinosaurs', 7)
if (!tale) throw new Error('dinosaurs/7 is missing')
const text = (listener: ReturnType<typeof child>, look?: { wheelchair: boolean }) =>
  tell(
    tale,
    'dinosaurs',
    listener,
    1,
    look ? { look: { skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, hearingAid: false, ...look } } : {},
  )
    .pages.map((p) => p.text)
    .join('\n')

describe('the dinosaur lexicon', () => {
  it('has every dinosaur the brief names, each with its part, food, size and a true way to find a lost little one', () => {
    for (const key of [
      'T. rex',
      'triceratops',
      'stegosaurus',
      'diplodocus',
      'brachiosaurus',
      'ankylosaurus',
      'velociraptor',
      'spinosaurus',
      'parasaurolophus',
      'iguanodon',
      'pachycephalosaurus',
      'allosaurus',
      'compsognathus',
      ...REPTILES,
    ])
      expect(DINOSAURS[key], key).toBeDefined()
    for (const [key, entry] of Object.entries(DINOSAURS)) {
      for (const field of ['plays', 'eats', 'size', 'mum', 'mums', 'knows', 'fix', 'fixes', 'back', 'backs', 'wrong', 'wrongs'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
      for (const field of ['good', 'bad', 'found', 'what'] as const) expect(entry[field], `${key}.${field}`).toMatch(/^(?:an?|one) /)
      expect(entry.kept, key).toBe(`{their} toy ${entry.name}`)
      // The key is the kind's own: its truth names it.
      expect(entry.knows, key).toContain(key === 'T. rex' ? 'T. rex' : entry.name)
    }
    expect(DINOSAURS.stegosaurus?.knows).toMatch(/plates/)
    expect(DINOSAURS.ankylosaurus?.knows).toMatch(/like a rock/)
    expect(DINOSAURS.parasaurolophus?.knows).toMatch(/crest/)
    expect(DINOSAURS.diplodocus?.knows).toMatch(/tail/)
    expect(DINOSAURS.compsognathus?.size).toBe('about as big as a chicken')
  })

  it('says the flying and swimming reptiles are not dinosaurs, and never calls them one', () => {
    for (const key of REPTILES) {
      const entry = DINOSAURS[key]
      expect(entry?.what, key).toMatch(/reptile, not a dinosaur/)
      for (const field of ['part', 'plays', 'knows', 'fix', 'found', 'back', 'mum', 'wrong'] as const)
        expect(entry?.[field], `${key}.${field}`).not.toMatch(/dinosaur/)
    }
  })

  it('finds the child’s own dinosaur in what the parent said, "T. rex" with its full stop too', () => {
    const own = (interests: string) => ownSubject('dinosaur', childSubjectWords(child({ interests })))
    expect(own('the stegosaurus')).toBe('stegosaurus')
    expect(own('T. rex')).toBe('T. rex')
    expect(own('T rex and owls')).toBe('T. rex')
    expect(own('tyrannosaurus')).toBe('T. rex')
    expect(own('brontosaurus')).toBe('diplodocus')
    expect(own('pteranodons')).toBe('pteranodon')
    expect(own('plesiosaurs')).toBe('plesiosaur')
    expect(own('spinosaurus')).toBe('spinosaurus')
    expect(own('dinosaurs')).toBeUndefined()
    expect(
      ownSubject(
        'dinosaur',
        childSubjectWords(
          listenerFor({
            childName: 'Zac, 4, who roars at everyone and loves the stegosaurus',
            childAge: 4,
            pronouns: 'he',
            mainCharacter: 'Dad',
          }),
        ),
      ),
    ).toBe('stegosaurus')
    // A full stop in "T. rex" never splits a companion into a person called "rex".
    expect(parseCompanion('his toy T. rex called Chomp', 'he')).toMatchObject({ category: 'toy', name: 'Chomp' })
  })

  it('draws every dinosaur and its little one with something the illustrator has (the closest where it has none)', () => {
    for (const [key, entry] of Object.entries(DINOSAURS)) {
      expect(resolveEntry(entry.drawn)?.name, key).toBe(entry.drawn)
      expect(resolveEntry(entry.babyDrawn), key).toBeDefined()
      expect(resolveEntry(entry.babyDrawn)?.entry.kind, key).not.toBe('prop')
    }
    expect(DINOSAURS.spinosaurus?.drawn).toBe('dinosaur')
    expect(DINOSAURS.allosaurus?.drawn).toBe('tyrannosaurus')
    expect(DINOSAURS.compsognathus?.drawn).toBe('velociraptor')
    expect(DINOSAURS.plesiosaur?.drawn).toBe('sea serpent')
    expect(DINOSAURS.ichthyosaur?.drawn).toBe('dolphin')
  })
})

describe('dinosaurs/7, the lost little one', () => {
  const zac = listenerFor({
    childName: 'Zac, who roars at everyone and loves the stegosaurus',
    childAge: 4,
    pronouns: 'he',
    mainCharacter: 'his toy T. rex called Chomp',
    fears: 'loud noises',
  })
  const amara = listenerFor({
    childName: 'Amara, clever and loves pterodactyls',
    childAge: 7,
    pronouns: 'she',
    mainCharacter: 'her grandpa',
  })
  const oli = listenerFor({
    childName: 'Oli, dinosaur expert and a bit of a show-off',
    childAge: 10,
    pronouns: 'they',
    mainCharacter: 'a robot called Fizz',
    interests: 'ankylosaurus, fossils',
  })
  const mia = child({ childName: 'Mia', pronouns: 'she', interests: 'owls', mainCharacter: 'her dog Biscuit' })

  it('tells the child’s own dinosaur at the seed, the trouble and the key, and the triceratops for anyone else', () => {
    expect(text(zac)).toMatch(/Look at its plates and spiky tail!/)
    expect(text(zac)).toMatch(/A zigzag row of little plates, poking up out of the ferns!/)
    expect(text(zac)).toMatch(/BOOM/)
    expect(text(zac)).toMatch(/Chomp/)
    expect(text(amara)).toMatch(/a pterodactyl rests up high on the cliffs/)
    expect(text(amara)).toMatch(/perched on a high ledge/)
    expect(text(amara)).not.toMatch(/pterodactyl, a[^.]*dinosaur/)
    expect(text(oli)).toMatch(/an ankylosaurus, a plant-eating dinosaur, armoured like a tank/)
    expect(text(oli)).toMatch(/its bony back looks just like a rock/)
    expect(text(mia)).toMatch(/triceratops snips plants off short and neat/)
    expect(text(mia)).not.toMatch(/best page/)
    for (const listener of [zac, amara, oli, mia]) expect(text(listener)).not.toMatch(/[{}]/)
  })

  it('a wheelchair user wheels up the flat rock', () => {
    expect(text(amara, { wheelchair: true })).toMatch(/Amara wheeled her chair up the long, gentle slope/)
    expect(text(amara)).toMatch(/Amara climbed onto a big flat rock/)
  })

  it('draws the child’s own dinosaur and its little one', () => {
    const objects = (listener: ReturnType<typeof child>) => tell(tale, 'dinosaurs', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(zac)).toContain('stegosaurus')
    expect(objects(zac)).toContain('baby stegosaurus')
    expect(objects(amara)).toContain('baby pterodactyl')
    expect(objects(child({ interests: 'plesiosaurs' }))).toContain('sea serpent')
    expect(objects(mia)).toContain('triceratops')
  })
})

describe('the fit of the dinosaur subject', () => {
  it('wins Surprise me for a child whose dinosaur no other tale is written around', () => {
    for (const childAge of [4, 7, 10])
      for (const interests of [
        'the stegosaurus',
        'ankylosaurus, fossils',
        'pterodactyls',
        'brachiosaurus',
        'plesiosaurs',
        'parasaurolophus',
      ])
        expect(bestOutlines('dinosaurs', child({ childAge, interests })), `${interests} at ${childAge}`).toEqual([7])
    expect(outlineFit('dinosaurs', 7, child({ interests: 'stegosaurus' })).reasons).toContain("the stegosaurus is the story's own")
    expect(outlineFit('dinosaurs', 7, child({ interests: 'owls' })).reasons.join()).not.toMatch(/own/)
  })

  it('leaves the T. rex, the triceratops and the diplodocus to the tales written around them', () => {
    expect(writtenAround('dinosaurs', 7, 'dinosaur', 'T. rex')).toBe(2)
    expect(writtenAround('dinosaurs', 7, 'dinosaur', 'diplodocus')).toBe(4)
    expect(writtenAround('dinosaurs', 7, 'dinosaur', 'triceratops')).toBe(5)
    // dinosaurs/4's diplodocus may be played by a brachiosaurus companion; it is not written around one.
    expect(writtenAround('dinosaurs', 7, 'dinosaur', 'brachiosaurus')).toBeUndefined()
    expect(writtenAround('dinosaurs', 7, 'dinosaur', 'stegosaurus')).toBeUndefined()
    for (const childAge of [4, 7, 10]) {
      expect(bestOutlines('dinosaurs', child({ childAge, interests: 'T. rex' })), `${childAge}`).toEqual([2])
      expect(bestOutlines('dinosaurs', child({ childAge, interests: 'triceratops' })), `${childAge}`).toEqual([5])
      expect(bestOutlines('dinosaurs', child({ childAge, interests: 'diplodocus' })), `${childAge}`).toEqual([4])
    }
    expect(outlineFit('dinosaurs', 7, child({ interests: 'triceratops' })).reasons).toContain(
      "the triceratops is the story's own, and dinosaurs/5 is written around it",
    )
  })
})

describe('the dinosaur subject for OpenAI', () => {
  it('tells the model the child’s own kind, what it truly is, and how its little one is found', () => {
    const amara = child({ childName: 'Amara', pronouns: 'she', interests: 'pterodactyls' })
    const data = storyRequestData({ theme: 'dinosaurs' } as Parameters<typeof storyRequestData>[0], amara, 7) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      dinosaur: 'pterodactyl',
      note: expect.stringMatching(/a flying reptile, not a dinosaur/),
      foundBy: expect.stringMatching(/^the hero stopped looking down, and looked up at the high ledges/),
    })
  })
})
