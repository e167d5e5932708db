/**
 * Answers as parents really write them, each with the kind an author would read it as: traits in
 * the name field ("Leo, shy at first"), things the child loves, and things the child finds scary.
 * A phrasing here that parses as unknown is dropped from the story; one that parses as the wrong
 * kind is told wrong. Each interest's doing must also read after "spent hours …".
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseAnswers, parseChild } from '~/.server/generation/profile/child'
import { fearEntryFor } from '~/.server/generation/profile/fears'
import { INTEREST_FACTS, interestFacts } from '~/.server/generation/profile/interests'
import type { FearKind, InterestKind, QualityKind } from '~/.server/generation/profile/lexicon'

const TRAITS: ReadonlyArray<[string, QualityKind]> = [
  // brave: the bold, loud, always-moving child
  ['outdoorsy', 'brave'],
  ["can't sit still", 'brave'],
  ['cannot sit still', 'brave'],
  ['never sits still', 'brave'],
  ['full of energy', 'brave'],
  ['always on the go', 'brave'],
  ['a whirlwind', 'brave'],
  ['into everything', 'brave'],
  ['loud', 'brave'],
  ['a daredevil', 'brave'],
  ['fearless', 'brave'],
  ['sporty', 'brave'],
  ['up for anything', 'brave'],
  ['tries anything', 'brave'],
  // shy
  ['shy at first', 'shy'],
  ['a bit shy at first', 'shy'],
  ['shy with new people', 'shy'],
  ['quiet until she knows you', 'shy'],
  ['takes a while to warm up', 'shy'],
  ['slow to warm up', 'shy'],
  ['clingy', 'shy'],
  ['a homebody', 'shy'],
  ['a bit reserved', 'shy'],
  ['quiet', 'shy'],
  // curious
  ['a bookworm', 'curious'],
  ['always asking why', 'curious'],
  ['asks a million questions', 'curious'],
  ['wants to know how everything works', 'curious'],
  ['a little scientist', 'curious'],
  ['a daydreamer', 'curious'],
  ['dreamy', 'curious'],
  ['forgets her shoes', 'curious'],
  ['in a world of her own', 'curious'],
  ['has a big imagination', 'curious'],
  ['full of ideas', 'curious'],
  ['a deep thinker', 'curious'],
  ['notices everything', 'curious'],
  ['loves learning', 'curious'],
  // kind
  ['kind to animals', 'kind'],
  ['loves to help', 'kind'],
  ['always helping', 'kind'],
  ['a little helper', 'kind'],
  ['cuddly', 'kind'],
  ['a cuddle monster', 'kind'],
  ['gentle with babies', 'kind'],
  ['looks after everyone', 'kind'],
  ['always shares', 'kind'],
  ["always asks 'can I help?'", 'kind'],
  ["asks 'can I do it?'", 'kind'],
  ['sensitive', 'kind'],
  ['thinks of others', 'kind'],
  ['big-hearted', 'kind'],
  ['a gentle soul', 'kind'],
  // funny
  // The chatterbox's talk finds the answer: told by the passages that ask.
  ['a chatterbox', 'curious'],
  ['never stops talking', 'curious'],
  ['then never stops talking', 'curious'],
  ['talks nonstop', 'curious'],
  ['a clown', 'funny'],
  ['the class clown', 'funny'],
  ['makes everyone laugh', 'funny'],
  ['makes up jokes', 'funny'],
  ['cheeky', 'funny'],
  ['a cheeky monkey', 'funny'],
  ['full of giggles', 'funny'],
  ['a show-off', 'funny'],
  ['a little comedian', 'funny'],
  ['dramatic', 'funny'],
  // careful
  ['a perfectionist', 'careful'],
  ['a little worrier', 'shy'],
  ['likes things just so', 'careful'],
  ['likes routine', 'careful'],
  ['likes everything in order', 'careful'],
  ['lines up his toys', 'careful'],
  ['thinks before she acts', 'careful'],
  ['methodical', 'careful'],
  ['cautious', 'careful'],
  // determined
  ['stubborn', 'determined'],
  ['bossy', 'determined'],
  ['competitive', 'determined'],
  ['hates losing', 'determined'],
  ['hates losing at anything', 'determined'],
  ['gets cross when he loses', 'determined'],
  // s70's parents.
  ['gets upset if she loses', 'determined'],
  ['never stops asking why', 'curious'],
  ['narrates everything she does out loud', 'curious'],
  ['talks to himself', 'curious'],
  ['brilliant at organising', 'careful'],
  ['a brilliant drawer', 'curious'],
  ['quite serious', 'careful'],
  ['very fair', 'kind'],
  ['a sore loser', 'determined'],
  ['wants to do everything herself', 'determined'],
  ['fiercely independent', 'determined'],
  ['knows her own mind', 'determined'],
  ['feisty', 'determined'],
  ['a little leader', 'determined'],
]

const INTERESTS: ReadonlyArray<[string, InterestKind]> = [
  // vehicles and the everyday things toddlers love
  ['buses', 'making'],
  ['bin lorries', 'making'],
  ['the bin men', 'making'],
  ['washing machines', 'making'],
  ['pressing buttons', 'making'],
  ['fire engines', 'making'],
  ['tractors', 'making'],
  ['diggers', 'making'],
  ['steam trains', 'making'],
  ['motorbikes', 'making'],
  ['cranes', 'making'],
  ['the hoover', 'making'],
  ['lining up cars', 'making'],
  ['ringing the bell', 'music'],
  ['splashing', 'nature'],
  ['puddles', 'nature'],
  ['splashing in puddles', 'nature'],
  ['bubbles', 'nature'],
  ['swings', 'nature'],
  ['the park', 'nature'],
  // sport
  ['show jumping', 'sport'],
  ['gymnastics', 'sport'],
  ['trampolining', 'sport'],
  ['swimming', 'sport'],
  ['football', 'sport'],
  ['ballet', 'sport'],
  ['karate', 'sport'],
  ['cartwheels', 'sport'],
  ['tap dancing', 'music'],
  ['parkour', 'sport'],
  ['boxing', 'sport'],
  ['horse riding', 'sport'],
  ['wheelchair basketball', 'sport'],
  ['riding her bike', 'sport'],
  // crafts and making
  ['baking', 'making'],
  ['slime', 'art'],
  ['knots', 'making'],
  ['tying knots', 'making'],
  ['crochet', 'art'],
  ['loom bands', 'art'],
  ['hama beads', 'art'],
  ['play dough', 'art'],
  ['origami', 'art'],
  ['junk modelling', 'making'],
  ['painting', 'art'],
  ['lists', 'books'],
  ['making lists', 'books'],
  ['spelling bees', 'books'],
  // games and screens
  ['Pokémon', 'books'],
  ['Pokemon cards', 'books'],
  ['Minecraft', 'making'],
  ['Lego', 'making'],
  ['Roblox', 'making'],
  ['chess', 'making'],
  ['magic tricks', 'books'],
  ['jokes', 'books'],
  // animals, nature, space
  ['dinosaurs', 'animals'],
  ['horses', 'animals'],
  ['sharks', 'animals'],
  ['frogs', 'animals'],
  ['bugs', 'animals'],
  ['unicorns', 'books'],
  ['planets', 'space'],
  ['the solar system', 'space'],
  ['volcanoes', 'space'],
  ['the weather', 'nature'],
  ['rocks', 'nature'],
  ['flags', 'space'],
  ['clocks', 'space'],
  ['the piano', 'music'],
  ['the drums', 'music'],
  ['comics', 'books'],
]

/** The fear's kind, and the entry whose lines tell it where one should. */
const FEARS_SAID: ReadonlyArray<[string, FearKind | 'worry', string?]> = [
  ['fog', 'dark', 'fog'],
  ['foggy days', 'dark', 'fog'],
  ['the baby crying', 'noise', 'baby-crying'],
  ['his baby sister crying', 'noise', 'baby-crying'],
  ['moving house', 'alone', 'moving-house'],
  ['the move to our new house', 'alone', 'moving-house'],
  ['a new baby', 'alone', 'new-baby'],
  ['the new baby coming', 'alone', 'new-baby'],
  ['starting school', 'alone', 'school'],
  ['being laughed at', 'alone', 'laughed-at'],
  ['people laughing at her', 'alone', 'laughed-at'],
  ['making mistakes', 'alone', 'mistakes'],
  ['getting things wrong', 'alone', 'mistakes'],
  ['the shower', 'water', 'shower'],
  ['having a shower', 'water', 'shower'],
  ['having a bath', 'water', 'bath'],
  ['having her hair washed', 'water', 'hair-washing'],
  ['the hand dryer', 'noise', 'hand-dryer'],
  ['sirens', 'noise', 'sirens'],
  ['fireworks', 'noise', 'fireworks'],
  ['thunder', 'noise', 'thunder'],
  ['the hoover', 'noise', 'hoover'],
  ['balloons popping', 'noise', 'balloons'],
  ['loud noises', 'noise', 'loud-noises'],
  ['the wind', 'noise', 'wind'],
  ['doctors', 'alone', 'doctor'],
  ['needles', 'alone', 'doctor'],
  ['injections', 'alone', 'doctor'],
  ['the dentist', 'alone', 'dentist'],
  ['haircuts', 'alone', 'haircut'],
  ['getting lost', 'alone', 'lost'],
  ['sleepovers', 'alone', 'away-from-home'],
  ['being away from mum', 'alone', 'away-from-home'],
  ['crowds', 'alone', 'crowds'],
  ['new people', 'alone', 'new-places'],
  ['birthday parties', 'alone', 'new-places'],
  ['monsters under the bed', 'dark', 'monsters'],
  ['the dark', 'dark', 'dark'],
  ['shadows', 'dark', 'shadows'],
  ['sleeping on his own', 'dark', 'bedtime'],
  ['heights', 'heights', 'heights'],
  ['the big slide', 'heights', 'slides'],
  ['escalators', 'heights', 'lifts'],
  ['deep water', 'water', 'swimming'],
  ['the sea', 'water', 'sea'],
  ['putting her face in the water', 'water', 'swimming'],
  ['dogs', 'animals', 'dogs'],
  ['spiders', 'animals', 'spiders'],
  ['wasps', 'animals', 'bees'],
  ['geese', 'animals', 'birds'],
  // Being sick is about health: never quoted in a story.
  ['being sick', 'worry'],
]

