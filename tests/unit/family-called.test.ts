/**
 * The family at home named the way the child says them after the first time: "his stepmum Jess"
 * once, then "Jess"; "Grandad Huw", the only grandad, then "Grandad".
 */
import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { namedAsCalled } from '~/.server/generation/profile/called'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'

const leo = (family: string) => listenerFor({ childName: 'Leo', childAge: 9, pronouns: 'he', mainCharacter: 'a dog called Rolo', family })

describe('the family as the child says them', () => {
  it('calls a named relation by name after the first mention', () => {
    const pages = namedAsCalled(
      ['Dad and stepmum Jess waved.', 'Later, Dad and stepmum Jess came too. Stepmum Jess laughed.'],
      leo('Dad and his stepmum Jess'),
      'his',
    )
    expect(pages).toEqual(['Dad and stepmum Jess waved.', 'Later, Dad and Jess came too. Jess laughed.'])
  })

  it('knows "little sister Nell" listed as "sister Nell": Nell after the first time', () => {
    expect(
      namedAsCalled(
        ['Dad, Papa and sister Nell called.', 'Dad, Papa and sister Nell came too.'],
        leo('Dad, Papa, little sister Nell'),
        'his',
      ),
    ).toEqual(['Dad, Papa and sister Nell called.', 'Dad, Papa and Nell came too.'])
  })

  it('calls the only grandad Grandad, and keeps two grandads apart', () => {
    expect(namedAsCalled(['Grandad Huw came.', 'Grandad Huw smiled.'], leo('Mum and Grandad Huw'), 'his')).toEqual([
      'Grandad Huw came.',
      'Grandad smiled.',
    ])
    const two = ['Grandad Huw and Grandad Tom came.', 'Grandad Huw smiled.']
    expect(namedAsCalled(two, leo('Grandad Huw and Grandad Tom'), 'his')).toEqual(two)
  })

  it('keeps a name said twice whole: "Nai Nai" is never "Nai"', () => {
    const pages = ['Mama, Baba and Nai Nai stop to watch.', 'Mama, Baba and Nai Nai tuck Mei in bed.']
    expect(namedAsCalled(pages, leo('Mama, Baba and Nai Nai'), 'his')).toEqual(pages)
    expect(namedAsCalled(['Po Po came.', 'Po Po smiled.'], leo('Dad and Po Po'), 'his')).toEqual(['Po Po came.', 'Po Po smiled.'])
  })

  it('is told so in a whole story', () => {
    const text = tell(taleFor('family', 1)!, 'family', leo('Dad and his stepmum Jess'), 1)
      .pages.map((p) => p.text)
      .join('\n\n')
    expect(text.match(/stepmum Jess/g)?.length ?? 0).toBeLessThanOrEqual(1)
    expect(text).toMatch(/Dad and Jess/)
  })
})
