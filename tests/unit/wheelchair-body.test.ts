/**
 * A hero who uses a wheelchair, in the body the parent described (kinds7, seen in a Dev telling,
 * vehicles/3: "his knees went to water", "His knees didn't wobble once"; vehicles/1 "Dev sat back on
 * his heels"), and the chair told inside a sentence the story has, not as a line of its own.
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { toldForWheelchair, wheelchairMoves } from '~/.server/generation/tales/mobility'
import { tell } from '~/.server/generation/tales/render'
import { withWheelchairSeen } from '~/.server/generation/tales/seen-in-text'
import { lookFromSeed } from '~/lib/hero-look'

const dev = (text: string) => toldForWheelchair(text, 'Dev', 'he')

describe("a standing child's knees, told for a wheelchair user", () => {
  it.each([
    ['When Dev looked down at the track below, his knees went to water.', 'When Dev looked down at the track below, his stomach dropped.'],
    ['Dev thought of the dark, and his knees turned to string.', 'Dev thought of the dark, and his stomach dropped.'],
    ['Dev thought of the dark, and his legs went wobbly.', 'Dev thought of the dark, and his stomach dropped.'],
    ['Dev looked down. His knees gave way.', 'Dev looked down. His stomach dropped.'],
    [
      'The one time Dev had looked over the wall, his knees had gone to water.',
      'The one time Dev had looked over the wall, his stomach had dropped.',
    ],
    // A sound between two of his sentences keeps "His" his.
    [
      "High in the cab, Dev leaned right out, reached up, and pulled. WHOOOOO! His knees didn't wobble once.",
      "High in the cab, Dev leaned right out, reached up, and pulled. WHOOOOO! His hands didn't shake once.",
    ],
    ['Dev pressed back against the wall, knees wobbling.', 'Dev pressed back against the wall, his hands tight on his wheels.'],
    ['Dev stepped back from the glass, his knees suddenly soft.', 'Dev rolled back from the glass, his hands tight on his wheels.'],
    ["Dev's knees were knocking together.", "Dev's hands were shaking."],
    [
      'Dev looked straight down, and his knees stayed perfectly steady.',
      'Dev looked straight down, and his hands stayed perfectly steady.',
    ],
    ['Dev sat back on his heels. He could take out half the pebbles.', 'Dev sat back. He could take out half the pebbles.'],
    ['Dev dropped to his knees by the peg.', 'Dev leaned right down by the peg.'],
  ])('%s', (before, after) => {
    expect(dev(before)).toBe(after)
  })

  it("leaves somebody else's knees alone", () => {
    expect(dev('Grandad looked down. His knees went to water.')).toBe('Grandad looked down. His knees went to water.')
    expect(dev('Dev waved. Mum sat back on her heels.')).toBe('Dev waved. Mum sat back on her heels.')
  })

  it('is caught by the report where a story still gives the hero knees that give way or heels to sit on', () => {
    for (const sentence of [
      "Dev's knees went to water.",
      'Dev sat back on his heels.',
      'Dev dropped to his knees by the peg.',
      'Dev pressed back against the wall, knees wobbling.',
    ])
      expect(wheelchairMoves(sentence, 'Dev', 'he'), sentence).toEqual([sentence])
    expect(wheelchairMoves('Dev looked down. His knees went to water.', 'Dev', 'he')).toEqual(['His knees went to water.'])
    expect(wheelchairMoves("Grandad's knees went to water.", 'Dev', 'he')).toEqual([])
  })
})

describe('the chair told inside a sentence the story has', () => {
  const zara = { name: 'Zara', their: 'her' }
  it.each([
    [['The toys cheered. Zara clapped.'], 'The toys cheered. Zara clapped, and spun her wheelchair round in a quick, happy circle.'],
    [['A blue bird! Zara loves it.'], 'A blue bird! Zara loves it, and spins her wheelchair round.'],
    [
      ['It was frosty. Zara went out to crack the ice, with Grandad.'],
      'It was frosty. Zara wheeled her chair out to crack the ice, with Grandad.',
    ],
    [
      ['Zara waited at the window with a tea towel for a cape.'],
      'Zara waited in her wheelchair at the window with a tea towel for a cape.',
    ],
    [['So Zara set off with Grandad.'], 'So Zara set off in her wheelchair with Grandad.'],
    [['Zara spun round for joy.'], 'Zara spun her chair round for joy.'],
  ])('%j', (pages, first) => {
    expect(withWheelchairSeen(pages, zara)[0]).toBe(first)
  })

  it('never inside what somebody says, nor for a pair, nor a trait', () => {
    expect(withWheelchairSeen(['"Zara waited at the gate," said Gran.'], zara)[0]).toContain('Zara spun her wheelchair round')
    expect(withWheelchairSeen(['Grandad and Zara went out.'], zara)[0]).toContain('Zara spun her wheelchair round')
    expect(withWheelchairSeen(['Zara loved a puzzle.'], zara)[0]).toContain('Zara spun her wheelchair round')
    expect(withWheelchairSeen(['Zara went back to bed.'], zara)[0]).toContain('Zara spun her wheelchair round')
  })

  it('tells Dev in the vehicles tales with the chair in a sentence of his own and no standing knees', () => {
    const listener = listenerFor({
      childName: 'Dev',
      childAge: 10,
      pronouns: 'he',
      mainCharacter: 'his grumpy great-uncle Raj who used to be a train driver',
      fears: 'heights',
      family: 'Mum, Dad, Great-Uncle Raj',
    })
    const text = (n: number) =>
      tell(taleFor('vehicles', n)!, 'vehicles', listener, 1, { band: '9-12', look: { ...lookFromSeed(1, 'he'), wheelchair: true } })
        .pages.map((p) => p.text)
        .join('\n')
    expect(text(3)).toContain('his stomach dropped')
    expect(text(3)).toContain("His hands didn't shake once.")
    expect(text(3)).not.toMatch(/\bknees\b/)
    expect(text(1)).not.toMatch(/\bheels\b/)
  })
})
