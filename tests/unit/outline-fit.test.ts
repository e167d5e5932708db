import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import type { ThemeId } from '~/lib/themes'
import { taleFor, talesOf } from '~/.server/generation/tales/catalogue'
import { bestOutlines, carries, outlineFit, storyIdeas } from '~/.server/generation/tales/fit'
import { nounPattern } from '~/.server/generation/tales/nouns'
import { chooseOutline } from '~/.server/generation/tales/outlines'
import { subjectFor, tell } from '~/.server/generation/tales/render'
import { writeStory } from '~/.server/generation/offline/writer'

const child = (over: Partial<Parameters<typeof listenerFor>[0]> = {}) =>
  listenerFor({ childName: 'Tom', childAge: 4, pronouns: 'he', mainCharacter: 'his big sister', ...over })

describe('the story that fits the child', () => {
  it('a train-mad child with a train companion gets the story with a train in it', () => {
    // At four, the little train and the sheep on the line (Puff plays Puffin), not the steam engine's fire.
    const tom = child({ mainCharacter: 'a little red train called Puff', interests: 'trains' })
    expect(bestOutlines('vehicles', tom)).toEqual([7])
    const fit = outlineFit('vehicles', 7, tom)
    expect(fit.reasons).toContain('about trains')
    expect(fit.reasons).toContain('has a train in it')
    expect(fit.reasons).toContain('the train plays Puffin')
    expect(outlineFit('vehicles', 3, tom).reasons).toContain('has a train in it')
    // Whatever the seed, Surprise me tells it; the parent's own choice still wins.
    for (const seed of [1, 2, 3, 99, 12345]) expect(chooseOutline('vehicles', seed, null, bestOutlines('vehicles', tom))).toBe(7)
    expect(chooseOutline('vehicles', 1, 2, bestOutlines('vehicles', tom))).toBe(2)
    expect(
      writeStory({
        ...tom.child,
        childName: 'Tom',
        childAge: 4,
        pronouns: 'he',
        mainCharacter: 'a little red train called Puff',
        interests: 'trains',
        theme: 'vehicles',
        seed: 7,
      }).outline,
    ).toBe(7)
  })

  it('the new baby coming home (family/1) is for a family with a new baby, never one the story makes up', () => {
    const rosa = (over: Partial<Parameters<typeof listenerFor>[0]>) =>
      child({ childName: 'Rosa', childAge: 6, pronouns: 'she', interests: 'stickers', ...over })
    // A two-year-old brother is not a newborn: the story would bring home a second, unnamed baby.
    const toddler = rosa({ mainCharacter: 'her little brother Mateo who is two', family: 'Mamá, Papá, Mateo and Abuela' })
    expect(outlineFit('family', 1, toddler).reasons).toContain('brings home a new baby the family has not got')
    expect(bestOutlines('family', toddler)).not.toContain(1)
    expect(outlineFit('family', 1, rosa({ mainCharacter: 'her teddy Bun', family: 'Mum and Dad' })).reasons).toContain(
      'brings home a new baby the family has not got',
    )
    // The family's own new baby plays it, and a baby on the way is the story's own too.
    const rosie = outlineFit('family', 1, rosa({ mainCharacter: 'her teddy Bun', family: 'Mummy and Daddy and new baby Rosie' }))
    expect(rosie.reasons).toContain('their new baby Rosie plays the baby')
    expect(rosie.reasons).not.toContain('brings home a new baby the family has not got')
    const coming = outlineFit('family', 1, rosa({ mainCharacter: 'her teddy Bun', family: 'Mum and Dad, and a baby on the way' }))
    expect(coming.reasons).not.toContain('brings home a new baby the family has not got')
  })

  it('a boat companion is not stranded on dry land: each page ashore costs the story', () => {
    const wren = child({ childName: 'Wren', childAge: 10, pronouns: 'they', mainCharacter: 'a battered old tugboat called Dot' })
    expect(outlineFit('vehicles', 9, wren).reasons).toContain('the tugboat on dry land on 7 pages')
    const ashore = (n: number) => outlineFit('ocean', n, wren).reasons.some((r) => r.includes('on dry land'))
    expect(talesOf('ocean').filter((n) => !ashore(n)).length).toBeGreaterThan(0)
  })

  it('an interest written twice (in the name and the interests) counts once: the bin lorry’s own story wins', () => {
    const ravi = child({
      childName: 'Ravi, six, mad about bin lorries',
      childAge: 6,
      mainCharacter: 'his big sister Anika',
      interests: 'bin lorries, counting',
    })
    expect(outlineFit('vehicles', 6, ravi).reasons.filter((r) => r === 'about bin lorries')).toHaveLength(1)
    expect(bestOutlines('vehicles', ravi)).toEqual([9])
  })

  it('a dad who is the coach plays the team’s coach (sports/2)', () => {
    const tilly = child({
      childName: 'Tilly',
      childAge: 8,
      pronouns: 'she',
      mainCharacter: 'her dad who is the coach',
      interests: 'football',
    })
    expect(outlineFit('sports', 2, tilly).reasons).toContain('the dad plays Mrs Drinkwater')
    expect(bestOutlines('sports', tilly)).toEqual([2])
  })

  it('never makes up a house move or a grandparent the family has not got (family/4, family/3)', () => {
    const finn = child({ childName: 'Finn', mainCharacter: 'his big brother Ollie who is eight', family: 'Mummy, Daddy and Ollie' })
    expect(outlineFit('family', 4, finn).reasons).toContain('makes up a house move')
    expect(outlineFit('family', 3, finn).reasons).toContain('makes up a grandfather')
    expect(bestOutlines('family', finn)).not.toEqual(expect.arrayContaining([1]))
    for (const n of bestOutlines('family', finn)) expect([2, 5]).toContain(n)
    // Only Abuela at home: Grandpa's birthday still makes up a grandfather.
    expect(outlineFit('family', 3, child({ family: 'Mamá, Papá and Abuela' })).reasons).toContain('makes up a grandfather')
    // A move the parent wrote, and a grandad at home, are the family's own.
    expect(outlineFit('family', 4, child({ family: 'Mum and Dad, and we just moved house' })).reasons).not.toContain(
      'makes up a house move',
    )
    expect(outlineFit('family', 3, child({ family: 'Mum, Dad and Grandad' })).reasons).not.toContain('makes up a grandfather')
  })

  it('origami cranes are folded paper: never the building-site crane of vehicles/9', () => {
    const hamza = child({ mainCharacter: 'his uncle', interests: 'origami cranes, bus routes' })
    expect(outlineFit('vehicles', 9, hamza).reasons.join()).not.toMatch(/crane/)
    expect(outlineFit('vehicles', 9, child({ mainCharacter: 'his uncle', interests: 'cranes' })).reasons).toContain(
      "the crane is the story's own",
    )
  })

  it('never gives a child with a great-grandma a second one by another name (time-travel/1’s Zibby)', () => {
    const arlo = child({ mainCharacter: 'his great-grandma Edie, who is 90', family: 'Mum and Dad' })
    expect(outlineFit('time-travel', 1, arlo).reasons).toContain('makes up a second great-grandmother')
    expect(bestOutlines('time-travel', arlo)).not.toContain(1)
    const fromFamily = child({ mainCharacter: 'a robot', family: 'Mum, Dad and Great-Granny Rose' })
    expect(outlineFit('time-travel', 1, fromFamily).reasons).toContain('makes up a second great-grandmother')
    expect(outlineFit('time-travel', 1, child({ mainCharacter: 'his grandma', family: 'Mum and Dad' })).reasons).not.toContain(
      'makes up a second great-grandmother',
    )
  })

  it('a companion who can play a story’s star makes it the best fit: a robot plays the picnic robot, not a robot beside it', () => {
    const bolt = child({ mainCharacter: 'a clumsy robot called Bolt' })
    // Every robots story has a robot in it; in the others it is a second robot beside Bolt, two of a kind.
    for (const n of [1, 2, 5]) expect(outlineFit('robots', n, bolt).reasons).toEqual(['two of a kind (a second robot)'])
    expect(outlineFit('robots', 4, bolt).reasons).toEqual(['has a robot in it', 'the robot plays Pipkin'])
    // robots/3's robot dog is a star a robot companion plays (kin2).
    expect(outlineFit('robots', 3, bolt).reasons).toEqual(['has a robot in it', 'the robot plays Copperpot'])
    expect(bestOutlines('robots', bolt)).toEqual([3, 4])
    expect(bestOutlines('farm-life', child({ mainCharacter: 'a bossy little hen called Mrs Peck' }))).toEqual([1])
    // A toy robot plays no part: it is no better a fit than the others.
    const toy = child({ mainCharacter: 'a toy robot called Bolt' })
    expect(outlineFit('robots', 4, toy).reasons).not.toContain('the robot plays Pipkin')
  })

  it('a story about one creature of the companion’s kind fits only where the companion plays it, never as a second one beside it', () => {
    // Slowpoke is Mossy, the slow sloth who sets off a week early; not a second sloth walking beside her.
    const nia = child({
      childName: 'Nia',
      childAge: 3,
      pronouns: 'she',
      mainCharacter: 'a sleepy sloth called Slowpoke',
      fears: 'loud noises',
    })
    expect(outlineFit('jungle-tales', 4, nia).reasons).toEqual(['has a sloth in it', 'the sloth plays Mossy', 'meets the fear of noise'])
    expect(bestOutlines('jungle-tales', nia)).toEqual([4])
    // The baby elephant who cannot trumpet has no part for an elephant companion: it gets no "has an elephant in it".
    const ellie = child({ mainCharacter: 'a baby elephant called Ellie' })
    expect(outlineFit('jungle-tales', 1, ellie).reasons).toEqual(['two of a kind (a second elephant)'])
    expect(bestOutlines('jungle-tales', ellie)).not.toEqual([1])
    // The hedgehog who runs from shouting, the class hamster: the same. The hedgehog who wakes too early is Spike.
    const spike = child({ mainCharacter: 'a prickly hedgehog called Spike' })
    expect(outlineFit('technology', 1, spike).reasons).toContain('two of a kind (a second hedgehog)')
    expect(outlineFit('animals', 1, spike).reasons).toEqual(['has a hedgehog in it', 'the hedgehog plays Crumpet'])
    expect(bestOutlines('animals', spike)).toEqual([1])
    expect(outlineFit('mystery', 3, child({ mainCharacter: 'a hamster called Nibbles' })).reasons).toContain(
      'two of a kind (a second hamster)',
    )
    // A second parrot beside the ship's own costs the story its place: Captain Beaky sails in another.
    const beaky = child({ childAge: 3, mainCharacter: 'a parrot called Captain Beaky' })
    expect(outlineFit('pirates', 5, beaky).reasons).toContain('two of a kind (a second parrot)')
    expect(bestOutlines('pirates', beaky)).not.toContain(5)
    // Hens fed on the way are not one hen: a hen is still at home in nature/4.
    expect(outlineFit('nature', 4, child({ mainCharacter: 'a bossy hen called Mrs Peck' })).reasons).toContain('has a hen in it')
    // A pony companion still gets the stables, where it is Custard, the old pony brushed and ridden, not a second pony.
    const toffee = child({ childAge: 7, mainCharacter: 'a grumpy old pony called Toffee' })
    expect(outlineFit('animals', 4, toffee).reasons).toEqual(['has a pony in it', 'the pony plays Custard'])
    expect(bestOutlines('animals', toffee)).toEqual([4])
  })

  it('a named fear prefers the stories with an arc for it', () => {
    const scared = child({ fears: 'the dark' })
    for (const n of bestOutlines('adventure', scared)) expect(outlineFit('adventure', n, scared).reasons.join()).toMatch(/fear of dark/)
  })

  it('a fine fear line meets only its own fears: goodbye lines are no arc for getting lost', () => {
    const lost = child({ fears: 'getting lost' })
    const away = child({ fears: 'being away from Mum' })
    for (const [theme, n] of [
      ['friendship', 4],
      ['sports', 1],
      ['talking-animals', 4],
    ] as const) {
      expect(outlineFit(theme, n, lost).reasons.join(), `${theme}/${n}`).not.toMatch(/meets the fear/)
      expect(outlineFit(theme, n, away).reasons.join(), `${theme}/${n}`).toMatch(/meets the fear/)
    }
  })

  it('a fear of letting the team down prefers the story about a team, best the one whose arc meets it', () => {
    const kai = child({ childAge: 9, fears: 'letting his team down', interests: 'sharks' })
    // The cricket match meets it in its own passages (felt at the dropped catch, over at the one-run loss),
    // and so does the big day of sports/6 (felt in front of the crowd, over when it cheers).
    expect(bestOutlines('sports', kai)).toEqual([4, 6])
    // A rugby player is told his own sport on the big day: the forward passes and the whistle.
    const rugby = { ...kai, child: child({ childAge: 9, fears: 'letting his team down', interests: 'rugby' }).child }
    expect(bestOutlines('sports', rugby)).toEqual([6])
    expect(outlineFit('sports', 6, rugby).reasons).toContain("the rugby is the story's own")
    expect(outlineFit('sports', 4, kai).reasons).toContain('meets the fear of alone')
    expect(outlineFit('sports', 2, kai).reasons).toContain('is about letting his team down')
    expect(outlineFit('sports', 3, kai).reasons.join()).not.toMatch(/team/)
  })

  it('a cricket-mad child scared of losing gets the cricket match', () => {
    const jack = child({ childName: 'Jack, who never sits still', childAge: 7, fears: 'losing', interests: 'cricket and sharks' })
    expect(bestOutlines('sports', jack)).toEqual([4])
    // Losing is met at every tale's failed try; a match is about it.
    expect(outlineFit('sports', 4, jack).reasons).toEqual(['about cricket', 'is about losing'])
  })

  it('a netball-mad child gets her own netball on the big day, not the cricket match', () => {
    const amara = child({ childName: 'Amara', childAge: 6, pronouns: 'she', interests: 'netball and cartwheels', fears: 'losing' })
    expect(bestOutlines('sports', amara, [], { wheelchair: true })).toEqual([6])
    expect(outlineFit('sports', 6, amara).reasons).toContain("the netball is the story's own")
    expect(outlineFit('sports', 2, amara).reasons).toContain('like netball')
  })

  it('a new version leaves out the story told before, unless nothing else is left', () => {
    const tom = child({ mainCharacter: 'a little red train called Puff', interests: 'trains' })
    const again = bestOutlines('vehicles', tom, [7])
    expect(again).not.toContain(7)
    expect(again.length).toBeGreaterThan(0)
    expect(bestOutlines('vehicles', tom, talesOf('vehicles'))).toEqual([7])
  })

  it('a child nothing is known about can hear any story', () => {
    expect(
      bestOutlines('space', listenerFor({ childName: 'Kit', childAge: 6, pronouns: 'they', mainCharacter: 'a friend' })).length,
    ).toBeGreaterThan(0)
  })
})

