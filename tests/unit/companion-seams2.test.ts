/**
 * The second pass on lines that do not follow from what is round them (blind readers: "Mango hops
 * round it, and peeps. Hooray!", "Grandad didn't catch every word, so he watched Beatrice's face
 * instead" after Grandad's own words, "a mystery" step-parent, "tacked-on lines"): companion lines
 * never before speech that does not say who speaks, never told while a robot's battery is flat, and
 * lexicon lines that say their own moment; the family the parent wrote, all of them; tales' own words.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseAnswers, type Trait } from '~/.server/generation/profile/child'
import { AGE_BANDS } from '~/.server/generation/story-shape'
import { QUIRK_TELLINGS, quirkLines, withCompanionQuirk } from '~/.server/generation/tales/companion-quirks'
import { taleFor } from '~/.server/generation/tales/catalogue'
import type { Template } from '~/.server/generation/tales/format'
import { tell } from '~/.server/generation/tales/render'
import { withFamilySituations } from '~/.server/generation/tales/situations'
import type { ThemeId } from '~/lib/themes'

const roles = ['setup', 'problem', 'attempt', 'attempt', 'turn', 'ending'] as const
const fillWith =
  (tokens: Record<string, string>) =>
  (line: Template): string =>
    line.map((piece) => (typeof piece === 'string' ? piece : 'token' in piece ? (tokens[piece.token] ?? `{${piece.token}}`) : '')).join('')
const goatTokens = { C: 'Nibbles', name: 'Mia', 'c.their': 'his', 'c.they': 'he', 'c.them': 'him', their: 'her', them: 'her', they: 'she' }

/** Every line a telling has: its bands' two, the short two, the turn's two. */
const allLines = (key: string) =>
  QUIRK_TELLINGS.filter((t) => t.key === key).flatMap((t) => [...AGE_BANDS.flatMap((band) => t.lines[band]), ...t.short, ...(t.turn ?? [])])