const summary = (t: { kind: string; quality?: string; interest?: string; fear?: string }) =>
  t.kind === 'quality' ? t.quality : t.kind === 'interest' ? t.interest : t.kind === 'fear' ? t.fear : t.kind

describe('the answers parents really write', () => {
  it('reads each trait in the name field as the quality an author would', () => {
    const wrong = TRAITS.flatMap(([said, kind]) => {
      const traits = parseChild(`Sam, ${said}`, 'he').traits
      const got = traits.map((t) => ('quality' in t ? t.quality : t.kind)).join('+')
      return got === kind ? [] : [`${said}: ${got}`]
    })
    expect(wrong).toEqual([])
    expect(TRAITS.length).toBeGreaterThanOrEqual(80)
  })

  it('reads the traits of a whole name field, each on its own', () => {
    const read = (said: string) => parseChild(said, 'he').traits.map(summary)
    expect(read("Hamza, loves to help and always asks 'can I do it?'")).toEqual(['kind', 'kind'])
    expect(read('Leo, shy at first, then never stops talking')).toEqual(['shy', 'curious'])
    expect(read("Jack, outdoorsy, can't sit still")).toEqual(['brave', 'brave'])
    expect(read('Zainab, thoughtful, kind to animals')).toEqual(['curious', 'kind'])
    expect(read('Ava, competitive, hates losing at anything')).toEqual(['determined', 'determined'])
    expect(read('Rory, funny, makes up jokes')).toEqual(['funny', 'funny'])
    expect(read('Arlo, loud and cuddly')).toEqual(['brave', 'kind'])
    expect(read('Elsie, dreamy, forgets her shoes')).toEqual(['curious', 'curious'])
    // A fear in the name field finds its kind in the fear lexicon too; "hates losing" is no fear.
    expect(read('Noor, scared of fog, kind to her little brother')).toEqual(['dark', 'kind'])
    expect(read('Max, really bossy at times, has a big imagination')).toEqual(['determined', 'curious'])
    expect(read("Mo, can't stop telling jokes")).toEqual(['funny'])
    expect(read('Oscar, dinosaur mad, roars at everything')).toEqual(['animals', 'brave'])
    expect(read('Kofi, 4, sings everything he does')).toEqual(['music'])
    expect(read('Ben, football-crazy, argues about everything')).toEqual(['sport', 'determined'])
    expect(read('Matilda, loves a good argument and wants to be a lawyer')).toEqual(['determined', 'unknown'])
    expect(read('Sofia, anxious but brave when it matters')).toEqual(['shy', 'brave'])
  })

  it('reads each thing the child loves as its kind, with a doing that reads after "spent hours"', () => {
    const wrong = INTERESTS.flatMap(([said, kind]) => {
      const [trait] = parseAnswers({ interests: said })
      if (trait?.kind !== 'interest') return [`${said}: ${trait?.kind}`]
      const { doing } = interestFacts(trait.noun, trait.interest, trait.phrase)
      if (trait.interest !== kind) return [`${said}: ${trait.interest}`]
      return GERUND.test(doing) ? [] : [`${said}: spent hours ${doing}`]
    })
    expect(wrong).toEqual([])
    expect(INTERESTS.length).toBeGreaterThanOrEqual(70)
  })

  it('keeps the capitals of a name the child loves, not of a word that only starts the answer', () => {
    const nouns = (interests: string) =>
      listenerFor({ childName: 'Matilda', childAge: 11, pronouns: 'she', mainCharacter: 'a dog', interests }).child.traits.map((t) =>
        'noun' in t ? t.noun : null,
      )
    expect(nouns('Ancient Egypt and chess')).toEqual(['Ancient Egypt', 'chess'])
    expect(nouns('Football and Morse code')).toEqual(['football', 'Morse code'])
    expect(nouns('planets and wheelchair basketball')).toEqual(['planets', 'wheelchair basketball'])
  })

  it('reads each fear as its kind, told by the entry whose lines say it', () => {
    const wrong = FEARS_SAID.flatMap(([said, kind, id]) => {
      const [trait] = parseAnswers({ fears: said })
      const got = trait ? summary(trait) : 'nothing'
      const entry = fearEntryFor(said)?.id
      return got === kind && (!id || entry === id) ? [] : [`${said}: ${got} ${entry}`]
    })
    expect(wrong).toEqual([])
    expect(FEARS_SAID.length).toBeGreaterThanOrEqual(50)
  })
})

/** A doing reads after "spent hours …": it opens with a verb's -ing ("watching", "building dens"). */
const GERUND = /^(?:[a-z]+[ -])?[a-z]+ing\b/
/** Words ending in -ing that are things, not doings: "spent hours spelling bees" is garbled. */
const NOT_DOINGS = /^(spelling bees|washing machines|racing cars|climbing frames|building blocks|sailing boats|swimming pools)$/

describe('INTEREST_FACTS', () => {
  it('gives every interest a doing that starts with a gerund and reads after "spent hours"', () => {
    const wrong = Object.entries(INTEREST_FACTS).filter(([, { doing }]) => !GERUND.test(doing) || NOT_DOINGS.test(doing))
    expect(wrong.map(([noun, { doing }]) => `${noun}: spent hours ${doing}`)).toEqual([])
  })
})
