/**
 * The child's own thing in the night sky at the heart of a tale: the `sky` family of the subject
 * lexicon (profile/subject-sky.ts), space/6 "First Light" told for it, and the fit rule that a tale
 * whose pitch is about that very thing (the moon diary, the solar system, the space station, the
 * shooting stars, Mars) still wins for it.
 */
import { describe, expect, it } from 'vitest'
import { resolveEntry } from '~/.server/generation/offline/illustrator'
import { storyRequestData } from '~/.server/generation/openai/writer'
import { listenerFor } from '~/.server/generation/profile'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { childSubjectWords, tell } from '~/.server/generation/tales/render'

const SKY = SUBJECTS.sky ?? {}
const tale = taleFor('space', 6)!

const poppy = listenerFor({
  childName: 'Poppy, 3, who loves looking at the moon',
  childAge: 3,
  pronouns: 'she',
  mainCharacter: 'her teddy, Mr Buttons',
  fears: 'the dark',
})
const kofi = listenerFor({
  childName: 'Kofi, kind',
  childAge: 6,
  pronouns: 'he',
  mainCharacter: 'his grandad',
  interests: 'the International Space Station, football',
})
const maya = listenerFor({
  childName: 'Maya, who is shy and wants to see the northern lights',
  childAge: 9,
  pronouns: 'she',
  mainCharacter: 'our dog, Biscuit',
  fears: 'the dark',
})
const ravi = listenerFor({
  childName: 'Ravi, 11, who knows everything about Jupiter',
  childAge: 11,
  pronouns: 'they',
  mainCharacter: 'his robot, Bolt',
})
const sam = listenerFor({ childName: 'Sam', childAge: 6, pronouns: 'he', mainCharacter: 'his big sister Ella' })
const look = (wheelchair: boolean) =>
  ({ skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair, hearingAid: false }) as const
const text = (listener: typeof poppy, wheelchair = false) =>
  tell(tale, 'space', listener, 1, { look: look(wheelchair) })
    .pages.map((p) => p.text)
    .join('\n')
const loves = (said: string) =>
  listenerFor({ childName: `Ada, who loves ${said}`, childAge: 7, pronouns: 'she', mainCharacter: 'her grandad' })
const said = (interests: string) =>
  ownSubject('sky', childSubjectWords(listenerFor({ childName: 'Ada', childAge: 6, pronouns: 'she', mainCharacter: 'her mum', interests })))

