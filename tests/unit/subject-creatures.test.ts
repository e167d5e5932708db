/**
 * The child's own small creature at the heart of a tale: the `creature` family of the subject
 * lexicon (profile/subject-creatures.ts), nature/6 "Keep Still and Wait" told for it, and the fit
 * rule that a tale written around one creature (nature/2, /3, /4, /5) still wins for it.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { storyRequestData } from '~/.server/generation/openai/writer'
import { listenerFor } from '~/.server/generation/profile'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { childSubjectWords, tell } from '~/.server/generation/tales/render'

const CREATURES = SUBJECTS.creature ?? {}
const tale = taleFor('nature', 6)!

const noor = listenerFor({
  childName: 'Noor, 4, who talks to every snail she meets',
  childAge: 4,
  pronouns: 'she',
  mainCharacter: 'her grandad who walks with a stick and tells terrible jokes',
  fears: 'thunder',
})
const ben = listenerFor({
  childName: 'Ben, 8, gentle and loves hedgehogs',
  childAge: 8,
  pronouns: 'he',
  mainCharacter: 'a scruffy terrier called Pickle',
})
const iris = listenerFor({
  childName: 'Iris, 11, a bee expert and a bit bossy',
  childAge: 11,
  pronouns: 'they',
  mainCharacter: 'her twin brother Kit',
  interests: 'bees, beekeeping, drawing',
})
const sam = listenerFor({ childName: 'Sam', childAge: 6, pronouns: 'he', mainCharacter: 'his teddy, Mr Buttons', fears: 'the dark' })
const look = (wheelchair: boolean) =>
  ({ skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair, hearingAid: false }) as const
const text = (listener: typeof noor, wheelchair = false) =>
  tell(tale, 'nature', listener, 1, { look: look(wheelchair) })
    .pages.map((p) => p.text)
    .join('\n')
const loves = (said: string) =>
  listenerFor({ childName: `Ada, who loves ${said}`, childAge: 7, pronouns: 'she', mainCharacter: 'her grandad' })

describe('the creature lexicon', () => {
  it('has the small wild creatures a child meets near home, each in true words of its own', () => {
    const keys =
      'snail slug worm ladybird bumblebee butterfly caterpillar moth stag beetle woodlouse spider dragonfly frog toad newt hedgehog robin blackbird owl bat squirrel fox'
    expect(Object.keys(CREATURES).sort()).toEqual(
      keys
        .replace('stag beetle', 'stag_beetle')
        .split(' ')
        .map((k) => k.replace('_', ' '))
        .sort(),
    )
    for (const [key, entry] of Object.entries(CREATURES)) {
      for (const field of ['where', 'play', 'plays', 'day', 'days', 'dusk', 'dusks', 'knows', 'fact', 'sign', 'many', 'part'] as const) {
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/\{(?!their\})/)
      }
      // By day they are away or hidden; the day clause names them, so it reads after "By day,".
      expect(entry.day, key).toMatch(new RegExp(`^the ${entry.many}|^the ${entry.name}`))
      expect(entry.kept).toBe(`{their} drawing of the ${entry.name}`)
    }
    // True to each: the silver trail, the silent owl, the bee's nest in an old mouse hole, the toad that walks.
    expect(CREATURES.snail?.sign).toMatch(/silver trail/)
    expect(CREATURES.snail?.knows).toMatch(/after rain/)
    expect(CREATURES.owl?.play).toMatch(/without making a single sound/)
    expect(CREATURES.bumblebee?.where).toMatch(/old mouse hole/)
    expect(CREATURES.toad?.knows).toMatch(/walk rather than hop/)
    expect(CREATURES.hedgehog?.knows).toMatch(/come out at dusk/)
    expect(CREATURES.woodlouse?.many).toBe('woodlice')
  })

  it('finds the child’s own creature in what the parent said, and never a cricket bat or a bookworm', () => {
    expect(ownSubject('creature', ['snails | talks to every snail she meets'])).toBe('snail')
    expect(ownSubject('creature', ['tadpoles'])).toBe('frog')
    expect(ownSubject('creature', ['beekeeping'])).toBe('bumblebee')
    expect(ownSubject('creature', ['ladybugs'])).toBe('ladybird')
    expect(ownSubject('creature', ['cricket bats'])).toBeUndefined()
    expect(ownSubject('creature', ['bookworms'])).toBeUndefined()
    expect(ownSubject('creature', ['robin hood'])).toBeUndefined()
    // Said without "loves": a creature the child talks to, a bee expert, the woodlouse, toads.
    expect(childSubjectWords(noor).join()).toMatch(/snails/)
    expect(ownSubject('creature', childSubjectWords(noor))).toBe('snail')
    expect(ownSubject('creature', childSubjectWords(iris))).toBe('bumblebee')
    const said = (interests: string) =>
      ownSubject(
        'creature',
        childSubjectWords(listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her mum', interests })),
      )
    expect(said('the woodlouse')).toBe('woodlouse')
    expect(said('loves toads')).toBe('toad')
    expect(said('a bee expert')).toBe('bumblebee')
  })

  it('draws every creature as itself, and the child’s own in the pictures', () => {
    for (const [key, entry] of Object.entries(CREATURES)) expect(resolveEntry(entry.drawn), `${key} → ${entry.drawn}`).toBeTruthy()
    const objects = (listener: typeof noor) => tell(tale, 'nature', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(noor)).toContain('snail')
    expect(objects(ben)).toContain('hedgehog')
    expect(objects(iris)).toContain('bumblebee')
    expect(objects(sam)).toContain('hedgehog')
    expect(objects(noor).join()).not.toMatch(/\{/)
  })
})

describe('nature/6, keep still and wait', () => {
  it('tells the child’s own creature at the seed, the trouble and the key', () => {
    const told = text(noor)
    expect(told).toMatch(/"But snails live here!" says Noor/)
    expect(told).toMatch(/By day, the snails are asleep inside their shells/)
    expect(told).toMatch(/Dusk is snail time/)
    expect(told).toMatch(/The first snail slides out of a crack/)
    expect(told).not.toMatch(/hedgehog/)
    expect(told).not.toMatch(/[{}]/)
    // Noor fears thunder: the storm felt, then gone.
    expect(told).toMatch(/RUMBLE! Thunder! Rain! Noor holds on tight/)
    expect(told).toMatch(/The storm has gone/)
  })

  it('tells Iris the bumblebees coming home, and her bossy turn', () => {
    const told = text(iris)
    expect(told).toMatch(/bumblebees lived here, in an old mouse hole under the long grass/)
    expect(told).toMatch(/a small round hole at the foot of the long grass/)
    expect(told).toMatch(/Iris knew that bumblebees fly home to their nest as the light goes/)
    expect(told).toMatch(/"Kneel there," Iris told Mrs Thackray\. "Don't talk\. Just wait\."/)
    expect(told).toMatch(/the first bumblebee came buzzing home/)
    expect(told).toMatch(/Kit, their twin brother|their twin brother/)
  })

  it('tells Ben the hedgehog at dusk, by wheelchair up the ramp, and the hedgehog to a child with no creature', () => {
    const told = text(ben, true)
    expect(told).toMatch(/Ben knew that hedgehogs sleep all day and come out at dusk/)
    expect(told).toMatch(/the ramp at the side/)
    expect(told).toMatch(/wheeled all round the edge/)
    expect(text(ben)).not.toMatch(/wheelchair|wheeled|ramp/)
    expect(text(sam)).toMatch(/the first hedgehog snuffled out from under the log pile/)
    expect(text(sam)).not.toMatch(/loves hedgehogs|Sam loved/)
  })
})

describe('the fit of the creature tale', () => {
  it('gives way to a tale written around the child’s very creature, and wins for every other', () => {
    expect(writtenAround('nature', 6, 'creature', 'frog')).toBe(3)
    expect(writtenAround('nature', 6, 'creature', 'spider')).toBe(4)
    expect(writtenAround('nature', 6, 'creature', 'squirrel')).toBe(5)
    expect(writtenAround('nature', 6, 'creature', 'caterpillar')).toBe(2)
    // nature/1 has a squirrel and a duck pond in its pictures, but it is about leaves.
    expect(writtenAround('nature', 6, 'creature', 'snail')).toBeUndefined()
    expect(bestOutlines('nature', loves('frogs'))).toEqual([3])
    expect(bestOutlines('nature', loves('spiders'))).toEqual([4])
    expect(bestOutlines('nature', loves('caterpillars'))).toEqual([2])
    expect(outlineFit('nature', 6, loves('frogs')).reasons.join()).toMatch(/nature\/3 is written around it/)
    for (const creature of ['snails', 'hedgehogs', 'owls', 'bats', 'ladybirds', 'worms', 'foxes'])
      expect(bestOutlines('nature', loves(creature)), creature).toEqual([6])
    expect(bestOutlines('nature', noor)).toEqual([6])
    expect(bestOutlines('nature', ben)).toEqual([6])
    expect(bestOutlines('nature', iris)).toEqual([6])
    expect(outlineFit('nature', 6, sam).reasons.join()).not.toMatch(/story's own/)
  })

  it('tells the OpenAI writer the child’s own creature, its day, its sign and its dusk', () => {
    const data = storyRequestData({ theme: 'nature' } as Parameters<typeof storyRequestData>[0], noor, 6) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      creature: 'snail',
      sign: expect.stringMatching(/silver trail/),
      atDusk: expect.stringMatching(/^the first snail slid out of a crack/),
    })
  })
})
