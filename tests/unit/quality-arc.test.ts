/**
 * Who the child is causes the turn (tales/quality-arc.ts, the qualities lexicon): the qualities
 * parents really write are read as the right key and the right sense ("never stops talking" is the
 * chatterbox whose talk finds the answer, "gets cross when he loses" the competitive child), shown
 * before the turn, stepped at the turn where the sense has a step (the bossy child listens, the
 * anxious child takes one small brave step) and recognised at the end, in every band, in its tense,
 * within the page's words, never as a flaw.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseChild } from '~/.server/generation/profile/child'
import type { QualityKind } from '~/.server/generation/profile/lexicon'
import { ageBand, countWords, WORDS_PER_PAGE } from '~/.server/generation/story-shape'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { ARCS, type Flavour, qualityFlavour } from '~/.server/generation/tales/quality-arc'
import { tell } from '~/.server/generation/tales/render'

/** What a parent writes after the name, the key the turn tells, and the sense the arc tells. */
const SAID: ReadonlyArray<readonly [string, QualityKind, Flavour]> = [
  ['never stops talking', 'curious', 'chatty'],
  ['who never stops talking', 'curious', 'chatty'],
  ['chatty', 'curious', 'chatty'],
  ['very chatty', 'curious', 'chatty'],
  ['a chatterbox', 'curious', 'chatty'],
  ['a real chatterbox', 'curious', 'chatty'],
  ['talks a lot', 'curious', 'chatty'],
  ['talks non-stop', 'curious', 'chatty'],
  ['talks all the time', 'curious', 'chatty'],
  ['never stops chatting', 'curious', 'chatty'],
  ['talkative', 'curious', 'chatty'],
  ['loves to chat', 'curious', 'chatty'],
  ['a social butterfly', 'curious', 'chatty'],
  ['energetic', 'brave', 'energetic'],
  ['full of energy', 'brave', 'energetic'],
  ['so energetic', 'brave', 'energetic'],
  ['has loads of energy', 'brave', 'energetic'],
  ["can't sit still", 'brave', 'energetic'],
  ['never stops moving', 'brave', 'energetic'],
  ['always on the go', 'brave', 'energetic'],
  ['full of beans', 'brave', 'energetic'],
  ['a whirlwind', 'brave', 'energetic'],
  ['bouncy', 'brave', 'energetic'],
  ['lively', 'brave', 'energetic'],
  ['climbs everything', 'brave', 'energetic'],
  ['clumsy', 'brave', 'clumsy'],
  ['a bit clumsy', 'brave', 'clumsy'],
  ['very clumsy', 'brave', 'clumsy'],
  ['bumps into everything', 'brave', 'clumsy'],
  ['trips over everything', 'brave', 'clumsy'],
  ['accident-prone', 'brave', 'clumsy'],
  ['creative', 'curious', 'creative'],
  ['very creative', 'curious', 'creative'],
  ['arty', 'curious', 'creative'],
  ['crafty', 'curious', 'creative'],
  ['artistic', 'curious', 'creative'],
  ['imaginative', 'curious', 'creative'],
  ['has a big imagination', 'curious', 'creative'],
  ['full of ideas', 'curious', 'creative'],
  ['inventive', 'curious', 'creative'],
  ['messy', 'curious', 'messy'],
  ['very messy', 'curious', 'messy'],
  ['makes a mess everywhere', 'curious', 'messy'],
  ['dreamy', 'curious', 'dreamy'],
  ['a daydreamer', 'curious', 'dreamy'],
  ['a dreamer', 'curious', 'dreamy'],
  ['has his head in the clouds', 'curious', 'dreamy'],
  ['lives in a world of her own', 'curious', 'dreamy'],
  ['a bookworm', 'curious', 'bookworm'],
  ['always has her nose in a book', 'curious', 'bookworm'],
  ['has his nose in a book', 'curious', 'bookworm'],
  ['reads all the time', 'curious', 'bookworm'],
  ['bookish', 'curious', 'bookworm'],
  ['clever with puzzles', 'curious', 'puzzler'],
  ['good at puzzles', 'curious', 'puzzler'],
  ['brilliant at maths', 'curious', 'puzzler'],
  ['loves solving problems', 'curious', 'puzzler'],
  ['a problem solver', 'curious', 'puzzler'],
  ['brainy', 'curious', 'puzzler'],
  ['logical', 'curious', 'puzzler'],
  ['clever', 'curious', 'puzzler'],
  ['gentle', 'kind', 'gentle'],
  ['very gentle', 'kind', 'gentle'],
  ['gentle with animals', 'kind', 'gentle'],
  ['a gentle soul', 'kind', 'gentle'],
  ['a big softie', 'kind', 'gentle'],
  ['silly', 'funny', 'funny'],
  ['very silly', 'funny', 'funny'],
  ['goofy', 'funny', 'funny'],
  ['hilarious', 'funny', 'funny'],
  ['hilarious at home', 'funny', 'funny'],
  ['witty', 'funny', 'funny'],
  ['cheeky', 'funny', 'funny'],
  ['loves telling jokes', 'funny', 'joker'],
  ['full of jokes', 'funny', 'joker'],
  ['always joking', 'funny', 'joker'],
  ['a joker', 'funny', 'joker'],
  ['tells jokes', 'funny', 'joker'],
  ['the class clown', 'funny', 'joker'],
  ['competitive', 'determined', 'competitive'],
  ['super competitive', 'determined', 'competitive'],
  ['has to win everything', 'determined', 'competitive'],
  ['has to win', 'determined', 'competitive'],
  ['hates losing', 'determined', 'competitive'],
  ['gets cross when he loses', 'determined', 'competitive'],
  ['a sore loser', 'determined', 'competitive'],
  ['loves winning', 'determined', 'competitive'],
  ['always wants to be first', 'determined', 'competitive'],
  ['bossy', 'determined', 'bossy'],
  ['a bit bossy', 'determined', 'bossy'],
  ['likes to be in charge', 'determined', 'bossy'],
  ['likes being the boss', 'determined', 'bossy'],
  ['tells everyone what to do', 'determined', 'bossy'],
  ['a natural leader', 'determined', 'bossy'],
  ['anxious', 'shy', 'anxious'],
  ['a bit anxious', 'shy', 'anxious'],
  ['anxious at drop-off', 'shy', 'anxious'],
  ['nervous at drop-off', 'shy', 'anxious'],
  ['nervous', 'shy', 'anxious'],
  ['clingy', 'shy', 'anxious'],
  ['worries about everything', 'shy', 'anxious'],
  ['a worrier', 'careful', 'anxious'],
  ['gets upset easily', 'shy', 'anxious'],
  ['cries easily', 'shy', 'anxious'],
  ['brave', 'brave', 'brave'],
  ['fearless', 'brave', 'brave'],
  ['shy', 'shy', 'shy'],
  ['quiet', 'shy', 'shy'],
  ['curious', 'curious', 'curious'],
  ['asks why about everything', 'curious', 'curious'],
  ['kind', 'kind', 'kind'],
  ['funny', 'funny', 'funny'],
  ['careful', 'careful', 'careful'],
  ['a bit of a perfectionist', 'careful', 'careful'],
  ['likes things perfect', 'careful', 'careful'],
  ['determined', 'determined', 'determined'],
  ['stubborn', 'determined', 'determined'],
]