describe('where a companion line goes (second pass)', () => {
  const goat = () => listenerFor({ childName: 'Mia', childAge: 7, pronouns: 'she', mainCharacter: 'a grumpy old goat called Nibbles' })
  const told = (pages: string[], shown = pages.map(() => true)) =>
    withCompanionQuirk(pages, {
      roles: [...roles],
      band: '5-8',
      listener: goat(),
      names: ['Nibbles'],
      shown,
      tell: fillWith(goatTokens),
    })

  it('never just before speech that does not name its speaker ("I\'m Thimble," she said)', () => {
    const pages = [
      'Mia was lying in the grass with Nibbles. On a dandelion sat a fairy no bigger than a bee.\n\n"I\'m Thimble," she said. "I can\'t fly yet."',
      'The gate was locked. Nibbles sighed.',
      'Mia tried the key. Nibbles watched.',
      'Mia tried the window. Nibbles waited.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    // Before: "… no bigger than a bee. Nibbles was grumpy … // "I'm Thimble," she said." (the goat's words?)
    expect(told(pages)[0]).toMatch(/no bigger than a bee\.\n\n"I'm Thimble," she said/)
  })

  it("never counts a name said inside someone else's speech as the companion being there", () => {
    const pages = [
      '"Nibbles can carry the basket," said Mrs Ottery.\n\nThe picnic was packed.',
      'The gate was locked. Nibbles sighed.',
      'Mia tried the key. Nibbles watched.',
      'Mia tried the window. Nibbles waited.',
      'Then Mia had an idea. Nibbles came too.',
      'And home they went.',
    ]
    // Before: '"… and Nibbles can carry it," said Mrs Ottery. Nibbles was grumpy …' (page 1's picture has no goat).
    expect(told(pages, [false, true, true, true, true, true])[0]).toBe(pages[0])
  })

  it("puts the deed at the turn after the child's idea and before what comes of it, never first", () => {
    const greedy = listenerFor({
      childName: 'Mia',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'a goat called Nibbles who eats everything',
    })
    const pages = [
      'Mia and Nibbles went to the old garden. Nibbles came too.',
      'The gate was locked. Nibbles sighed.',
      'Mia tried the key. Nibbles watched.',
      'Mia tried the window. Nibbles waited.',
      'Mia frowned at the wall. Nibbles watched.\n\nThen Mia had an idea: a ramp of planks! Nibbles watched.\n\nUp they went, and over. Nibbles watched.',
      'And home they went.',
    ]
    const told = withCompanionQuirk(pages, {
      roles: [...roles],
      band: '5-8',
      listener: greedy,
      names: ['Nibbles'],
      shown: pages.map(() => true),
      tell: fillWith({ ...goatTokens, thing: 'snacks' }),
    })
    // Before: "Mia frowned at the wall. Nibbles watched. Nibbles helped faster than anyone …" before any idea.
    expect(told[4]).toMatch(/a ramp of planks! Nibbles watched\. Nibbles helped faster than anyone/)
  })

  it('tells a robot nothing to do on the pages its battery is flat, till it is charging', () => {
    const listener = listenerFor({
      childName: 'Kai',
      childAge: 8,
      pronouns: 'he',
      mainCharacter: 'a robot called Bolt who is always hungry for batteries',
    })
    const text = (seed: number) => tell(taleFor('robots', 4)!, 'robots', listener, seed).pages.map((p) => p.text)
    for (const seed of [1, 2, 3]) {
      const pages = text(seed)
      const flat = pages.findIndex((p) => /Bat\W+te/.test(p))
      const back = pages.findIndex((p) => /Charging\./.test(p))
      expect(flat, String(seed)).toBeGreaterThan(0)
      // Before: "Bolt scanned every corner for batteries …" on page 4, Bolt switched off on the grass.
      for (const page of pages.slice(flat, back + 1)) expect(page).not.toMatch(/scann|spare|helped faster|beep/i)
    }
  })

  it('still tells the early line where no later page can take the late one (the robot flat to the end)', () => {
    const listener = listenerFor({
      childName: 'Sami',
      childAge: 8,
      pronouns: 'they',
      mainCharacter: 'their robot Widget who speaks in beeps',
    })
    // Before: nothing of the beeps at all, though page 1 has Widget happily carrying the picnic.
    const pages = tell(taleFor('robots', 4)!, 'robots', listener, 1).pages.map((p) => p.text)
    expect(pages[0]).toMatch(/Widget spoke only in beeps, and Sami understood every single one/)
  })
})

describe('lexicon lines that say their own moment', () => {
  it('cheers nothing that has not happened: no "Hooray!" from a noisy companion', () => {
    for (const line of allLines('noisy')) expect(line).not.toMatch(/Hooray/)
  })

  it('has a copycat parrot copy words the child says in the same line', () => {
    for (const telling of QUIRK_TELLINGS.filter((t) => t.key === 'copycat' && /parrot/.test(String(t.fits)))) {
      for (const line of [...AGE_BANDS.map((b) => telling.lines[b][1]), telling.short[1]])
        expect(line).toMatch(/"[^"]+," (?:said|sighed|says)|muttered/)
    }
  })

  it('never has a wise companion hold back "the answer" to a question nobody asked', () => {
    for (const line of allLines('wise')) expect(line).not.toMatch(/the answer/)
  })

  it('tells a deaf grandparent as always so, never as missing words just said', () => {
    for (const line of allLines('deaf')) expect(line).not.toMatch(/\b(?:didn't|couldn't) catch every word\b/)
  })

  it('has knitting on the go, never "brought" on a journey the story may not have', () => {
    for (const line of allLines('knitting')) expect(line).not.toMatch(/brought/)
  })

  it('has a grandparent with a stick say what the child remembers, in the same line', () => {
    const lines = allLines('walking-stick')
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) if (/always said/.test(line)) expect(line).toMatch(/"[^"]+," \{c\.they\} always said/)
  })

  it('has a slow companion take its time, never walking beside a child on a bike or in a lambing shed', () => {
    for (const line of allLines('slow')) expect(line).not.toMatch(/walking at|walk beside|without a single slip/)
  })

  it('never places a scared companion beside the child (the child "on his own", the companion "at the back")', () => {
    for (const line of allLines('scared-of')) expect(line).not.toMatch(/close by|kept close|stayed right beside|pressed close|both of them/)
  })

  it('never has a sneeze shrink a worry the page may not have told yet', () => {
    for (const line of allLines('sneezes')) expect(line).not.toMatch(/worry shrank to nothing/)
  })

  it('gives the 2-4 turn of a bird who cannot fly yet its subject', () => {
    for (const telling of QUIRK_TELLINGS.filter((t) => t.key === 'no-fly')) expect(telling.turn?.[0]).toMatch(/^\{C\}/)
  })

  it('keeps what a robot is hungry for ("always hungry for batteries"), and tells it as a robot', () => {
    const listener = listenerFor({
      childName: 'Kai',
      childAge: 8,
      pronouns: 'he',
      mainCharacter: 'a robot called Bolt who is always hungry for batteries',
    })
    expect(listener.companion.quirks[0]).toMatchObject({ key: 'hungry', words: 'always hungry for batteries', thing: 'batteries' })
    const lines = quirkLines(listener.companion, '5-8')
    expect(lines?.join(' ')).toMatch(/batteries/)
    expect(lines?.join(' ')).not.toMatch(/crumbs|wouldn't have had/)
    // A dog who is always hungry is as before.
    const dog = listenerFor({
      childName: 'Kai',
      childAge: 8,
      pronouns: 'he',
      mainCharacter: 'a labrador called Bruno who is always hungry',
    })
    expect(dog.companion.quirks[0]).toMatchObject({ key: 'hungry', words: 'always hungry' })
  })
})

describe('a snack thief steals what the parent said, and hunts for none just after a meal', () => {
  it('steals sandwiches when the parent wrote sandwiches (was: "one of Zara\'s biscuits")', () => {
    const listener = listenerFor({
      childName: 'Zara',
      childAge: 8,
      pronouns: 'she',
      mainCharacter: 'a fox called Rusty who steals sandwiches',
    })
    expect(listener.companion.quirks[0]).toMatchObject({ key: 'snack-thief', thing: 'sandwiches' })
    expect(quirkLines(listener.companion, '5-8')?.join(' ')).toMatch(/sandwiches/)
    expect(quirkLines(listener.companion, '5-8')?.join(' ')).not.toMatch(/biscuit/)
  })

  it('never sends the thief hunting on the page it has just had a big supper (talking-animals/2)', () => {
    const listener = listenerFor({
      childName: 'Zara',
      childAge: 8,
      pronouns: 'she',
      mainCharacter: 'a fox called Rusty who steals sandwiches',
    })
    for (const seed of [1, 2, 3]) {
      const pages = tell(taleFor('talking-animals', 2)!, 'talking-animals', listener, seed).pages.map((p) => p.text)
      for (const page of pages.filter((p) => /big supper/.test(p))) expect(page, String(seed)).not.toMatch(/checked hopefully|rummag/)
    }
  })

  it('keeps a noisy companion from squawking on a hushed page, but lets it keep quiet there at the turn', () => {
    const listener = listenerFor({ childName: 'Ivy', childAge: 4, pronouns: 'she', mainCharacter: 'a noisy toucan called Mango' })
    const pages = tell(taleFor('animals', 4)!, 'animals', listener, 1).pages.map((p) => p.text)
    // Before: "Ivy stops talking. Ivy and Mango just look. Mango squawks for Ivy, loud as loud. Hooray!"
    for (const page of pages.filter((p) => /stops talking/.test(p))) expect(page).not.toMatch(/squawks (?:and|for)/)
  })
})

describe('the family the parent wrote', () => {
  const members = (family: string) =>
    parseAnswers({ family, hero: 'Jasper' }).flatMap((t: Trait) => (t.kind === 'family' ? t.members.map((m) => m.name('his')) : []))

  it('keeps a step-parent written without a name ("Mum and Stepdad"), as the child\'s own', () => {
    expect(members('Mum and Stepdad')).toEqual(['Mum', 'his stepdad'])
    expect(members('my stepmum and Dad')).toEqual(['his stepmum', 'Dad'])
    expect(members('Mum and Stepdad Rob')).toEqual(['Mum', 'Stepdad Rob'])
  })

  it('says goodnight to "the new baby" as a child would, never "Night night, the new baby!"', () => {
    const listener = listenerFor({
      childName: 'Harry',
      childAge: 4,
      pronouns: 'he',
      mainCharacter: 'his toy dinosaur Rex',
      family: 'Mummy, Daddy and the new baby',
    })
    for (const seed of [1, 2, 3, 7260]) {
      const told = tell(taleFor('imagination', 2)!, 'imagination', listener, seed)
        .pages.map((p) => p.text)
        .join('\n')
      expect(told, String(seed)).not.toMatch(/Night night, the new baby/)
    }
  })

  it('tells a new baby without sending the child off ("whispered goodbye", then the baby came too)', () => {
    const listener = listenerFor({
      childName: 'Maya',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'a duck called Puddle',
      family: 'Mum, Dad and the new baby',
    })
    const pages = [
      'Next door to Maya lived Mr Pellow, the grumpiest man on Quince Street.\n\nHe had a tall fence and a big old dog.\n\nMaya was out in the garden with the big red ball.',
      'The ball went over the fence.',
      'Maya knocked on the door.',
      'Mr Pellow had the ball.',
      'They played draughts.',
      'Every Thursday, Maya came back. Goodnight.',
    ]
    const told = withFamilySituations(pages, {
      roles: [...roles],
      band: '5-8',
      listener,
      tell: (line) => line.replaceAll('{name}', 'Maya'),
    })
    expect(told.join('\n')).not.toMatch(/goodbye/)
    // Never between Mr Pellow and the "He" that reads back to him.
    expect(told[0]).toMatch(/Quince Street\.\n\nHe had a tall fence/)
    expect(told[0]).toMatch(/big sister/)
  })
})

describe('tales’ own words (second pass)', () => {
  const text = (
    theme: ThemeId,
    n: number,
    input: Omit<Parameters<typeof listenerFor>[0], 'mainCharacter'> & { mainCharacter?: string },
    seed = 1,
  ) =>
    tell(taleFor(theme, n)!, theme, listenerFor({ mainCharacter: 'a teddy called Mr Buttons', ...input }), seed)
      .pages.map((p) => p.text)
      .join('\n')

  it('music/7: the bird hops round the drum, not round "it"', () => {
    const told = text('music', 7, {
      childName: 'Ivy',
      childAge: 4,
      pronouns: 'she',
      mainCharacter: 'a noisy toucan called Mango',
      interests: 'drums',
    })
    expect(told).not.toMatch(/hops round it\b/)
    expect(told).toMatch(/Mango hops round the drum/)
  })

  it('space/4: the torch is switched off once, the knowing from the stars', () => {
    const told = text('space', 4, { childName: 'Leo', childAge: 5, pronouns: 'he', interests: 'stars' })
    expect(told.match(/switched off the torch/g)?.length ?? 0).toBeLessThanOrEqual(1)
  })

  it('family/5: the family the parent named lights the candles and says "Power cut"', () => {
    for (const childAge of [3, 6, 10]) {
      const told = text('family', 5, { childName: 'Arlo', childAge, pronouns: 'he', family: 'Mummy and Daddy' })
      expect(told, String(childAge)).not.toMatch(/grown-ups (?:put|lit) candles|a grown-up's voice/)
    }
  })

  it('family/5 [2-4]: one grown-up at home is never "they say"', () => {
    const told = text('family', 5, { childName: 'Rosa', childAge: 4, pronouns: 'she', family: 'Mum' })
    expect(told).toMatch(/Now it is Mum's turn/)
    expect(told).not.toMatch(/they say/)
  })

  it('everyday-magic/4: the puppy chews after the family line, and the pencil draws once', () => {
    const told = text('everyday-magic', 4, {
      childName: 'Arlo',
      childAge: 3,
      pronouns: 'he',
      family: 'Mummy and Daddy',
      interests: 'building',
    })
    expect(told).toMatch(/Then the puppy chews/)
    expect(told).not.toMatch(/picks up the green pencil, and draws/)
  })

  it('exploration/5: the peak is named after the companion by name, never "my friend" (a twin brother)', () => {
    const told = text('exploration', 5, { childName: 'Omar', childAge: 8, pronouns: 'he', mainCharacter: 'his twin brother Zaid' })
    expect(told).not.toMatch(/my friend/)
    expect(told).toMatch(/naming it after Zaid/)
  })

  it('nature/6: the family waves from the gate ("Here Mum, Dad and Granny come" was no English)', () => {
    const told = text('nature', 6, { childName: 'Poppy', childAge: 4, pronouns: 'she', family: 'Mum, Dad and Granny' })
    expect(told).not.toMatch(/Here Mum/)
  })

  it('ocean/4: a mermaid called Coral leaves the reef its coral ("Hawthorn isn\'t rock" was the rename)', () => {
    const told = text('ocean', 4, { childName: 'Freya', childAge: 5, pronouns: 'she', mainCharacter: 'a mermaid called Coral' })
    expect(told).not.toMatch(/Hawthorn/)
    expect(told).toMatch(/"Coral isn't rock,"/)
  })

  it('jungle-tales/3: the tale’s toucan is not called Mango beside a child who loves mangoes (a blind reader)', () => {
    const loves = text('jungle-tales', 3, { childName: 'Lottie', childAge: 5, pronouns: 'she', interests: 'ballet, mangoes, bubbles' })
    expect(loves).not.toMatch(/Mango the toucan|said Mango/)
    expect(loves).toMatch(/Hawthorn the toucan/)
    const other = text('jungle-tales', 3, { childName: 'Lottie', childAge: 5, pronouns: 'she', interests: 'ballet, bubbles' })
    expect(other).toMatch(/Mango the toucan/)
  })

  it('animals/4: no "song from the morning" where the morning had a fact, not a song', () => {
    const told = text('animals', 4, { childName: 'Charlie', childAge: 6, pronouns: 'they', interests: 'tractors' })
    expect(told).toMatch(/Did you know/)
    expect(told).not.toMatch(/song from the morning/)
  })

  it('cultures/3 [9-12]: the tin is full of photographs, never "It" after the family\'s cake', () => {
    const told = text('cultures', 3, { childName: 'Ada', childAge: 10, pronouns: 'she', family: 'Mum and Nonna' })
    expect(told).toMatch(/Yiayia always sent back cake\.\n\nThe tin was full of photographs/)
  })

  it('adventure/5: the birds are watched once at the turn', () => {
    const told = text('adventure', 5, { childName: 'Grace', childAge: 9, pronouns: 'she', interests: 'birds' })
    expect(told).not.toMatch(/Grace watched\. "They're going to drink!"/)
  })
})

describe('a companion line never parts a pronoun from whom it names', () => {
  it('keeps "She was so slow" right after "lived Mossy the sloth" (s70: Grandpa\'s glasses line went between)', () => {
    const priya = listenerFor({
      childName: 'Priya',
      childAge: 6,
      pronouns: 'she',
      mainCharacter: 'her grandpa, who wears thick glasses',
    })
    for (const seed of [1, 2, 3, 4]) {
      const first = tell(taleFor('jungle-tales', 4)!, 'jungle-tales', priya, seed).pages[0]?.text
      expect(first).toMatch(/lived Mossy the sloth\. She was so slow/)
    }
  })
})

describe('a companion who cannot see', () => {
  it('is never given glasses the parent did not write, and lets the child be their eyes', () => {
    const said = (mainCharacter: string) => {
      const listener = listenerFor({ childName: 'Priya', childAge: 6, pronouns: 'she', mainCharacter })
      return (quirkLines(listener.companion, '5-8') ?? []).join(' ')
    }
    const blind = said('her grandpa, who is nearly blind and walks with a white cane')
    expect(blind).not.toMatch(/glasses/)
    expect(blind).toMatch(/be my eyes/)
    expect(said('her grandpa, who wears thick glasses')).toMatch(/glasses/)
  })
})

describe("a companion's moment answers the page's own words", () => {
  it('never takes its word from the passage it replaces (a grumble "at the puddle" where the clay had sagged into one)', () => {
    const wren = listenerFor({
      childName: 'Wren',
      childAge: 11,
      pronouns: 'she',
      mainCharacter: 'a crotchety old museum guard called Mr Abernathy',
    })
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const pages = tell(taleFor('history', 1)!, 'history', wren, seed).pages.map((p) => p.text)
      for (const page of pages)
        if (/grumble at the puddle/.test(page))
          expect(page).toMatch(/puddle[\s\S]*grumble at the puddle|grumble at the puddle[\s\S]*puddle/)
    }
  })
})