describe('the sky lexicon', () => {
  it('has the things in the sky a child loves, each in true words of its own', () => {
    expect(Object.keys(SKY).sort()).toEqual(
      [
        'astronaut',
        'black hole',
        'cassiopeia',
        'comet',
        'jupiter',
        'mars',
        'milky way',
        'moon',
        'north star',
        'northern lights',
        'orion',
        'planet',
        'plough',
        'rocket',
        'satellite',
        'saturn',
        'shooting star',
        'space station',
        'star',
        'venus',
      ].sort(),
    )
    for (const [key, entry] of Object.entries(SKY)) {
      for (const field of ['look', 'looks', 'wrong', 'wrongs', 'harder', 'harders', 'knows', 'fix', 'fixes', 'found', 'fact'] as const) {
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-zA-Z]/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
        expect(entry[field], `${key}.${field}`).not.toMatch(/\{(?!their\})/)
      }
      // The fix follows the child: no "he" (the neighbour) in it, and nobody lies down (a wheelchair user leans back).
      expect(entry.fix, key).not.toMatch(/\b(?:he|his|lay|lies|lying)\b/)
      expect(entry.kept).toBe(`{their} drawing of ${entry.the}`)
    }
    // The true things the plot turns on.
    expect(SKY['space station']?.knows).toMatch(/steady dot with no blinking lights/)
    expect(SKY['space station']?.knows).toMatch(/a few minutes/)
    expect(SKY.saturn?.knows).toMatch(/even a small telescope shows its rings/)
    expect(SKY.moon?.knows).toMatch(/edge of the Moon’s shadow/)
    expect(SKY['shooting star']?.knows).toMatch(/away from the lights, once your eyes have got used to the dark/)
    expect(SKY['north star']?.knows).toMatch(/two end stars of the Plough point straight to it/)
    expect(SKY.jupiter?.knows).toMatch(/four big moons/)
    expect(SKY.venus?.knows).toMatch(/low in the west/)
    expect(SKY.comet?.knows).toMatch(/does not whizz/)
    // What cannot be seen from a garden is told by what can be seen of it.
    expect(SKY['black hole']?.knows).toMatch(/no telescope can see a black hole.*the Swan/)
    expect(SKY.astronaut?.knows).toMatch(/live on the space station/)
    expect(SKY.rocket?.knows).toMatch(/carry satellites up/)
    // No Sun: its one true thing is never to look at it, and the tale is a night sky.
    expect(ownSubject('sky', ['the sun | the sun'])).toBeUndefined()
  })

  it('finds the child’s own thing in what the parent said, and never a Mars bar or rocket salad', () => {
    expect(said('Saturn')).toBe('saturn')
    expect(said("Saturn's rings")).toBe('saturn')
    expect(said('the planet Jupiter')).toBe('jupiter')
    expect(said('Venus')).toBe('venus')
    expect(said('the solar system')).toBe('planet')
    expect(said('the Moon')).toBe('moon')
    expect(said('the ISS')).toBe('space station')
    expect(said('the International Space Station')).toBe('space station')
    expect(said('wants to be an astronaut')).toBe('astronaut')
    expect(said('space rockets')).toBe('rocket')
    expect(said('satellites')).toBe('satellite')
    expect(said('meteor showers')).toBe('shooting star')
    expect(said('comets')).toBe('comet')
    expect(said('the North Star')).toBe('north star')
    expect(said('the Big Dipper')).toBe('plough')
    expect(said('constellations')).toBe('plough')
    expect(said('Orion')).toBe('orion')
    expect(said('Cassiopeia')).toBe('cassiopeia')
    expect(said('the Milky Way')).toBe('milky way')
    expect(said('the aurora')).toBe('northern lights')
    expect(said('black holes')).toBe('black hole')
    expect(said('stargazing')).toBe('star')
    expect(said('the night sky')).toBe('star')
    expect(ownSubject('sky', ['mars bars'])).toBeUndefined()
    expect(ownSubject('sky', ['rocket salad'])).toBeUndefined()
    expect(ownSubject('sky', ['moon boots'])).toBeUndefined()
    expect(ownSubject('sky', ['satellite dishes'])).toBeUndefined()
    // Said in the name field, and said as a wish to see it.
    expect(ownSubject('sky', childSubjectWords(poppy))).toBe('moon')
    expect(ownSubject('sky', childSubjectWords(maya))).toBe('northern lights')
    expect(ownSubject('sky', childSubjectWords(ravi))).toBe('jupiter')
    const wishes = (childName: string) =>
      ownSubject('sky', childSubjectWords(listenerFor({ childName, childAge: 6, pronouns: 'he', mainCharacter: 'his mum' })))
    expect(wishes("Leo, who dreams of seeing Saturn's rings")).toBe('saturn')
    expect(wishes('Leo, who has always wanted to see a shooting star')).toBe('shooting star')
    expect(wishes('Leo, who wants to see Grandma')).toBeUndefined()
  })

  it('draws every thing as itself in the sky, and the child’s own in the pictures', () => {
    for (const [key, entry] of Object.entries(SKY)) expect(resolveEntry(entry.drawn), `${key} → ${entry.drawn}`).toBeTruthy()
    const objects = (listener: typeof poppy) => tell(tale, 'space', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(poppy)).toContain('moon')
    expect(objects(kofi)).toContain('space station')
    expect(objects(maya)).toContain('northern lights')
    expect(objects(poppy).join()).not.toMatch(/\{/)
  })
})