describe('the qualities parents write', () => {
  it('are read as the key the turn tells and the sense the arc tells', () => {
    const wrong = SAID.flatMap(([said, key, flavour]) => {
      const [trait, ...rest] = parseChild(`Sam, ${said}`, 'he').traits
      if (trait?.kind !== 'quality' || rest.length > 0) return [`${said}: ${[trait, ...rest].map((t) => t?.kind).join('+')}`]
      const sense = qualityFlavour(trait.phrase, trait.quality)
      return trait.quality === key && sense === flavour ? [] : [`${said}: ${trait.quality}/${sense}`]
    })
    expect(wrong).toEqual([])
    expect(SAID.length).toBeGreaterThanOrEqual(100)
  })

  it('reads whole name fields from this morning, each part on its own', () => {
    const read = (said: string) =>
      parseChild(said, 'he').traits.map((t) => (t.kind === 'quality' ? `${t.quality}/${qualityFlavour(t.phrase, t.quality)}` : t.kind))
    expect(read('Oskar, who never stops talking and gets cross when he loses')).toEqual(['curious/chatty', 'determined/competitive'])
    expect(read('Teddy, full of energy and a bit clumsy')).toEqual(['brave/energetic', 'brave/clumsy'])
    expect(read('Elsie, creative and very messy')).toEqual(['curious/creative', 'curious/messy'])
    expect(read('Jonah, anxious at drop-off but hilarious at home')).toEqual(['shy/anxious', 'funny/funny'])
    expect(read('Hana, quiet, always has her nose in a book')).toEqual(['shy/shy', 'curious/bookworm'])
    expect(read('Ravi, clever with puzzles and a bit of a perfectionist')).toEqual(['curious/puzzler', 'careful/careful'])
    expect(read('Zara, super competitive, has to win everything')).toEqual(['determined/competitive', 'determined/competitive'])
  })
})