describe('what a story gets wrong about the child costs it the pick', () => {
  const onFoot = (theme: 'nature' | 'treasure', n: number, who: ReturnType<typeof child>) =>
    Number(/on foot (\d+) times/.exec(outlineFit(theme, n, who, { wheelchair: true }).reasons.join())?.[1] ?? 0)

  it('a wheelchair user gets the stories that never put them on foot', () => {
    // Themes where some story still has the hero on foot once the engine's own rewrite is told.
    for (const [theme, fears] of [
      ['nature', 'thunder'],
      ['treasure', null],
    ] as const) {
      // A sporty child: treasure/1 tells her "small legs take small steps".
      const ruby = child({
        childName: 'Ruby',
        childAge: 5,
        pronouns: 'she',
        mainCharacter: 'our scruffy dog Pickle',
        interests: 'football',
        fears,
      })
      const counts = talesOf(theme).map((n) => onFoot(theme, n, ruby))
      // Some story of the theme has the hero on foot, so the choice matters.
      expect(Math.max(...counts), theme).toBeGreaterThan(0)
      for (const n of bestOutlines(theme, ruby, [], { wheelchair: true })) {
        const walking = counts[n - 1]!
        expect(outlineFit(theme, n, ruby, { wheelchair: true }).score).toBe(outlineFit(theme, n, ruby).score - 2 * walking)
        expect(walking, `${theme}/${n}`).toBe(Math.min(...counts))
      }
    }
  })

  it('a wheelchair user never hears a plot that is about legs (a cartwheel, stabilisers, a running race)', () => {
    const finn = child({ childName: 'Finn', childAge: 5, mainCharacter: 'a very fast tortoise called Zoom' })
    const legs = [1, 2, 3, 4, 5].filter((n) => outlineFit('sports', n, finn, { wheelchair: true }).reasons.includes('a plot on foot'))
    expect(legs.length).toBeGreaterThan(0)
    for (const n of bestOutlines('sports', finn, [], { wheelchair: true })) expect(legs).not.toContain(n)
    for (const n of legs) expect(outlineFit('sports', n, finn).reasons).not.toContain('a plot on foot')
  })

  it('a wheelchair user is not given the mountain ledge whose gap is a stride, nor the stepping stones', () => {
    const freya = child({ childName: 'Freya', childAge: 8, mainCharacter: 'an arctic fox called Frost' })
    expect(outlineFit('exploration', 5, freya, { wheelchair: true }).reasons).toContain('a plot on foot')
    expect(outlineFit('fairyland', 5, freya, { wheelchair: true }).reasons).toContain('a plot on foot')
    expect(bestOutlines('exploration', freya, [], { wheelchair: true })).not.toContain(5)
    expect(outlineFit('exploration', 5, freya).reasons).not.toContain('a plot on foot')
  })

  it('a pony is not kept indoors: stories set in rooms fit a pony less than a companion at home indoors', () => {
    const pony = child({ mainCharacter: 'a grumpy old pony called Toffee' })
    // Beside a companion at home anywhere indoors (a dog is a second dog in animals/2, which costs it too).
    const robot = child({ mainCharacter: 'a clever robot called Toffee' })
    let indoorStories = 0
    for (const n of [1, 2, 3, 4, 5]) {
      const rooms = /indoors on (\d+) pages/.exec(outlineFit('animals', n, pony).reasons.join())
      if (!rooms) continue
      indoorStories++
      expect(outlineFit('animals', n, pony).score).toBeLessThan(outlineFit('animals', n, robot).score)
    }
    expect(indoorStories).toBeGreaterThan(0)
  })

  it('a horse is not taken through town streets when the theme has a meadow', () => {
    const ava = child({ childName: 'Ava', childAge: 10, mainCharacter: 'her horse Duchess', interests: 'show jumping' })
    expect(outlineFit('time-travel', 3, ava).reasons.join()).toMatch(/on tarmac on \d+ pages/)
    expect(bestOutlines('time-travel', ava)).not.toContain(3)
    const dog = child({ childName: 'Ava', childAge: 10, mainCharacter: 'her dog Duchess', interests: 'show jumping' })
    expect(outlineFit('time-travel', 3, dog).reasons.join()).not.toMatch(/tarmac/)
  })

  it('a fear of one animal is met by a story with that animal, not by any animal', () => {
    const spiders = child({ fears: 'spiders' })
    const dogs = child({ fears: 'dogs' })
    const reasons = (who: ReturnType<typeof child>) => [1, 2, 3, 4, 5].map((n) => outlineFit('animals', n, who).reasons.join())
    expect(reasons(spiders).join()).not.toMatch(/meets the fear/)
    expect(reasons(dogs).join()).toMatch(/meets the fear of dogs/)
  })

  it('the story ideas list reads the wheelchair tick, from the form or the look', () => {
    const form = { childName: 'Ruby', childAge: '5', pronouns: 'she', mainCharacter: 'our scruffy dog Pickle', interests: 'football' }
    const ruby = child({ childName: 'Ruby', childAge: 5, pronouns: 'she', mainCharacter: 'our scruffy dog Pickle', interests: 'football' })
    const walking = [1, 2, 3, 4, 5].filter((n) => onFoot('treasure', n, ruby) > 0)
    expect(walking.length).toBeGreaterThan(0)
    expect(storyIdeas('treasure', form).filter((idea) => idea.bestFit)).toEqual([])
    for (const ticked of [
      { ...form, wheelchair: 'on' },
      { ...form, hero: { wheelchair: 'true' } },
    ]) {
      const marked = storyIdeas('treasure', ticked).filter((idea) => idea.bestFit)
      expect(marked.length).toBeGreaterThan(0)
      for (const idea of marked) expect(walking).not.toContain(idea.n)
    }
  })
})

