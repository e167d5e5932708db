/**
 * The child's own sport at the heart of a tale: the `sport` family of the subject lexicon
 * (profile/subject-sports.ts), sports/6 "The One Who Noticed" told for it, and the fit rule that
 * a tale written around one sport still wins for that sport's player.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { sceneOfDay } from '~/.server/generation/profile/subject-sports'
import { ownSubject, SUBJECTS } from '~/.server/generation/profile/subjects'
import { PLACE_IDS } from '~/.server/generation/scene'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { bestOutlines, outlineFit, writtenAround } from '~/.server/generation/tales/fit'
import { tell } from '~/.server/generation/tales/render'

const SPORTS = SUBJECTS.sport ?? {}
const tale = taleFor('sports', 6)!

const callum = listenerFor({
  childName: 'Callum, 7, football mad and gets really cross when he loses',
  childAge: 7,
  pronouns: 'he',
  mainCharacter: 'a scruffy little terrier called Pickle who chases every ball',
  fears: 'big crowds',
})
const kwame = listenerFor({
  childName: 'Kwame, 8, a bit of a show-off, loves basketball',
  childAge: 8,
  pronouns: 'he',
  mainCharacter: 'his best friend Jonah who stammers',
})
const asha = listenerFor({ childName: 'Asha, 11, cricket', childAge: 11, pronouns: 'she', mainCharacter: 'her grandad' })
const mia = listenerFor({ childName: 'Mia, who is brave and loves owls', childAge: 6, pronouns: 'she', mainCharacter: 'her grandpa' })
const look = (wheelchair: boolean) =>
  ({ skinTone: 3, hairStyle: 'short', hairColor: 'brown', glasses: false, wheelchair, hearingAid: false }) as const
const text = (listener: typeof kwame, wheelchair = false) =>
  tell(tale, 'sports', listener, 1, { look: look(wheelchair) })
    .pages.map((p) => p.text)
    .join('\n')

describe('the sport lexicon', () => {
  it('has every sport the brief names, in mid-sentence words of its own kind', () => {
    const keys =
      'football basketball netball cricket rugby tennis hockey rounders swimming gymnastics running karate judo ballet cycling skateboarding climbing'
    expect(Object.keys(SPORTS).sort()).toEqual(keys.split(' ').sort())
    for (const [key, entry] of Object.entries(SPORTS)) {
      for (const field of ['wrong', 'wrongs', 'fix', 'fixes', 'knows', 'play', 'plays', 'wheel', 'wheels', 'move', 'game'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z"{]/)
      for (const field of ['bad', 'good'] as const) expect(entry[field], `${key}.${field}`).toMatch(/^an? /)
      for (const field of Object.keys(entry) as (keyof typeof entry)[])
        if (typeof entry[field] === 'string') {
          expect(entry[field], `${key}.${field}`).not.toMatch(/[.!?]$/)
          // Only {their} is told inside a subject field; {they} or {them} would be left in the text.
          expect(entry[field], `${key}.${field}`).not.toMatch(/\{(?!their\})/)
        }
    }
    // True to each sport: the free throw and the crowded hoop, the backwards pass, the T at the end of the lane.
    expect(SPORTS.basketball?.move).toBe('free throws')
    expect(SPORTS.basketball?.knows).toMatch(/always free/)
    expect(SPORTS.rugby?.knows).toMatch(/backwards/)
    expect(SPORTS.swimming?.knows).toMatch(/ends in a T/)
    expect(SPORTS.cricket?.move).toBe('cover drives')
    // Where the move is on foot, the wheelchair version is its own: wheelchair basketball, wheelchair tennis, a racing chair.
    expect(SPORTS.basketball?.wheel).toMatch(/wheelchair basketball, two pushes and a bounce/)
    expect(SPORTS.tennis?.wheel).toMatch(/wheelchair tennis, two bounces/)
    expect(SPORTS.running?.wheel).toMatch(/racing chair/)
    expect(SPORTS.cricket?.wheel).toBe(SPORTS.cricket?.play)
  })

  it('finds the child’s own sport in what the parent said they love', () => {
    expect(ownSubject('sport', ['basketball | loves basketball'])).toBe('basketball')
    expect(ownSubject('sport', ['karate'])).toBe('karate')
    expect(ownSubject('sport', ['judo'])).toBe('judo')
    expect(ownSubject('sport', ['wheelchair basketball'])).toBe('basketball')
    expect(ownSubject('sport', ['owls', 'tennis'])).toBe('tennis')
    expect(ownSubject('sport', ['table tennis'])).toBeUndefined()
    expect(ownSubject('sport', ['owls'])).toBeUndefined()
  })

  it('draws every sport with kit the illustrator has, the nearest where its own is not drawn', () => {
    // As `npm run stories -- draw` answers: a racket, trainers, a judo belt and a rounders bat are not drawn.
    const drawn = new Set([
      'football',
      'basketball',
      'netball hoop',
      'cricket bat',
      'ball',
      'tennis ball',
      'hockey stick',
      'goggles',
      'soft mats',
      'running shoes',
      'ballet shoes',
      'bike',
      'skateboard',
      'rope',
    ])
    for (const [key, entry] of Object.entries(SPORTS)) expect(drawn.has(entry.drawn), `${key} → ${entry.drawn}`).toBe(true)
    const objects = (listener: typeof kwame) => tell(tale, 'sports', listener, 1).pages.flatMap((p) => p.scene.objects)
    expect(objects(kwame)).toContain('basketball')
    expect(objects(asha)).toContain('cricket bat')
    expect(objects(mia)).toContain('football')
    expect(objects(kwame).join()).not.toMatch(/\{/)
  })
})

describe('sports/6, the one who noticed', () => {
  it('tells the child’s own sport at the seed, the trouble and the key', () => {
    const told = text(kwame)
    expect(told).toMatch(/practising free throws every evening/)
    expect(told).toMatch(/tallest player had parked under the hoop/)
    expect(told).toMatch(/Kwame knew that when the other side crowds the hoop, somebody out on the edge is always free/)
    expect(told).not.toMatch(/football/)
    expect(told).not.toMatch(/[{}]/)
  })

  it('tells football to a child with no sport, and the cross child a gentle arc', () => {
    expect(text(mia)).toMatch(/wind has got up|wind had got up/)
    const told = text(callum)
    expect(told).toMatch(/the crossness|Swallowing the crossness down/)
    expect(told).toMatch(/shook hands with the other team, and meant it/)
  })

  it('tells a wheelchair user the wheelchair version of the move', () => {
    const wheeler = listenerFor({ childName: 'Dev', childAge: 8, pronouns: 'he', mainCharacter: 'his mum', interests: 'basketball' })
    expect(text(wheeler, true)).toMatch(/played wheelchair basketball, two pushes and a bounce/)
    expect(text(wheeler)).not.toMatch(/wheelchair/)
    expect(text(asha, true)).toMatch(/stroked a cover drive/)
  })
})

describe('sports/6 for a sport a child does alone', () => {
  const sami = (childAge: number) =>
    listenerFor({
      childName: 'Sami, who is a wheelchair racer training for his first 5K',
      childAge,
      pronouns: 'he',
      mainCharacter: 'his grandad, who used to run marathons',
      interests: 'wheelchair racing',
      fears: 'coming last',
    })
  const ivy = listenerFor({ childName: 'Ivy, 6, who loves gymnastics', childAge: 6, pronouns: 'she', mainCharacter: 'her big sister Rosa' })
  const ben = listenerFor({ childName: 'Ben, 10', childAge: 10, pronouns: 'he', mainCharacter: 'his dog Scout', interests: 'swimming' })
  // Blind readers: "a team-sport template forced onto a race (whistles, 'the other side', shorts for a wheelchair racer)".
  const TEAM = /\bteam\b|other side|whistle|\bpeep\b|\bshorts\b|\bpitch\b|pavilion|played in front of/i

  it('draws the big day where the sport is: a swimmer at the pool, a footballer on the field', () => {
    const places = (listener: ReturnType<typeof listenerFor>) => tell(tale, 'sports', listener, 3).pages.map((p) => p.scene.place)
    // The big day's pages; the first is the practice at home, the last bedtime.
    expect(places(ben).slice(1, -1)).toEqual(['swimming-pool', 'swimming-pool', 'swimming-pool', 'swimming-pool', 'swimming-pool'])
    expect(
      places(callum)
        .slice(1, -1)
        .every((place) => place === 'sports-field'),
    ).toBe(true)
    for (const entry of Object.values(SPORTS)) expect(PLACE_IDS, entry.place).toContain(sceneOfDay(entry.place))
  })

  it('knows which sports are a team’s, and where each big day happens', () => {
    for (const key of ['football', 'basketball', 'netball', 'cricket', 'rugby', 'hockey', 'rounders'])
      expect(SPORTS[key]?.team, key).toBe(true)
    for (const key of ['tennis', 'swimming', 'gymnastics', 'running', 'karate', 'judo', 'ballet', 'cycling', 'skateboarding', 'climbing'])
      expect(SPORTS[key]?.team, key).toBeUndefined()
    expect(SPORTS.running).toMatchObject({
      place: 'track',
      side: 'the other racers',
      kit: 'trainers',
      chairkit: 'racing gloves',
      game: 'race',
    })
    expect(SPORTS.swimming).toMatchObject({ place: 'pool', kit: 'goggles and swimming cap', game: 'gala' })
    expect(SPORTS.gymnastics).toMatchObject({ place: 'mat', kit: 'leotard' })
    for (const [key, entry] of Object.entries(SPORTS)) {
      for (const field of ['place', 'side', 'kit', 'chairkit', 'start', 'starts'] as const)
        expect(entry[field], `${key}.${field}`).toMatch(/^[a-z]/)
      if (!entry.team) expect(`${entry.side} ${entry.start}`, key).not.toMatch(/team|whistle blew|other side/)
    }
    // "who is a wheelchair racer training for his first 5K" is running.
    expect(ownSubject('sport', ['wheelchair racer training for his first 5k'])).toBe('running')
    expect(ownSubject('sport', ['parkrun'])).toBe('running')
  })

  it('tells a wheelchair racer a race in his racing chair, with no team, whistle, shorts or running', () => {
    for (const age of [4, 8, 11]) {
      const told = text(sami(age), true)
      expect(told, `${age}`).not.toMatch(TEAM)
      expect(told, `${age}`).not.toMatch(/\b(?:ran|runs|running (?:as|hard))\b|trainers/)
      expect(told, `${age}`).toMatch(/racing chair|the rims/)
      expect(told, `${age}`).not.toMatch(/[{}]/)
    }
    const told = text(sami(8), true)
    expect(told).toMatch(/last big race of the year/)
    expect(told).toMatch(/the starter shouted “Go!”, and they were off/)
    expect(told).toMatch(/shook hands with the other racers/)
    expect(told).toMatch(/his racing gloves tucked in on top/)
  })

  it('tells a gymnast and a swimmer their own day, and no kit word as one thing', () => {
    for (const [listener, own] of [
      [ivy, /all round the mat|the judges n/],
      [ben, /all the way round the pool|Take your marks!/],
    ] as const) {
      const told = text(listener)
      expect(told).not.toMatch(TEAM)
      expect(told).toMatch(own)
      // Trainers, goggles and gloves are plural: never "trainers was", "goggles … it".
      expect(told).not.toMatch(/(?:trainers|goggles|gloves|shoes|pads)(?: [a-z]+){0,3} (?:was|is)\b/)
    }
    expect(text(ben)).toMatch(/his goggles and swimming cap tucked in on top/)
  })
})

describe('the fit of a subject sports tale', () => {
  it('gives way to a tale written around the child’s very sport, and wins for every other', () => {
    // sports/2 is the football team, sports/4 the cricket match: their players still hear them.
    expect(writtenAround('sports', 6, 'sport', 'football')).toBe(2)
    expect(writtenAround('sports', 6, 'sport', 'cricket')).toBe(4)
    expect(writtenAround('sports', 6, 'sport', 'basketball')).toBeUndefined()
    expect(writtenAround('music', 7, 'instrument', 'drum')).toBeUndefined()
    const jack = listenerFor({ childName: 'Jack', childAge: 7, pronouns: 'he', mainCharacter: 'his dad', interests: 'cricket' })
    expect(bestOutlines('sports', jack)).toEqual([4])
    expect(outlineFit('sports', 6, jack).reasons.join()).toMatch(/sports\/4 is written around it/)
    const sam = listenerFor({ childName: 'Sam', childAge: 7, pronouns: 'he', mainCharacter: 'his dad', interests: 'football' })
    expect(bestOutlines('sports', sam)).toEqual([2])
    // Callum is football mad and scared of big crowds: the big day meets that fear, and tells football.
    expect(outlineFit('sports', 6, callum).reasons).toEqual([
      "the football is the story's own, and sports/2 is written around it",
      'meets the fear of alone',
      'in its plot (big crowds)',
    ])
    expect(bestOutlines('sports', callum)).toEqual([6])
    // Basketball has no tale of its own: the subject tale is his.
    expect(bestOutlines('sports', kwame)).toEqual([6])
    expect(outlineFit('sports', 6, kwame).reasons).toContain("the basketball is the story's own")
    expect(outlineFit('sports', 6, mia).reasons.join()).not.toMatch(/story's own/)
  })
})