type Child = { childName: string; childAge: number; pronouns: 'she' | 'he' | 'they'; mainCharacter: string; tale: [string, number] }
const CHILDREN: Child[] = [
  {
    childName: 'Oskar, who never stops talking and gets cross when he loses',
    childAge: 5,
    pronouns: 'he',
    mainCharacter: 'his big brother Felix',
    tale: ['dinosaurs', 5],
  },
  { childName: 'Lily-Mae, bossy but brave', childAge: 7, pronouns: 'she', mainCharacter: 'her dog Biscuit', tale: ['castles', 5] },
  {
    childName: 'Nina, who tells everyone what to do',
    childAge: 4,
    pronouns: 'she',
    mainCharacter: 'her baby brother',
    tale: ['festivals', 1],
  },
  {
    childName: 'Zara, super competitive, has to win everything',
    childAge: 11,
    pronouns: 'she',
    mainCharacter: 'her best friend Amira',
    tale: ['school-adventures', 4],
  },
  {
    childName: 'Teddy, full of energy and a bit clumsy',
    childAge: 3,
    pronouns: 'he',
    mainCharacter: "his grandpa's old robot, Bolt",
    tale: ['heroes', 1],
  },
  {
    childName: 'Jonah, anxious at drop-off but hilarious at home',
    childAge: 5,
    pronouns: 'he',
    mainCharacter: 'his mum',
    tale: ['underwater-worlds', 2],
  },
  { childName: 'Sol, a bookworm', childAge: 10, pronouns: 'they', mainCharacter: 'their grandad', tale: ['mystery', 1] },
  { childName: 'Elsie, creative and very messy', childAge: 6, pronouns: 'she', mainCharacter: 'her cat Pickle', tale: ['art', 5] },
  { childName: 'Finn, gentle and dreamy', childAge: 8, pronouns: 'he', mainCharacter: 'his teddy, Mr Buttons', tale: ['rainbows', 5] },
  { childName: 'Ellie, clingy', childAge: 2, pronouns: 'she', mainCharacter: 'her mum', tale: ['family', 1] },
  { childName: 'Caleb, a problem solver', childAge: 12, pronouns: 'he', mainCharacter: 'a robot called Cog', tale: ['superpowers', 1] },
  { childName: 'Ben, full of jokes', childAge: 9, pronouns: 'he', mainCharacter: 'his best friend Sam', tale: ['pirates', 1] },
]