describe('what the parent wrote picks the story (Surprise me)', () => {
  it('a bin-lorry boy gets the bin lorry’s big job: "bin day" and a bin lorry called Bertie, not a stuck digger by seed', () => {
    const alfie = child({
      childName: 'Alfie, silly and loves to make people laugh',
      childAge: 4,
      mainCharacter: 'a bin lorry called Bertie',
      interests: 'bin day, bubbles, the number 7',
      fears: 'loud bangs',
    })
    expect(bestOutlines('vehicles', alfie)).toEqual([9])
    expect(outlineFit('vehicles', 9, alfie).reasons).toContain("the bin lorry is the story's own")
    // The companion alone makes the subject tale the child's own, less than an interest would.
    const bertie = child({ childAge: 4, mainCharacter: 'a bin lorry called Bertie' })
    expect(bestOutlines('vehicles', bertie)).toEqual([9])
    const loved = child({ childAge: 4, mainCharacter: 'a bin lorry called Bertie', interests: 'bin lorries' })
    expect(outlineFit('vehicles', 9, bertie).score).toBeLessThan(outlineFit('vehicles', 9, loved).score)
  })

  describe('the obvious child gets the obvious story', () => {
    it('a companion that is itself the thing a subject tale is about makes that tale the best fit, told as that thing', () => {
      const cases: Array<[ThemeId, string, number, string]> = [
        ['vehicles', 'a crane called Lofty', 9, 'crane'],
        ['vehicles', 'a tractor called Tilly', 9, 'tractor'],
        ['dinosaurs', 'a stegosaurus called Steggy', 7, 'stegosaurus'],
        ['music', 'a trumpet called Toot', 7, 'trumpet'],
      ]
      for (const [theme, mainCharacter, n, subject] of cases) {
        const listener = child({ childAge: 6, mainCharacter })
        expect(bestOutlines(theme, listener), mainCharacter).toContain(n)
        expect(
          tell(taleFor(theme, n)!, theme, listener, 1)
            .pages.map((p) => p.text)
            .join(' '),
          mainCharacter,
        ).toMatch(new RegExp(`\\b${subject}\\b`, 'i'))
      }
      // A creature the child would meet is another kind for a companion of that kind (companion-kin.test.ts):
      // Buzz the bee still fits the wild corner, where the child meets the hedgehogs, never a second bee.
      const buzz = child({ childAge: 6, mainCharacter: 'a bee called Buzz' })
      expect(bestOutlines('nature', buzz)).toContain(6)
      expect(
        tell(taleFor('nature', 6)!, 'nature', buzz, 1)
          .pages.map((p) => p.text)
          .join(' '),
      ).not.toMatch(/\bbumblebee\b/i)
      // Anything that is not such a thing leaves the tale's own default (the recorder).
      expect(subjectFor({ family: 'instrument', default: 'recorder' }, child({ mainCharacter: 'her grandad' }))).toBe('recorder')
    })

    it('among stories that fit as well, the one that carries the child’s interest at its turn is told, then the seed', () => {
      // Every castle tale fits an owl-mad child alike; in castles/4 the owl tapestry hides the stairs at its turn.
      const owls = child({ childAge: 6, interests: 'owls' })
      expect(new Set(talesOf('castles').map((n) => outlineFit('castles', n, owls).score)).size).toBe(1)
      expect(talesOf('castles').map((n) => carries('castles', n, owls))).toEqual([0, 0, 0, 2, 0])
      expect(bestOutlines('castles', owls)).toEqual([4])
      // Where none carries an interest, the ties stay for the seed.
      const grace = child({ childAge: 4, pronouns: 'she', interests: 'Peppa and bubbles' })
      expect(bestOutlines('music', grace).length).toBeGreaterThan(1)
    })
  })

  it('a 2-year-old who loves buses (and bin lorries) gets the bus with the broken bell, not the digger', () => {
    const jonah = child({ childName: 'Jonah', childAge: 2, mainCharacter: 'his grandad', interests: 'buses, bin lorries' })
    expect(bestOutlines('vehicles', jonah)).toEqual([6])
    expect(outlineFit('vehicles', 6, jonah).reasons).toContain('about buses')
    for (const seed of [1, 2, 3, 99, 12345]) expect(chooseOutline('vehicles', seed, null, bestOutlines('vehicles', jonah))).toBe(6)
    // "a bus" and "a double-decker" find it too, and a bus companion plays Bluebell.
    expect(bestOutlines('vehicles', child({ childAge: 3, interests: 'the bus' }))).toEqual([6])
    const bertie = child({ childAge: 3, mainCharacter: 'a red bus called Bertie' })
    expect(outlineFit('vehicles', 6, bertie).reasons).toContain('the bus plays Bluebell')
  })

  it('a cat-mad child gets the missing cat, a dancer the Puddle Dance, at every age', () => {
    for (const childAge of [3, 6, 10]) {
      expect(bestOutlines('animals', child({ childAge, interests: 'cats' })), `${childAge}`).toEqual([6])
      expect(bestOutlines('music', child({ childAge, interests: 'dancing' })), `${childAge}`).toEqual([6])
      expect(bestOutlines('music', child({ childAge, interests: 'ballet' })), `${childAge}`).toEqual([6])
    }
    // A cat companion plays Pudding; a dog-mad child still gets the shy puppy, not Bruno next door.
    expect(outlineFit('animals', 6, child({ mainCharacter: 'her cat, Smudge' })).reasons).toContain('the cat plays Pudding')
    expect(bestOutlines('animals', child({ interests: 'dogs' }))).toEqual([2])
  })

  it("a volcano-mad child gets the eggs warmed at the volcano's foot", () => {
    // The baby dinosaur's valley has its smoking volcano too (dinosaurs/1), and fits as well; but its
    // volcano is only in the pictures, while dinosaurs/6's turn is the volcano: that one is told.
    for (const childAge of [3, 6, 10]) {
      const volcanoes = child({ childAge, interests: 'volcanoes' })
      expect(outlineFit('dinosaurs', 1, volcanoes).score, `${childAge}`).toBe(outlineFit('dinosaurs', 6, volcanoes).score)
      expect([carries('dinosaurs', 1, volcanoes), carries('dinosaurs', 6, volcanoes)], `${childAge}`).toEqual([1, 2])
      expect(bestOutlines('dinosaurs', volcanoes), `${childAge}`).toEqual([6])
    }
    expect(outlineFit('dinosaurs', 6, child({ interests: 'volcanoes and his dinosaur fact book' })).reasons).toContain('about volcanoes')
  })

  it('a shark-mad child gets the shark who finds the lost turtle, and a shark companion plays Nettle', () => {
    for (const childAge of [3, 6, 10])
      expect(bestOutlines('underwater-worlds', child({ childAge, interests: 'sharks' })), `${childAge}`).toEqual([6])
    expect(outlineFit('underwater-worlds', 6, child({ mainCharacter: 'a friendly hammerhead shark called Hammy' })).reasons).toContain(
      'the shark plays Nettle',
    )
  })

  it('a fire-engine-mad child gets the fire engine at the summer fair, and a fire engine plays Scarlet; fire engines are not trains', () => {
    for (const childAge of [3, 6, 10]) {
      expect(bestOutlines('vehicles', child({ childAge, interests: 'fire engines' })), `${childAge}`).toEqual([8])
      expect(bestOutlines('vehicles', child({ childAge, interests: 'firefighters and ladders' })), `${childAge}`).toEqual([8])
    }
    const teddy = child({ childAge: 4, mainCharacter: 'a little red fire engine called Blaze', interests: 'fire engines' })
    expect(outlineFit('vehicles', 8, teddy).reasons).toEqual(
      expect.arrayContaining(['about fire engines', 'the fire engine plays Scarlet']),
    )
    // The steam engine's tale is about trains, not fire engines; a train-mad child still gets the train.
    expect(outlineFit('vehicles', 3, child({ interests: 'fire engines' })).reasons.join()).not.toMatch(/fire engines/)
    expect(bestOutlines('vehicles', child({ interests: 'trains' }))).not.toContain(8)
  })

  it('a 2-year-old who loves trains gets the sheep on the line, not the steam engine’s fire', () => {
    const alfie = child({ childName: 'Alfie', childAge: 2, mainCharacter: 'his grandad', interests: 'trains' })
    expect(bestOutlines('vehicles', alfie)).toEqual([7])
    expect(outlineFit('vehicles', 3, alfie).reasons).toContain('too abstract for a 2-year-old')
  })

  it('"bus" and "buses" are never cut to "bu"', () => {
    expect(nounPattern('buses')?.test('a big blue bus')).toBe(true)
    expect(nounPattern('bus')?.test('two buses')).toBe(true)
    expect(nounPattern('emus')?.test('an emu')).toBe(true)
  })

  it('"volcanoes" and "heroes" find a volcano and a hero; "shoes" and "canoes" keep their e', () => {
    expect(nounPattern('volcanoes')?.test('at the foot of the volcano')).toBe(true)
    expect(nounPattern('heroes')?.test('a hero')).toBe(true)
    expect(nounPattern('shoes')?.test('her red shoe')).toBe(true)
    expect(nounPattern('canoes')?.test('a canoe')).toBe(true)
  })
})

describe('what a story is about, by the words a parent writes', () => {
  it('"horses", "ponies", "buses" and "boxes" find the story with a horse, a pony, a bus or a box', () => {
    for (const interests of ['horses', 'ponies', 'horse riding', 'a pony']) {
      const fits = [1, 2, 3, 4, 5].map((n) => outlineFit('animals', n, child({ interests })))
      const about = fits.filter((f) => f.reasons.some((r) => r.startsWith('about')))
      expect(about.length, interests).toBeGreaterThan(0)
      expect(bestOutlines('animals', child({ interests }))).toEqual(about.map((f) => f.n))
    }
  })
})

describe('a fear of getting it wrong or of losing', () => {
  it('is met at every tale’s own failed try, so no tale fits it better for a passage about being alone', () => {
    const luca = child({ childName: 'Luca, energetic and competitive', childAge: 11, fears: 'losing', interests: 'go-karts, pizza' })
    for (const n of [1, 2, 3, 4, 5]) expect(outlineFit('space', n, luca).reasons).not.toContain('meets the fear of alone')
    expect(bestOutlines('space', luca).length).toBeGreaterThan(1)
  })
})
