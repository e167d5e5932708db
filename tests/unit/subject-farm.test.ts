/**
 * The child's own farm animal at the heart of a tale: the `farm` family of the subject lexicon
 * (profile/subject-farm.ts), farm-life/6 "Everyone In Before the Snow" told for it, and the fit
 * rule that a tale written around one animal (the hen of farm-life/1, the lamb of farm-life/2,
 * the pig of farm-life/4) still wins for it.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { storyRequestData } from '~/.server/generation/openai/writer'
import { listenerFor } from '~/.server/generation/profile'
import { FARM_FIELDS } from '~/.server/generation/profile/subject-farm'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { childSubjectWords, tell } from '~/.server/generation/tales/render'

const FARM = SUBJECTS.farm ?? {}
const tale = taleFor('farm-life', 6)!

const alfie = listenerFor({
  childName: 'Alfie, 2, who loves sheep',
  childAge: 2,
  pronouns: 'he',
  mainCharacter: 'his baby sister Rosie',
  fears: 'the dark',
})
const priya = listenerFor({
  childName: 'Priya, 5, shy, a pony fan',
  childAge: 5,
  pronouns: 'she',
  mainCharacter: 'her dog Biscuit',
  fears: 'loud noises',
})
const sam = listenerFor({
  childName: 'Sam, 7, determined',
  childAge: 7,
  pronouns: 'he',
  mainCharacter: 'his grandma',
  interests: 'donkeys, Lego',
})
const noah = listenerFor({
  childName: 'Noah, who loves hairy coos',
  childAge: 3,
  pronouns: 'he',
  mainCharacter: 'his teddy',
})
const iris = listenerFor({
  childName: 'Iris, 11, careful',
  childAge: 11,
  pronouns: 'they',
  mainCharacter: 'her big brother Kit',
  interests: 'alpacas',
})
const ben = listenerFor({ childName: 'Ben', childAge: 6, pronouns: 'he', mainCharacter: 'his teddy, Mr Buttons' })
const look = (wheelchair: boolean) =>
  ({ skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair, hearingAid: false }) as const
const text = (listener: typeof alfie, wheelchair = false) =>
  tell(tale, 'farm-life', listener, 1, { look: look(wheelchair) })
    .pages.map((p) => p.text)
    .join('\n')
const loves = (said: string, mainCharacter = 'her dog Pip') =>
  listenerFor({ childName: `Ada, who loves ${said}`, childAge: 7, pronouns: 'she', mainCharacter })

describe('the farm lexicon', () => {
  it('has the farm animals a child meets, each in true words of its own', () => {
    expect(Object.keys(FARM).sort()).toEqual(
      [
        'alpaca',
        'calf',
        'cockerel',
        'cow',
        'donkey',
        'duck',
        'goat',
        'goose',
        'hen',
        'highland cow',
        'horse',
        'llama',
        'pig',
        'pony',
        'rabbit',
        'sheep',
        'sheepdog',
        'turkey',
      ].sort(),
    )
    for (const [key, entry] of Object.entries(FARM)) {
      for (const field of [
        ...FARM_FIELDS,
        'where',
        'play',
        'plays',
        'fix',
        'fixes',
        'knows',
        'fact',
        'eats',
        'harder',
        'harders',
      ] as const) {
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/\{(?!their\})/)
      }
      // The trouble and the homecoming name the animals, so they read after "Oh no!" and "Look!".
      for (const field of ['out', 'outs', 'worse', 'worses', 'went', 'goes'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(new RegExp(`\\b${entry.them.replace(/^the /, '')}|^the |^as |^at |^one by one`))
      // A child in a wheelchair does the fix too: it never walks, runs, climbs or kneels.
      expect(`${entry.fix} ${entry.fixes}`, key).not.toMatch(
        /\b(?:walk\w*|runs?|ran|running|climb\w*|kneel\w*|knelt|stepped|stood|stand\w*|tiptoe\w*)\b/,
      )
      expect(entry.kept).toBe(`{their} drawing of the ${entry.name}`)
    }
    // True to each: the flock follows a leader, hens put themselves to bed, a pony's breath, a donkey's friend.
    expect(FARM.sheep?.knows).toMatch(/follow a leader/)
    expect(FARM.hen?.knows).toMatch(/put themselves to bed/)
    expect(FARM.pony?.knows).toMatch(/slow breaths on its nose and a low, quiet voice/)
    expect(FARM.pig?.knows).toMatch(/scratch behind the ear/)
    expect(FARM.duck?.knows).toMatch(/follow a trail of them/)
    expect(FARM.goat?.knows).toMatch(/love to climb/)
    expect(FARM.donkey?.knows).toMatch(/never be pushed.*follow its best friend/)
    expect(FARM.goose?.many).toBe('geese')
    expect(FARM.calf?.many).toBe('calves')
  })

  it('finds the child’s own animal in what the parent said, and never a guinea pig, a ponytail or Peppa', () => {
    const said = (interests: string) =>
      ownSubject(
        'farm',
        childSubjectWords(listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her mum', interests })),
      )
    const found: Record<string, string> = {
      sheep: 'sheep',
      lambs: 'sheep',
      'a lamb': 'sheep',
      hens: 'hen',
      'her chickens': 'hen',
      roosters: 'cockerel',
      'feeding the ducks': 'duck',
      geese: 'goose',
      'the goose': 'goose',
      piglets: 'pig',
      ponies: 'pony',
      'horse riding': 'horse',
      cows: 'cow',
      calves: 'calf',
      'the calf': 'calf',
      goats: 'goat',
      donkeys: 'donkey',
      sheepdogs: 'sheepdog',
      'border collies': 'sheepdog',
      alpacas: 'alpaca',
      llamas: 'llama',
      turkeys: 'turkey',
      'highland cattle': 'highland cow',
      'highland cows': 'highland cow',
      'hairy coos': 'highland cow',
      bunnies: 'rabbit',
    }
    for (const [words, key] of Object.entries(found)) expect(said(words), words).toBe(key)
    expect(said('guinea pigs')).toBeUndefined()
    expect(said('Peppa Pig')).toBeUndefined()
    expect(ownSubject('farm', ['ponytails'])).toBeUndefined()
    expect(ownSubject('farm', ['seahorses'])).toBeUndefined()
    // Said without "loves": a pony fan, an animal the child talks to.
    expect(ownSubject('farm', childSubjectWords(priya))).toBe('pony')
    expect(ownSubject('farm', childSubjectWords(noah))).toBe('highland cow')
  })

  it('draws every animal and its safe place, and the child’s own in the pictures', () => {
    for (const [key, entry] of Object.entries(FARM)) {
      expect(resolveEntry(entry.drawn), `${key} → ${entry.drawn}`).toBeTruthy()
      expect(resolveEntry(entry.homeDrawn), `${key} → ${entry.homeDrawn}`).toBeTruthy()
    }
    const objects = (listener: typeof alfie) => tell(tale, 'farm-life', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(alfie)).toEqual(expect.arrayContaining(['sheep', 'sheep pen']))
    expect(objects(priya)).toEqual(expect.arrayContaining(['pony', 'barn']))
    expect(objects(ben)).toContain('sheep')
    expect(objects(priya).join()).not.toMatch(/\{/)
  })
})

describe('farm-life/6, everyone in before the snow', () => {
  it('tells Alfie’s sheep at the seed, the trouble and the key, and his fear of the dark', () => {
    const told = text(alfie)
    expect(told).toMatch(/First, Alfie goes to see the sheep\. Baa!/)
    expect(told).toMatch(/Oh no! The sheep are still out, all over the big field/)
    expect(told).toMatch(/Tom runs at the sheep, arms waving/)
    expect(told).toMatch(/Alfie knows! Sheep follow a leader/)
    expect(told).toMatch(/The old ewe trots after the bucket, and all the others follow her/)
    expect(told).toMatch(/Rosie points and shouts, "Baa!"/)
    expect(told).toMatch(/Dark is coming\. Alfie holds on tight/)
    expect(told).not.toMatch(/pony|hen house/)
    expect(told).not.toMatch(/[{}]/)
  })

  it('tells Priya her pony calmed by her breath, her dog helping twice, and the shouting felt', () => {
    const told = text(priya)
    expect(told).toMatch(/The pony was still out at the far end of the paddock, frightened of a plastic bag/)
    expect(told).toMatch(/Priya knew that a frightened pony calms down with slow breaths on its nose/)
    expect(told).toMatch(/Priya tugged Tom's sleeve and whispered/)
    expect(told).toMatch(/breathed slow, soft breaths on its nose/)
    expect(told).toMatch(/Biscuit looked hard across the yard/)
    expect(told).toMatch(/Biscuit stood back by the gate, calm and quiet/)
    expect(told).toMatch(/ears ring/)
    expect(told).toMatch(/"I know ponies," said Priya/)
  })

  it('tells Sam the donkey by wheelchair, Iris the alpacas, Noah the highland cows, and the sheep to a child with none', () => {
    const told = text(sam, true)
    expect(told).toMatch(/Sam knew that a donkey will never be pushed or pulled, but it will follow its best friend anywhere/)
    expect(told).toMatch(/led the donkey’s best friend out of the stable/)
    expect(told).toMatch(/wheelchair/)
    expect(text(sam)).not.toMatch(/wheelchair|wheeled/)
    expect(text(iris)).toMatch(/alpacas hate being grabbed/)
    expect(text(noah)).toMatch(/Highland cows have two coats.*snow never bothers them/)
    expect(text(noah)).toMatch(/happy in their field, snow or no snow/)
    expect(text(ben)).toMatch(/Ben knew that sheep follow a leader/)
    expect(text(ben)).not.toMatch(/loves sheep|Ben loved/)
  })
})

describe('the fit of the farm tale', () => {
  it('gives way to a tale written around the child’s very animal, and wins for every other', () => {
    expect(writtenAround('farm-life', 6, 'farm', 'hen')).toBe(1)
    expect(writtenAround('farm-life', 6, 'farm', 'sheep')).toBe(2)
    expect(writtenAround('farm-life', 6, 'farm', 'pig')).toBe(4)
    // farm-life/5 ends with cows munching hay, but it is about the hay.
    expect(writtenAround('farm-life', 6, 'farm', 'cow')).toBeUndefined()
    expect(writtenAround('farm-life', 6, 'farm', 'cockerel')).toBeUndefined()
    expect(bestOutlines('farm-life', loves('hens'))).toEqual([1])
    expect(bestOutlines('farm-life', loves('lambs'))).toEqual([2])
    expect(bestOutlines('farm-life', loves('pigs'))).toEqual([4])
    expect(outlineFit('farm-life', 6, loves('lambs')).reasons.join()).toMatch(/farm-life\/2 is written around it/)
    for (const animal of [
      'ponies',
      'donkeys',
      'ducks',
      'goats',
      'cows',
      'calves',
      'alpacas',
      'turkeys',
      'sheepdogs',
      'rabbits',
      'highland cows',
    ])
      expect(bestOutlines('farm-life', loves(animal)), animal).toEqual([6])
    expect(bestOutlines('farm-life', priya)).toEqual([6])
    expect(bestOutlines('farm-life', noah)).toEqual([6])
    expect(outlineFit('farm-life', 6, ben).reasons.join()).not.toMatch(/story's own/)
  })

  it('tells the OpenAI writer the child’s own animal, its trouble and the true thing that brings it in', () => {
    const data = storyRequestData({ theme: 'farm-life' } as Parameters<typeof storyRequestData>[0], priya, 6) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      farm: 'pony',
      trouble: expect.stringMatching(/frightened of a plastic bag/),
      knows: expect.stringMatching(/slow breaths on its nose/),
    })
  })
})
