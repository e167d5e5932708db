/**
 * An interest the lexicon does not know taught the child nothing a story's key can name: the key's
 * knowledge is told without its false source ("from telling jokes").
 */
import { describe, expect, it } from 'vitest'
import { writeStory } from '~/.server/generation/offline/writer'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { interestFacts } from '~/.server/generation/profile/interests'
import { inOnePlace, withoutAnalogies, withoutForcedLinks } from '~/.server/generation/tales/interest-links'

describe('withoutForcedLinks', () => {
  it('keeps the knowledge and drops the source', () => {
    const doing = 'telling jokes'
    expect(withoutForcedLinks('Mateo remembered a real ship from telling jokes, the Endeavour.', doing, 'he')).toBe(
      'Mateo remembered a real ship, the Endeavour.',
    )
    expect(withoutForcedLinks('Mateo knew from telling jokes that sails catch wind.', doing, 'he')).toBe(
      'Mateo knew that sails catch wind.',
    )
    expect(withoutForcedLinks('Look! From telling jokes, Mateo knows: tall ones see far.', doing, 'he')).toBe(
      'Look! Mateo knows: tall ones see far.',
    )
    expect(withoutForcedLinks('He worked it out, as telling jokes had taught him: four nights.', doing, 'he')).toBe(
      'He worked it out: four nights.',
    )
    expect(withoutForcedLinks('She looked the way telling jokes had taught her to look.', doing, 'she')).toBe(
      'She looked the way she had learned to look.',
    )
    expect(withoutForcedLinks('All that telling jokes had taught Mateo about space.', doing, 'he')).toBe('Mateo knew about space.')
    expect(withoutForcedLinks('Mateo makes a map, from telling jokes.', doing, 'he')).toBe('Mateo makes a map.')
    expect(withoutForcedLinks('All that telling jokes had made Mateo quick at sums.', doing, 'he')).toBe('Mateo was quick at sums.')
    expect(withoutForcedLinks('Mateo tested it, as telling jokes had taught: one line dry.', doing, 'he')).toBe(
      'Mateo tested it: one line dry.',
    )
    expect(withoutForcedLinks('From all that telling jokes, Mateo could never help counting.', doing, 'he')).toBe(
      'Mateo could never help counting.',
    )
    expect(withoutForcedLinks('All that telling jokes had taught Mateo that the best teams hardly talk.', doing, 'he')).toBe(
      'Mateo knew that the best teams hardly talk.',
    )
  })

  it('keeps a source the knowledge is about: detective books teach how detectives work, not how stuck things come loose', () => {
    const doing = 'reading detective books in a cosy corner'
    const apt = 'Isla knew from reading detective books in a cosy corner that detectives follow a trail to the end.'
    expect(withoutForcedLinks(apt, doing, 'she', 'detective books')).toBe(apt)
    expect(
      withoutForcedLinks(
        'Sam knew from building things that stuck things never come by force.',
        'building things',
        'they',
        'building things',
      ),
    ).toBe('Sam knew that stuck things never come by force.')
  })

  it('leaves the child doing it alone', () => {
    const text = 'Mateo had spent the morning telling jokes to the cat.'
    expect(withoutForcedLinks(text, 'telling jokes', 'he')).toBe(text)
  })
})

describe('a told story', () => {
  const told = (interests: string) =>
    writeStory({
      childName: 'Ivy-Rose',
      childAge: 4,
      pronouns: 'she',
      mainCharacter: 'her teddy',
      theme: 'dinosaurs',
      interests,
      seed: 1012,
      outline: 1,
    })
      .segments.map((s) => s.text)
      .join('\n')

  it('claims nothing an unknown interest could not teach, and still tells a known one at the key', () => {
    expect(told('stomping like a T-rex')).not.toMatch(/from stomping like a T-rex/)
    expect(told('stomping like a T-rex')).toMatch(/stomping like a T-rex/)
  })
})

