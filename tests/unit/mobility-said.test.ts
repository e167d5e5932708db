import { describe, expect, it } from 'vitest'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { plotOnLegs } from '~/.server/generation/tales/fit'
import { toldForWheelchair, wheelchairMoves } from '~/.server/generation/tales/mobility'

/** What the checker missed, found by helpers reading tales aloud for a wheelchair user. */
describe('a wheelchair user on foot in words the old checker let through', () => {
  const found = (text: string) => wheelchairMoves(text, 'Zara', 'she')

  it('finds her feet remembered, her own "I\'ll run" and words that send her running', () => {
    expect(found('Zara smiled, remembering marching up to Mrs Thackray.')).toHaveLength(1)
    expect(found('"And I\'ll run right beside you," said Zara, "all the way."')).toHaveLength(1)
    expect(found('"We can climb it together," Zara said.')).toHaveLength(1)
    expect(found('"Run, Zara!" shouted Grandad.')).toHaveLength(1)
    expect(found('"You climb up first," Grandad told Zara.')).toHaveLength(1)
    // Someone else's words of their own feet, or hers of someone else's.
    expect(found('"I\'ll run ahead," said Grandad, and Zara laughed.')).toEqual([])
    expect(found('"Pennywort, run into the wind!" said Zara.')).toEqual([])
    expect(found('"I ran a bath for the ducks," said Zara.')).toEqual([])
  })

  it('finds "they" kneeling or standing up with her, and her marching, padding and standing up', () => {
    expect(found('Zara led Mrs Thackray over. So there they were, kneeling in the wet, and nobody said a word.')).toEqual([
      'So there they were, kneeling in the wet, and nobody said a word.',
    ])
    expect(found('Zara marched up to the gull.')).toHaveLength(1)
    expect(found('So Zara got up. She found the torch, and padded along the landing.')).toHaveLength(1)
    expect(found("Zara didn't try to explain. She just stood up and held her arms out wide.")).toHaveLength(1)
    expect(found('Zara sat up tall to stretch her cold arms, stamped her cold feet, and looked down the valley.')).toHaveLength(1)
    // The company kneel; the dog runs; an old lady stands up.
    expect(found('Zara showed Mrs Thackray where to kneel.')).toEqual([])
    expect(found('Zara laughed. Mustard ran to the door. Mrs Thackray stood up.')).toEqual([])
  })

  it('finds her sitting where she sits already: a seat, a bench, cross-legged; not where the chair is said', () => {
    expect(found('Zara sank into a seat that tipped right back, next to Grandad.')).toHaveLength(1)
    expect(found('Zara sat on the bench and listened.')).toHaveLength(1)
    expect(found("Zara sat on the giant's palm, cross-legged, and spread out the cloth.")).toHaveLength(1)
    expect(found('Zara slid from her wheelchair onto the sofa, next to Grandad.')).toEqual([])
    expect(found('Zara parked her chair by the bench and listened.')).toEqual([])
    expect(found('Grandad sat on the bench. Zara waved.')).toEqual([])
  })
})

describe('the rewrite of the same', () => {
  const told = (text: string) => toldForWheelchair(text, 'Zara', 'she')

  it('wheels where she remembers marching, and zooms where she promises to run', () => {
    expect(told('Zara smiled, remembering marching up to Mrs Thackray.')).toBe('Zara smiled, remembering wheeling up to Mrs Thackray.')
    expect(told('"And I\'ll run right beside you," said Zara, "all the way."')).toBe(
      '"And I\'ll zoom right beside you," said Zara, "all the way."',
    )
    // Grandad's own run stays his.
    expect(told('"I\'ll run ahead," said Grandad.')).toBe('"I\'ll run ahead," said Grandad.')
  })

  it('sits up tall where "she just stood up", and rubs her cold hands where she stamped her cold feet', () => {
    expect(told("Zara didn't try to explain. She just stood up and held her arms out wide.")).toBe(
      "Zara didn't try to explain. She just sat up tall and held her arms out wide.",
    )
    expect(told('Zara sat up tall to stretch her cold arms, stamped her cold feet, and looked down the valley.')).toBe(
      'Zara sat up tall to stretch her cold arms, rubbed her cold hands, and looked down the valley.',
    )
  })
})

describe('a "she" after a sentence that names nobody', () => {
  it('is still the hero, in the rewrite as in the checker', () => {
    const page = 'So Zara gave up trying. No more jokes, no more sweets. She sat on the bench and looked properly.'
    expect(toldForWheelchair(page, 'Zara', 'she')).toBe(
      'So Zara gave up trying. No more jokes, no more sweets. She pulled up at the bench and looked properly.',
    )
    expect(wheelchairMoves(page, 'Zara', 'she')).toEqual(['She sat on the bench and looked properly.'])
    // "Some time in the night" names nobody: the "she" after it is the hero.
    expect(wheelchairMoves('Some time in the night, Zara woke. She crawled along the tunnel.', 'Zara', 'she')).toEqual([
      'She crawled along the tunnel.',
    ])
    expect(toldForWheelchair('Zara sits on the piano stool.', 'Zara', 'she')).toBe('Zara pulls up at the piano.')
    // Her "climbed up" after a sentence she leads is "went up", never "went up up".
    expect(toldForWheelchair('Zara was dying to see. She climbed up the beard.', 'Zara', 'she')).toBe(
      'Zara was dying to see. She went up the beard.',
    )
    expect(toldForWheelchair('Zara climbs and climbs. The label!', 'Zara', 'she')).toBe('Zara goes up and up. The label!')
  })
})

describe('the company she keeps, and a plot on a wire', () => {
  it('goes quietly past a door with her, never creeping on tiptoe', () => {
    expect(toldForWheelchair("Zara held the torch. On the way, they crept past Mum's door.", 'Zara', 'she')).toBe(
      "Zara held the torch. On the way, they went quietly past Mum's door.",
    )
  })

  it('never offers the tightrope to a wheelchair user: no passage tells a wire walk in a chair', () => {
    const tale = taleFor('circus-adventures', 5)
    expect(tale && plotOnLegs(tale)).toBe(true)
    expect(plotOnLegs(taleFor('circus-adventures', 1)!)).toBe(false)
  })
})

describe('a wheelchair user named after the verb', () => {
  it('finds and rewrites her feet in "Out into the rain went Kofi, and … walked"', () => {
    const sentence = 'Out into the rain went Kofi, and he licked a finger to feel the wind, and walked straight into it.'
    expect(wheelchairMoves(sentence, 'Kofi', 'he')).toEqual([sentence])
    expect(toldForWheelchair(sentence, 'Kofi', 'he')).toContain('and wheeled straight into it')
    expect(wheelchairMoves('Off went Grandad, and Kofi laughed.', 'Kofi', 'he')).toEqual([])
  })
})
