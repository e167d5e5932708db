/**
 * The companion's temper in how they speak: what the parent said of the companion ("her grumpy
 * grandad", "a shy dragon") is heard through the story, on every other line they speak, where the
 * line suits it.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseCompanion } from '~/.server/generation/profile/companion'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { temperOf, toldInCharacter, withoutOtherKindsDeeds } from '~/.server/generation/tales/character'
import { tell } from '~/.server/generation/tales/render'
import type { ThemeId } from '~/lib/themes'

const grumpy = parseCompanion('his grumpy grandad')
const shy = parseCompanion('a shy dragon called Ember')

describe('the temper a parent gives the companion', () => {
  it('is read from the describing words', () => {
    expect(temperOf(grumpy)?.said).toBe('grumbled')
    expect(temperOf(shy)?.said).toBe('whispered')
    expect(temperOf(parseCompanion('a sleepy old cat called Moss'))?.said).toBe('yawned')
    expect(temperOf(parseCompanion('her big sister Nora'))).toBeNull()
  })
})

describe('toldInCharacter', () => {
  it('gives every other line the companion speaks the temper, named or by pronoun', () => {
    const pages = [
      '"Come on, then," said Grandad. They went out.',
      'Grandad looked at the river. "Too deep," he said.',
      '"Well I never," Grandad said.',
    ]
    expect(toldInCharacter(pages, grumpy, 'Grandad')).toEqual([
      '"Come on, then," grumbled Grandad. They went out.',
      'Grandad looked at the river. "Too deep," he said.',
      '"Well I never," Grandad grumbled.',
    ])
  })

  it('reads a pronoun as the companion only when the sentence before is about them', () => {
    const pages = ['The keeper smiled at Sam. "You found my map," he said.', 'Grandad sat down. "My feet," he said.']
    expect(toldInCharacter(pages, grumpy, 'Grandad')).toEqual([
      'The keeper smiled at Sam. "You found my map," he said.',
      'Grandad sat down. "My feet," he grumbled.',
    ])
  })

  it('never whispers a shout: the turn passes to the next line that suits it', () => {
    const pages = ['"LOOK OUT!" said Ember.', '"Look out," said Ember.', 'Ember said, "Hello!"', 'Ember said, "There."']
    expect(toldInCharacter(pages, shy, 'Ember')).toEqual([
      '"LOOK OUT!" said Ember.',
      '"Look out," whispered Ember.',
      'Ember said, "Hello!"',
      'Ember whispered, "There."',
    ])
  })

  it('leaves narration and a companion without a temper alone', () => {
    expect(toldInCharacter(['Grandad said nothing at all.'], grumpy, 'Grandad')).toEqual(['Grandad said nothing at all.'])
    const plain = parseCompanion('her grandad')
    expect(toldInCharacter(['"Hello," said Grandad.'], plain, 'Grandad')).toEqual(['"Hello," said Grandad.'])
  })

  it('speaks in the present for a present-tense telling', () => {
    expect(toldInCharacter(['"Sh," Ember says.'], shy, 'Ember')).toEqual(['"Sh," Ember whispers.'])
  })
})

describe('a told story', () => {
  it('has a grumpy grandad grumble, and the same grandad without the word speaks plainly', () => {
    const tale = taleFor('adventure', 1)!
    const told = (companion: string) =>
      tell(tale, 'adventure', listenerFor({ childName: 'Sam', childAge: 6, pronouns: 'he', mainCharacter: companion }), 4)
        .pages.map((p) => p.text)
        .join('\n')
    expect(told('his grumpy grandad')).toMatch(/grumbled/)
    expect(told('his grandad')).not.toMatch(/grumbled/)
  })
})

describe('a companion named like one of the story’s own words', () => {
  const text = (tale: [ThemeId, number], companion: string) =>
    tell(taleFor(...tale)!, tale[0], listenerFor({ childName: 'Isla', childAge: 6, pronouns: 'she', mainCharacter: companion }), 1000)
      .pages.map((p) => p.text)
      .join('\n')

  it('is called by name and kind where the story has that word for someone else: a cat called Captain aboard a ship', () => {
    const told = text(['pirates', 5], 'her one-eyed ginger cat Captain')
    expect(told).toMatch(/Captain the cat\b/)
    // Where the cat acts, it is named with its kind; the pirate captain keeps her own title.
    expect(told.match(/Captain the cat/g)?.length).toBeGreaterThanOrEqual(3)
    expect(told).not.toMatch(/\bCaptain (?:sat|mewed|ate)\b/)
  })

  it('is called by name alone where the story has the word only to describe something: "a rusty robot" is no Rusty', () => {
    const told = text(['robots', 2], 'an old robot called Rusty')
    expect(told).toMatch(/\bRusty\b/)
    expect(told).not.toMatch(/Rusty the robot/)
  })

  it('is called by a name of two words alone, whichever of them the story has: Captain Squawk beside the ship’s captain', () => {
    const told = text(['pirates', 5], "a pirate parrot called Captain Squawk who only says 'pieces of eight'")
    expect(told).toMatch(/\bCaptain Squawk\b/)
    // The kind once, where the parrot is met; never after.
    expect(told.match(/Captain Squawk the parrot/g)?.length ?? 0).toBeLessThanOrEqual(1)
  })

  it('never shares a name with the tale’s own place: a pony called Bramble and Bramble Hill', () => {
    const told = text(['talking-animals', 3], 'a Shetland pony called Bramble who is very greedy')
    expect(told).not.toMatch(/Bramble Hill/)
    expect(told).toMatch(/\bBramble\b/)
    // Told apart, the pony needs no kind after the first mention, and a breed keeps its capital.
    expect(told.match(/Bramble the Shetland pony/g)?.length ?? 0).toBeLessThanOrEqual(1)
    expect(told).not.toMatch(/shetland/)
    // A family person's name is kept from the tale's own people and places too.
    const sister = tell(
      taleFor('talking-animals', 3)!,
      'talking-animals',
      listenerFor({ childName: 'Isla', childAge: 6, pronouns: 'she', mainCharacter: 'a goat', family: 'Mum and big sister Bramble' }),
      1000,
    )
    expect(sister.pages.map((p) => p.text).join('\n')).not.toMatch(/Bramble Hill/)
  })

  it('is called by name alone where nothing in the story shares it', () => {
    const told = text(['pirates', 5], 'her one-eyed ginger cat Marmalade')
    expect(told).toMatch(/\bMarmalade\b/)
    expect(told).not.toMatch(/Marmalade the cat/)
  })
})

describe('a companion made of paper', () => {
  it('keeps its material word and acts as paper: a folded crane is never a building crane that creaks', () => {
    const crane = parseCompanion('a paper crane she folded who came to life')
    expect(crane).toMatchObject({ kind: 'paper crane', category: 'toy', sound: 'rustled' })
    const leila = listenerFor({
      childName: 'Leila',
      childAge: 8,
      pronouns: 'she',
      mainCharacter: 'a paper crane she folded who came to life',
    })
    for (const seed of [1, 2, 3]) {
      const told = tell(taleFor('cultures', 5)!, 'cultures', leila, seed)
        .pages.map((p) => p.text)
        .join('\n')
      expect(told).toMatch(/paper crane/)
      expect(told).not.toMatch(/\b(?:a|the|The) crane\b|creak|sniff/)
    }
  })
})

describe('a companion never given another kind’s deed', () => {
  const griffin = parseCompanion("a griffin called Tempest who can't fly yet")

  it('keeps the sentence without the clause: a griffin neither smokes nor glows', () => {
    expect(
      withoutOtherKindsDeeds(
        [
          'Tempest was frozen mid-sneeze, with a puff of smoke hanging in the air. Tempest walked beside them, glowing softly to light the path.',
        ],
        griffin,
      ),
    ).toEqual(['Tempest was frozen mid-sneeze. Tempest walked beside them.'])
    // A dragon breathes smoke, a fairy glows.
    const dragon = parseCompanion('a dragon called Ember')
    expect(withoutOtherKindsDeeds(['Ember sneezed, with a puff of smoke.'], dragon)).toEqual(['Ember sneezed, with a puff of smoke.'])
  })

  it('does nothing while time is stopped', () => {
    const rowan = listenerFor({
      childName: 'Rowan',
      childAge: 10,
      pronouns: 'they',
      mainCharacter: "a griffin called Tempest who can't fly yet",
    })
    const first = tell(taleFor('superpowers', 5)!, 'superpowers', rowan, 1).pages[0]!.text
    expect(first).toMatch(/frozen/)
    expect(first).not.toMatch(/smoke|Tempest (?:flapped|lifted|hopped)/)
  })
})

describe('the quirk the parent wrote, shown', () => {
  it('shows a chameleon who changes colour when nervous changing colour, not only nervous', () => {
    const mango = parseCompanion("a chameleon called Mango who changes colour when she's nervous")
    expect(mango.quirks.map((q) => q.key)).toContain('changes-colour')
    const kofi = listenerFor({
      childName: 'Kofi',
      childAge: 7,
      pronouns: 'he',
      mainCharacter: "a chameleon called Mango who changes colour when she's nervous",
    })
    const told = tell(taleFor('jungle-tales', 4)!, 'jungle-tales', kofi, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(told).toMatch(/Mango (?:turned|went)[^.]*(?:grey|green)/)
    expect(told).not.toMatch(/Mango was nervous/)
  })
})