describe('the key’s analogy', () => {
  it('goes, alike or not: the interest is what the page does, never a comparison', () => {
    expect(
      withoutAnalogies(
        'Poppy looked up, as when she was swimming lengths at the pool: the best players never all chase the ball.',
        'swimming lengths at the pool',
      ),
    ).toBe('Poppy looked up: the best players never all chase the ball.')
    expect(
      withoutAnalogies("Zara counts on, like when she's building rockets out of bottles. Seven more!", 'building rockets out of bottles'),
    ).toBe('Zara counts on. Seven more!')
    expect(
      withoutAnalogies('Ivy keeps still, like when she’s watching ducks on the pond.'.replace('’', "'"), 'watching ducks on the pond'),
    ).toBe('Ivy keeps still.')
    expect(
      withoutAnalogies(
        'Zara watched a gull, as still as when she was watching octopuses at the aquarium.',
        'watching octopuses at the aquarium',
      ),
    ).toBe('Zara watched a gull.')
    // At the start of a sentence: "Like when he's watching the diggers, Jonah makes a track."
    expect(
      withoutAnalogies(
        "Look! Like when he's watching the diggers on the building site, Jonah makes a track. With apples!",
        'watching the diggers on the building site',
      ),
    ).toBe('Look! Jonah makes a track. With apples!')
    // At the start of a sentence, before a colon: "Like when she's X: stop pushing, down you come!"
    expect(
      withoutAnalogies(
        "Like when she's racing a wheelchair round the track: stop pushing, down you come!",
        'racing a wheelchair round the track',
      ),
    ).toBe('Stop pushing, down you come!')
    expect(withoutAnalogies('Look! As when collecting stickers: white in every dish.', 'collecting stickers')).toBe(
      'Look! White in every dish.',
    )
    // "As if she were X" is the same comparison: "told it like a story, as if she were practising magic tricks".
    expect(
      withoutAnalogies(
        'Freya told it like a story, as if she were practising magic tricks: everyone has a home.',
        'practising magic tricks',
      ),
    ).toBe('Freya told it like a story: everyone has a home.')
    // Without "when", and by the interest's name: "like practising ballet", "as they did when", "like with the moon".
    expect(
      withoutAnalogies('Freya lies back, like after racing a wheelchair round the track.', 'racing a wheelchair round the track'),
    ).toBe('Freya lies back.')
    expect(withoutAnalogies('Eyes on the wall, like practising ballet in the kitchen.', 'practising ballet in the kitchen')).toBe(
      'Eyes on the wall.',
    )
    expect(
      withoutAnalogies(
        'Freya worked it out, as they did when watching the moon from the window: a puppy needs something to chase.',
        'watching the moon from the window',
      ),
    ).toBe('Freya worked it out: a puppy needs something to chase.')
    expect(withoutAnalogies('Freya counts, like with the moon.', 'watching the moon from the window', { noun: 'the moon' })).toBe(
      'Freya counts.',
    )
    expect(withoutAnalogies('Freya counts the row, like counting the moon.', 'x', { noun: 'the moon' })).toBe('Freya counts the row.')
    expect(withoutAnalogies('Like watching beetles, Freya watches: ants tell friends about food!', 'watching beetles')).toBe(
      'Freya watches: ants tell friends about food!',
    )
    // Where a little one's page needs the room, a plain "very carefully" stands in.
    expect(withoutAnalogies("Like when he's watching the diggers, Jonah makes a track.", 'watching the diggers', { short: true })).toBe(
      'Very carefully, Jonah makes a track.',
    )
  })

  it('drops the interest told as an aside between other things', () => {
    expect(
      withoutAnalogies('All summer, in between learning about astronomy, Samir had watched the city sink.', 'learning about astronomy'),
    ).toBe('All summer, Samir had watched the city sink.')
    expect(withoutAnalogies('Aya had practised all week, a few words at a time, in between playing chess.', 'playing chess')).toBe(
      'Aya had practised all week, a few words at a time.',
    )
  })

  it('keeps a parent’s doing as a doing: "collecting conkers" is not a kind of conker', () => {
    expect(interestFacts('conkers', 'nature', 'collecting conkers').doing).not.toMatch(/collecting conkers in/)
  })
})

describe('an interest that acts in the story, or says nothing', () => {
  it('is never in two places at once: at the fair, the child talks about the buses instead of riding them', () => {
    const doing = 'riding on the top deck of buses'
    expect(inOnePlace(`Jonah is at the summer fair, ${doing}.`, doing, 'buses')).toBe('Jonah is at the summer fair, talking about buses.')
    expect(inOnePlace(`All morning, Jonah was ${doing}.`, doing, 'buses')).toBe(`All morning, Jonah was ${doing}.`)
  })

  it('does the interest without its own place where the doing says something without it: never "talking about ballet"', () => {
    const doing = 'practising ballet in the kitchen'
    expect(inOnePlace(`Rosie is in the hen house, ${doing}.`, doing, 'ballet')).toBe('Rosie is in the hen house, practising ballet.')
    expect(inOnePlace(`Freya is at the summer fair, ${doing}.`, doing, 'ballet')).toBe('Freya is at the summer fair, practising ballet.')
  })

  it('drops a key’s analogy before the place is told, so it never leaks as "as when she was talking about wheelchair racing"', () => {
    const listener = listenerFor({
      childName: 'Freya',
      childAge: 7,
      pronouns: 'she',
      mainCharacter: 'a little dragon',
      interests: 'wheelchair racing',
    })
    const text = tell(taleFor('jungle-tales', 4)!, 'jungle-tales', listener, 1)
      .pages.map((p) => p.text)
      .join('\n')
    expect(text).not.toMatch(/(?:as|like) when (?:she was )?talking about/)
    expect(text).not.toMatch(/talking about wheelchair racing/)
  })

  it('knows astronomy and the planets, so no story says "learning about astronomy"', () => {
    expect(interestFacts('astronomy', 'space').known).toBe(true)
    expect(interestFacts('astronomy', 'space').doing).not.toMatch(/learning about/)
    expect(interestFacts('the planets', 'space').doing).toBe('making models of the planets')
  })

  it('never tells a seed that only says the interest taught the child patience', () => {
    const listener = listenerFor({ childName: 'Mei', childAge: 7, pronouns: 'she', mainCharacter: 'her grandma', interests: 'astronomy' })
    for (const [theme, n] of [
      ['mystery', 5],
      ['jungle-tales', 4],
      ['farm-life', 1],
    ] as const) {
      const text = tell(taleFor(theme, n)!, theme, listener, 1)
        .pages.map((p) => p.text)
        .join('\n')
      expect(text, `${theme}/${n}`).not.toMatch(/had taught Mei (?:patience|to ask)|learning about astronomy/)
    }
  })
})