describe('space/6, first light', () => {
  it('tells the child’s own thing at the seed, the trouble and the key', () => {
    const told = text(kofi)
    expect(told).toMatch(/"The space station," said Kofi\./)
    expect(told).toMatch(/it blinked red, then green: it was only a plane/)
    expect(told).toMatch(/Kofi knew that the space station is a bright, steady dot with no blinking lights/)
    expect(told).toMatch(/And there: a bright, steady dot with no blinking lights, sliding silently over the rooftops\./)
    expect(told).toMatch(/"First light: the space station\. Found by Kofi\."/)
    expect(told).not.toMatch(/[{}]/)
  })

  it('tells a three-year-old the Moon, simply, at home in the garden, and meets the dark with care', () => {
    const told = text(poppy)
    expect(told).toMatch(/"The Moon!" says Poppy\./)
    expect(told).toMatch(/He points it at the Moon’s bright middle\.\n\nOh no! It is all white and dazzly!/)
    expect(told).toMatch(/Poppy knows! Craters show where the light meets the dark!/)
    expect(told).toMatch(/Look! Craters, hundreds of them, round as pie dishes/)
    expect(told).toMatch(/Very dark! Poppy's tummy goes wobbly\. But the dark lets the sky show\./)
    expect(told).toMatch(/It is very dark\. Poppy does not mind!/)
  })

  it('tells Maya the northern lights, low in the north with a phone, and her shy turn', () => {
    const told = text(maya)
    expect(told).toMatch(/"The northern lights\."/)
    expect(told).toMatch(/Maya knew that the northern lights show low in the north/)
    expect(told).toMatch(/Maya tugged Mr Okoro's sleeve\. "Light off, please," she whispered/)
    expect(told).toMatch(/a soft glow low over the fields, and on the phone, green and pink/)
    expect(told).toMatch(/Tonight, the dark was on her side\./)
  })

  it('tells Ravi, in a wheelchair, Jupiter’s four moons, and the Moon to a child with no sky of their own', () => {
    const told = text(ravi, true)
    expect(told).toMatch(/there were four tiny specks beside it, and he said they were dust on the lens/)
    expect(told).toMatch(/Ravi counted the four specks in their straight line/)
    expect(told).toMatch(/wheeled away from the light/)
    expect(told).not.toMatch(/\b(?:walked|lay back|lying)\b/)
    expect(text(sam)).toMatch(/the craters show best along the edge of the Moon’s shadow/)
    expect(text(sam)).not.toMatch(/Sam loved|loves the Moon/)
  })
})

describe('the fit of the sky tale', () => {
  it('gives way to a tale whose pitch is about the child’s very thing, and wins for every other', () => {
    expect(writtenAround('space', 6, 'sky', 'moon')).toBe(1)
    expect(writtenAround('space', 6, 'sky', 'planet')).toBe(2)
    expect(writtenAround('space', 6, 'sky', 'space station')).toBe(3)
    expect(writtenAround('space', 6, 'sky', 'astronaut')).toBe(3)
    expect(writtenAround('space', 6, 'sky', 'shooting star')).toBe(4)
    expect(writtenAround('space', 6, 'sky', 'mars')).toBe(5)
    // space/4 counts the stars on its way to its shooting stars, and space/2 learns the sun is a
    // star: neither is written around the stars.
    expect(writtenAround('space', 6, 'sky', 'star')).toBeUndefined()
    expect(bestOutlines('space', loves('the moon'))).toEqual([1])
    expect(bestOutlines('space', loves('Mars'))).toEqual([5])
    expect(bestOutlines('space', kofi)).toEqual([3])
    expect(outlineFit('space', 6, loves('Mars')).reasons.join()).toMatch(/space\/5 is written around it/)
    for (const thing of [
      'Saturn',
      'Jupiter',
      'Venus',
      'comets',
      'the Plough',
      'Orion',
      'the northern lights',
      'black holes',
      'the stars',
      'rockets',
    ])
      expect(bestOutlines('space', loves(thing)), thing).toEqual([6])
    expect(bestOutlines('space', maya)).toEqual([6])
    expect(bestOutlines('space', ravi)).toEqual([6])
    expect(outlineFit('space', 6, sam).reasons.join()).not.toMatch(/story's own/)
  })

  it('tells the OpenAI writer the child’s own thing, the wrong way, the truth and the finding', () => {
    const data = storyRequestData({ theme: 'space' } as Parameters<typeof storyRequestData>[0], maya, 6) as Record<string, unknown>
    expect(data.centralThing).toMatchObject({
      sky: 'northern lights',
      wrongWay: expect.stringMatching(/^the neighbour pointed the telescope straight up/),
      truth: expect.stringMatching(/low in the north/),
      foundBy: expect.stringMatching(/there it is: a soft glow/),
    })
  })
})
