/** The wheelchair and hearing aids the parent ticked are in the words too, once, in the page's tense. */
import { describe, expect, it } from 'vitest'
import { withHearingAidsSeen, withWheelchairSeen } from '~/.server/generation/tales/seen-in-text'

const hero = { name: 'Poppy', their: 'her' }

describe('withWheelchairSeen', () => {
  it('adds the chair to the first paragraph that names the hero, in its tense', () => {
    const past = ['The court was empty.\n\nPoppy came with the ball.', 'Poppy threw it at the hoop.']
    expect(withWheelchairSeen(past, hero)[0]).toBe(
      'The court was empty.\n\nPoppy came with the ball. Poppy spun her wheelchair round in a quick, happy circle.',
    )
    // For a child of 9-12, what a chair user does before setting out, not a twirl of joy.
    expect(withWheelchairSeen(past, { ...hero, older: true })[0]).toBe(
      'The court was empty.\n\nPoppy came with the ball. Poppy flicked the brakes off her wheelchair, ready to go.',
    )
    const present = ['Poppy has a ball. Bounce!']
    expect(withWheelchairSeen(present, hero)[0]).toBe('Poppy has a ball. Bounce! Poppy spins her wheelchair round. Wheee!')
  })

  it('a hero met in bed has the chair by the bed, never a twirl (a blind reader: "spinning his wheelchair while falling asleep")', () => {
    const told = ['Poppy was just falling asleep, with Sunny close by, when it began.', 'Tap, tap, tap.']
    expect(withWheelchairSeen(told, hero)[0]).toBe(
      "Poppy was just falling asleep, with Sunny close by, when it began. Poppy's wheelchair stood ready by the bed.",
    )
  })

  it('tells the chair where the hero first wheels somewhere, not as a line of its own (readers: "spun her wheelchair" by a waterfall)', () => {
    const told = ['Poppy packed two torches.', 'Poppy rolled the ball away. Then Poppy wheeled along the ledge path.']
    expect(withWheelchairSeen(told, hero)).toEqual([
      'Poppy packed two torches.',
      'Poppy rolled the ball away. Then Poppy wheeled her chair along the ledge path.',
    ])
    expect(withWheelchairSeen(['Poppy rolls into the kitchen.'], hero)).toEqual(['Poppy rolls her chair into the kitchen.'])
  })

  it("takes the story's tense, not an opening line about the place", () => {
    const story = [
      'The beach has real footprints, if you know where to look. Poppy looks for them.',
      'Poppy found one. She laughed. The sea came in. It was late.',
      'Poppy went home. Mum made tea.',
    ]
    expect(withWheelchairSeen(story, hero)[0]).toContain('Poppy spun her wheelchair round')
  })

  it('leaves a story that already tells the chair alone', () => {
    const told = ['Poppy rolled the ball off her knees.', 'Poppy pushed her wheelchair faster.']
    expect(withWheelchairSeen(told, hero)).toEqual(told)
  })

  it('is not put off by somebody else\'s chair: "Mum pulled up a chair"', () => {
    const told = ['Poppy tipped out the fruit bowl.\n\nMum pulled up a chair to watch.']
    expect(withWheelchairSeen(told, hero)[0]).toContain('Poppy spun her wheelchair round')
  })
})

describe('withHearingAidsSeen', () => {
  const zara = { name: 'Zara', their: 'her' }
  it('turns them up where the hero first listens', () => {
    const told = ['Zara went out.', 'Zara listened hard. Zara listened again.']
    expect(withHearingAidsSeen(told, zara)).toEqual([
      'Zara went out.',
      'Zara turned her hearing aids up and listened hard. Zara listened again.',
    ])
    expect(withHearingAidsSeen(['Zara listens.'], zara)).toEqual(['Zara turns her hearing aids up and listens.'])
  })

  it('turns them up where the hero listens as a second verb', () => {
    expect(withHearingAidsSeen(['Zara went out.', 'Zara sat on the bench and listened.'], zara)[1]).toBe(
      'Zara sat on the bench, turned her hearing aids up and listened.',
    )
  })

  it('has them catch the first sound that reaches the hero, where the hero never listens', () => {
    expect(withHearingAidsSeen(['Zara went out.', 'Zara heard a splash by the pier.'], zara)[1]).toBe(
      "Zara's hearing aids caught a splash by the pier.",
    )
    expect(withHearingAidsSeen(['Zara hears it again.'], zara)[0]).toBe("Zara's hearing aids catch it again.")
    // "heard that" is news, not a sound; a second verb would lose its subject.
    expect(withHearingAidsSeen(['That night, Zara hears a sound, and gets out of bed.'], zara)[0]).toContain('her hearing aids in')
    expect(withHearingAidsSeen(['Zara heard that the fair was on.'], zara)[0]).toContain('pushed her hearing aids in')
  })

  it('puts them in at the start of a story where the hero never listens', () => {
    expect(withHearingAidsSeen(['Zara went to the reef.'], zara)[0]).toBe(
      'Zara went to the reef. Zara pushed her hearing aids in snugly, ready for anything.',
    )
  })

  it('puts them safe in their case before a story in the water, never into the sea', () => {
    const told = withHearingAidsSeen(['Zara went to the reef.', 'Zara listened. Then she dived down to the coral.'], zara)
    expect(told[0]).toBe('Zara went to the reef. Zara tucked her hearing aids safe in their case, ready for the water.')
    expect(told[1]).toBe('Zara listened. Then she dived down to the coral.')
  })

  it('says nothing more where the story names them already', () => {
    const told = ['Zara checked her hearing aid.']
    expect(withHearingAidsSeen(told, zara)).toEqual(told)
  })
})