describe('the quality around the turn', () => {
  for (const child of CHILDREN) {
    it(`${child.childName} (${child.childAge}): shown before the turn and recognised at the end`, () => {
      const [theme, n] = child.tale
      const tale = taleFor(theme as never, n)!
      const band = ageBand(child.childAge)
      const told = tell(tale, theme as never, listenerFor(child), 1)
      const roles = tale.pages.filter((p) => p.bands.includes(band)).map((p) => p.role)
      const turn = roles.indexOf('turn')
      expect(told.quality).toBeDefined()
      const arc = told.quality!
      expect(arc.early, 'shown before the turn').toBeGreaterThanOrEqual(0)
      expect(arc.early).toBeLessThan(turn)
      expect(arc.close, 'recognised at the end').toBeGreaterThan(turn)
      expect(arc.close).toBeGreaterThanOrEqual(told.pages.length - 2)
      for (const page of told.pages) expect(countWords(page.text)).toBeLessThanOrEqual(WORDS_PER_PAGE[band].max)
      const text = told.pages.map((p) => p.text).join('\n')
      expect(text).not.toMatch(/\{|\}/)
      // Never named as a flaw.
      expect(text).not.toMatch(/\b(bossy|clingy|anxious|clumsy|messy|sore loser|show-off)\b/i)
    })
  }

  it('the bossy child leads, stops and listens at the turn, and is recognised as a leader who listens', () => {
    const told = tell(taleFor('castles', 5)!, 'castles', listenerFor(CHILDREN[1]!), 1)
    const text = told.pages.map((p) => p.text)
    expect(told.quality?.flavour).toBe('bossy')
    expect(text[told.quality!.early]).toMatch(/"Right," said Lily-Mae(, pointing at the \w+,)? "everybody listen/)
    expect(text[told.quality!.turn]).toMatch(/^This time Lily-Mae didn't tell anybody what to do\. She stopped, and listened\./)
    expect(text[told.quality!.close]).toMatch(/listen/)
  })

  it('the chatterbox is told by the turn that asks, and the talk is what found the answer', () => {
    const told = tell(taleFor('dinosaurs', 5)!, 'dinosaurs', listenerFor(CHILDREN[0]!), 1)
    expect(told.choices.quality).toBe('curious')
    const text = told.pages.map((p) => p.text).join('\n')
    expect(text).toMatch(
      /Oskar (chattered away about everything he could see|had something to say about everything, and most of all about the \w+)/,
    )
    expect(text).toMatch(/"Where does this river start\?" asked Oskar/)
    expect(text).toMatch(
      /For weeks, Oskar would talk to anyone who would listen about the dry season|Oskar's asking and talking that had found the answer|Oskar had plenty to say about it all, and about the \w+ most of all/,
    )
    expect(text).not.toMatch(/pretended to be a river/)
  })

  it('the competitive child is never told who won: the best part had nothing to do with winning', () => {
    for (const band of ['2-4', '5-8', '9-12'] as const)
      for (const line of ARCS.competitive.close[band]) expect(line).not.toMatch(/nobody (had )?won|lost/i)
    const told = tell(taleFor('school-adventures', 4)!, 'school-adventures', listenerFor(CHILDREN[3]!), 1)
    expect(told.pages.map((p) => p.text).join('\n')).toMatch(/nothing to do with winning/)
    expect(told.pages.map((p) => p.text).join('\n')).not.toMatch(/[Nn]obody had won/)
  })

  it("the close is told in the story's own moment, with its memory, where the page has room", () => {
    const told = tell(
      taleFor('history', 5)!,
      'history',
      listenerFor({ childName: 'Jonah, anxious', childAge: 7, pronouns: 'they', mainCharacter: 'a teddy called Bun' }),
      1,
    )
    const close = told.pages[told.quality!.close]!.text
    expect(close).toContain(`It had begun with one small, brave step, and Jonah would always remember ${told.memory}.`)
    // A line only names a thing of the picture that the page's words have already named.
    const early = told.pages[told.quality!.early]!.text
    const thing = /looked at the (\w+) for a long moment/.exec(early)?.[1]
    if (thing) expect(early.indexOf(thing)).toBeLessThan(early.indexOf('for a long moment') - thing.length - 1)
  })

  it('every arc line is told in its band and tense: 2-4 present, 5-8 and 9-12 past', () => {
    for (const [flavour, arc] of Object.entries(ARCS))
      for (const part of [arc.early, arc.close, ...(arc.turn ? [arc.turn] : [])]) {
        for (const line of part['2-4']) expect(line, flavour).not.toMatch(/\{name\} (was|had|went|said|told)\b/)
        for (const line of [...part['5-8'], ...part['9-12']]) expect(line, flavour).not.toMatch(/\{name\} (is|has|says|goes|looks)\b/)
      }
  })
})