describe('a place the child came from', () => {
  it('keeps "straight from {doing}": where the child came from is no forced link', () => {
    const doing = 'feeding the birds'
    expect(withoutForcedLinks(`Amara had come down to the lake straight from ${doing}.`, doing, 'she', 'birds')).toBe(
      `Amara had come down to the lake straight from ${doing}.`,
    )
  })
})

describe('a doing is never painted', () => {
  const pageOne = (interests: string, theme: 'festivals' | 'science', outline: number) =>
    writeStory({
      childName: 'Hattie',
      childAge: 4,
      pronouns: 'she',
      mainCharacter: 'her Grandma Pat',
      theme,
      interests,
      seed: 1000,
      outline,
    })
      .segments.map((s) => s.text)
      .join('\n')

  it('takes the other telling for dressing up, counting things or swimming, and paints a thing', () => {
    for (const doing of ['dressing up', 'counting things', 'swimming']) {
      const told = pageOne(doing, 'festivals', 1)
      expect(told).not.toMatch(new RegExp(`painted ${doing}`))
      expect(told).toContain('has painted a star')
    }
    expect(pageOne('owls', 'festivals', 1)).toContain('has painted owls')
  })
})

describe('an interest the plot is about (`plot:` passages)', () => {
  const omar = (interests: string, childAge = 6) =>
    listenerFor({ childName: 'Omar', childAge, pronouns: 'he', mainCharacter: 'a baby elephant called Tiny', interests })

  it('a juggler in the tale that teaches juggling is never told he can already juggle three, and his juggling finds the ball', () => {
    for (const age of [3, 6, 10]) {
      const told = tell(taleFor('circus-adventures', 4)!, 'circus-adventures', omar('juggling, drawing animals', age), 1)
      expect(told.choices.interestPlot).toBe(true)
      const text = told.pages.map((p) => p.text).join('\n')
      expect(text, `age ${age}`).not.toMatch(/juggling three|three beanbags at once/)
      expect(text, `age ${age}`).toMatch(/beanbags/)
    }
  })

  it('a footballer hears the tale as before: the plot is not about football', () => {
    const told = tell(taleFor('circus-adventures', 4)!, 'circus-adventures', omar('football'), 1)
    expect(told.choices.interestPlot).toBeUndefined()
    expect(told.pages.map((p) => p.text).join('\n')).not.toMatch(/beanbags/)
  })
})

describe('a thing watched or eaten never teaches the key', () => {
  const mabel = (interests: string) =>
    listenerFor({ childName: 'Mabel', childAge: 3, pronouns: 'she', mainCharacter: 'her wooden duck called Quackers', interests })

  it('family/1: watching the washing machine does not make Mabel a builder (a blind reader: "confusing")', () => {
    const told = tell(taleFor('family', 1)!, 'family', mabel('the washing machine'), 1)
    expect(told.choices.interest).toBeNull()
    expect(told.pages.map((p) => p.text).join('\n')).not.toMatch(/makes Mabel a builder/)
  })

  it('talking-animals/3: a child who loves strawberries does not "know from strawberries" where the sun went down', () => {
    const isla = listenerFor({
      childName: 'Isla',
      childAge: 3,
      pronouns: 'she',
      mainCharacter: 'her hamster Nibbles',
      interests: 'strawberries',
    })
    const told = tell(taleFor('talking-animals', 3)!, 'talking-animals', isla, 1)
    expect(told.choices.interest).toBeNull()
    expect(told.pages.map((p) => p.text).join('\n')).not.toMatch(/from strawberries/)
  })

  it('building towers still does', () => {
    const told = tell(taleFor('family', 1)!, 'family', mabel('building towers'), 1)
    expect(told.choices.interest).toBe('making')
    expect(told.pages.map((p) => p.text).join('\n')).toMatch(/makes Mabel a builder/)
  })
})
