/**
 * The child's own sea creature at the heart of a tale: the `sea` family of the subject lexicon
 * (profile/subject-sea.ts), ocean/6 "What the Creature Needed" told for it, and the fit rule that a
 * tale whose title or pitch names the creature (ocean/1's crab, ocean/3's whale) still wins for it.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { storyRequestData } from '~/.server/generation/openai/writer'
import { listenerFor } from '~/.server/generation/profile'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { childSubjectWords, tell } from '~/.server/generation/tales/render'

const SEA = SUBJECTS.sea ?? {}
const tale = taleFor('ocean', 6)!

const poppy = listenerFor({
  childName: 'Poppy, 3, who loves hermit crabs',
  childAge: 3,
  pronouns: 'she',
  mainCharacter: 'her big brother Alfie',
  fears: 'big waves',
})
const arlo = listenerFor({
  childName: 'Arlo, 4, obsessed with seals',
  childAge: 4,
  pronouns: 'he',
  mainCharacter: 'our dog Biscuit',
})
const leo = listenerFor({
  childName: 'Leo, 7, funny and loves octopuses',
  childAge: 7,
  pronouns: 'he',
  mainCharacter: 'his baby sister Rosie',
})
const isla = listenerFor({
  childName: 'Isla, 6, kind',
  childAge: 6,
  pronouns: 'she',
  mainCharacter: 'her grandma',
  interests: 'starfish, rock pooling',
})
const sam = listenerFor({ childName: 'Sam', childAge: 10, pronouns: 'he', mainCharacter: 'his teddy, Mr Buttons' })
const look = (wheelchair: boolean) =>
  ({ skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair, hearingAid: false }) as const
const text = (listener: typeof poppy, wheelchair = false) =>
  tell(tale, 'ocean', listener, 1, { look: look(wheelchair) })
    .pages.map((p) => p.text)
    .join('\n')
const loves = (said: string) =>
  listenerFor({ childName: `Ada, who loves ${said}`, childAge: 7, pronouns: 'she', mainCharacter: 'her grandad' })
const said = (interests: string) =>
  ownSubject('sea', childSubjectWords(listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her mum', interests })))

describe('the sea lexicon', () => {
  it('has the sea creatures a child meets at the seaside or loves from books, each in true words of its own', () => {
    const keys = [
      'hermit crab',
      'crab',
      'starfish',
      'sea anemone',
      'limpet',
      'prawn',
      'octopus',
      'lobster',
      'seahorse',
      'jellyfish',
      'seal',
      'otter',
      'dolphin',
      'whale',
      'shark',
      'turtle',
      'puffin',
      'ray',
      'fish',
    ]
    expect(Object.keys(SEA).sort()).toEqual([...keys].sort())
    for (const [key, entry] of Object.entries(SEA)) {
      for (const field of [
        'where',
        'play',
        'plays',
        'eats',
        'wrong',
        'wrongs',
        'worse',
        'worses',
        'knows',
        'fix',
        'fixes',
        'after',
        'afters',
        'fact',
      ] as const) {
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/\{(?!their\})/)
      }
      // Found in trouble: the clause names the creature (or its young one) with its article.
      expect(entry.wrong, key).toMatch(/^an? /)
      // Spoken by the grown-up and told to a two-year-old: whole sentences.
      for (const field of ['idea', 'little'] as const) expect(entry[field], `${key}.${field}`).toMatch(/^[A-Z].*[.!?]$/)
      // What the child does is done from a wheelchair too.
      expect(`${entry.fix} ${entry.fixes}`, key).not.toMatch(/\b(?:walk|ran|run|knelt|kneel|climb|step|waded|wade|tiptoe)/)
      expect(entry.kept).toBe(`{their} drawing of the ${entry.name}`)
    }
    // The true thing each plot turns on.
    expect(SEA['hermit crab']?.knows).toMatch(/bigger empty one all by itself/)
    expect(SEA['sea anemone']?.knows).toMatch(/opens again when the sea comes back/)
    expect(SEA.seal?.knows).toMatch(/waiting for its mother/)
    expect(SEA.seal?.fix).toMatch(/every dog on its lead/)
    expect(SEA.octopus?.knows).toMatch(/any gap its hard little beak fits through/)
    expect(SEA.starfish?.knows).toMatch(/needs putting back in a pool/)
    expect(SEA.jellyfish?.knows).toMatch(/can still sting/)
    expect(SEA.shark?.knows).toMatch(/basking shark/)
  })

  it('finds the child’s own sea creature in what the parent said, and never Grandpa Ray, a starfish for a fish or a crabby mood', () => {
    expect(said('hermit crabs')).toBe('hermit crab')
    expect(said('crabbing')).toBe('crab')
    expect(said('seal pups')).toBe('seal')
    expect(said('an octopus')).toBe('octopus')
    expect(said('sea anemones')).toBe('sea anemone')
    expect(said('anenomes')).toBe('sea anemone')
    expect(said('limpets')).toBe('limpet')
    expect(said('shrimping')).toBe('prawn')
    expect(said('prawns')).toBe('prawn')
    expect(said('stingrays')).toBe('ray')
    expect(said('rays')).toBe('ray')
    expect(said('basking sharks')).toBe('shark')
    expect(said('killer whales')).toBe('whale')
    expect(said('sea otters')).toBe('otter')
    expect(said('puffins')).toBe('puffin')
    expect(said('clownfish')).toBe('fish')
    expect(said('starfish')).toBe('starfish')
    expect(said('jellyfish')).toBe('jellyfish')
    expect(said('seahorses')).toBe('seahorse')
    expect(said('turtles')).toBe('turtle')
    expect(said('dolphins')).toBe('dolphin')
    expect(said('lobsters')).toBe('lobster')
    expect(said('fishing')).toBeUndefined()
    expect(said('fish and chips')).toBeUndefined()
    expect(ownSubject('sea', ['x-rays', 'the sun’s rays', 'crabby'])).toBeUndefined()
    expect(
      ownSubject(
        'sea',
        childSubjectWords(listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her grandpa Ray' })),
      ),
    ).toBeUndefined()
    // Said without "loves", in the name field.
    expect(ownSubject('sea', childSubjectWords(arlo))).toBe('seal')
    expect(
      ownSubject(
        'sea',
        childSubjectWords(listenerFor({ childName: 'Ada, a seal expert', childAge: 6, pronouns: 'she', mainCharacter: 'her mum' })),
      ),
    ).toBe('seal')
    expect(ownSubject('sea', childSubjectWords(isla))).toBe('starfish')
  })

  it('draws every sea creature as itself, and the child’s own in the pictures', () => {
    for (const [key, entry] of Object.entries(SEA)) expect(resolveEntry(entry.drawn), `${key} → ${entry.drawn}`).toBeTruthy()
    const objects = (listener: typeof poppy) => tell(tale, 'ocean', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(poppy)).toContain('hermit crab')
    expect(objects(arlo)).toContain('seal')
    expect(objects(leo)).toContain('octopus')
    expect(objects(sam)).toContain('hermit crab')
    expect(objects(poppy).join()).not.toMatch(/\{/)
  })
})

describe('ocean/6, what the creature needed', () => {
  it('tells a two-year-old’s own creature at the seed, the trouble and the key, and meets big waves with care', () => {
    const told = text(poppy)
    expect(told).toMatch(/Poppy knows all about hermit crabs\. A hermit crab scuttles along with its shell on its back/)
    expect(told).toMatch(/A hermit crab is squashed into a shell much too small/)
    expect(told).toMatch(/Hermit crabs find a bigger shell all by themselves/)
    expect(told).toMatch(/Poppy puts three bigger empty shells down beside it/)
    expect(told).toMatch(/The hermit crab creeps out, feels the big shell, and whisks inside/)
    expect(told).not.toMatch(/[{}]/)
    expect(told).toMatch(/Splash! A wave comes up the sand/)
    expect(told).toMatch(/doesn't mind now/)
  })

  it('tells Arlo the seal pup whose mother comes back when everyone keeps away, and his dog lies down by him', () => {
    const told = text(arlo)
    expect(told).toMatch(/A seal pup is lying all alone on the sand/)
    expect(told).toMatch(/The pup’s mummy is out fishing/)
    expect(told).toMatch(/dogs on leads/)
    expect(told).toMatch(/Biscuit lies down/)
    expect(told).not.toMatch(/hermit crab/)
  })

  it('tells Leo the octopus through the gap, and Isla the starfish from her wheelchair', () => {
    const told = text(leo)
    expect(told).toMatch(/Leo knew that an octopus can squeeze through any gap its hard little beak fits through/)
    expect(told).toMatch(/So Leo found the little gap at the bottom of the pool/)
    expect(told).toMatch(/And the octopus poured its whole soft body through the gap/)
    expect(told).toMatch(/"Crabs, cracked open with a hard little beak," said Leo/)
    const wheeled = text(isla, true)
    expect(wheeled).toMatch(/Isla rolled her chair down the slipway|Isla rolled down the slipway/)
    expect(wheeled).toMatch(/slid a hand gently under it, carried it to the nearest deep rock pool/)
    expect(text(isla)).not.toMatch(/wheelchair|rolled/)
    // No sea creature said: the hermit crab, and nobody "loves" it for him.
    expect(text(sam)).toMatch(/hermit crab/)
    expect(text(sam)).not.toMatch(/loves hermit crabs|Sam loved/)
  })
})

describe('the fit of the sea tale', () => {
  it('gives way to a tale whose title or pitch names the child’s very creature, and wins for every other', () => {
    expect(writtenAround('ocean', 6, 'sea', 'crab')).toBe(1)
    expect(writtenAround('ocean', 6, 'sea', 'whale')).toBe(3)
    // ocean/4's fish dart through the coral, but it is about a plastic bag on the reef.
    expect(writtenAround('ocean', 6, 'sea', 'fish')).toBeUndefined()
    expect(writtenAround('ocean', 6, 'sea', 'hermit crab')).toBeUndefined()
    expect(writtenAround('ocean', 6, 'sea', 'starfish')).toBeUndefined()
    expect(bestOutlines('ocean', loves('crabs'))).toEqual([1])
    expect(bestOutlines('ocean', loves('whales'))).toEqual([3])
    expect(outlineFit('ocean', 6, loves('whales')).reasons.join()).toMatch(/ocean\/3 is written around it/)
    for (const creature of [
      'hermit crabs',
      'starfish',
      'seals',
      'octopuses',
      'jellyfish',
      'dolphins',
      'sharks',
      'puffins',
      'sea anemones',
      'clownfish',
    ])
      expect(bestOutlines('ocean', loves(creature)), creature).toEqual([6])
    expect(bestOutlines('ocean', poppy)).toEqual([6])
    expect(bestOutlines('ocean', arlo)).toEqual([6])
    expect(bestOutlines('ocean', leo)).toEqual([6])
    expect(outlineFit('ocean', 6, sam).reasons.join()).not.toMatch(/story's own/)
  })

  it('tells the OpenAI writer the child’s own creature, its trouble, the wrong idea and the true fix', () => {
    const data = storyRequestData({ theme: 'ocean' } as Parameters<typeof storyRequestData>[0], arlo, 6) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      sea: 'seal',
      trouble: expect.stringMatching(/seal pup was lying all alone/),
      wrongIdea: expect.stringMatching(/carry it down to the sea/),
      fixedBy: expect.stringMatching(/^the hero got everyone to move right back/),
    })
  })
})
