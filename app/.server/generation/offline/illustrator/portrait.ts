/**
 * The hero's portrait for the create form's preview and the "Your children" avatars: the child's
 * head and shoulders on a soft round background, drawn by the same rig as the story pictures.
 * Deterministic, no text, ~256×256.
 */
import type { HeroLook } from '~/lib/hero-look'
import { heroLook, type Pronouns } from './looks'
import { drawPerson } from './person'
import { circle, Defs } from './svg'

const BACKGROUNDS = ['#ffe3c2', '#d6ecf7', '#e3f1d4', '#f7dbe6', '#ece1f7', '#fff1b8'] as const

export function heroPortrait(look: HeroLook, age: number, pronouns: Pronouns): string {
  const person = heroLook(look, age, pronouns, '')
  // The figure is scaled so the head and shoulders fill the circle, whatever the age.
  const height = 256 * (person.build.heads / 2.05)
  const headTop = 38
  const y = headTop + height
  const defs = new Defs()
  const clip = defs.clip('<circle cx="128" cy="128" r="124"/>')
  const bg = BACKGROUNDS[(look.skinTone + look.hairStyle.length + look.hairColor.length) % BACKGROUNDS.length] as string
  const options = { x: 128, y, height, facing: 0 as const, lw: 3.2, id: 'portrait' }
  let figure = drawPerson(person, 'standing', 'happy', options)
  // Seated in a wheelchair the head sits lower: draw again with the head where a standing child's would be,
  // so the chair's back and wheel show at the shoulders.
  if (person.wheelchair) {
    const standing = drawPerson({ ...person, wheelchair: false }, 'standing', 'happy', options)
    figure = drawPerson(person, 'standing', 'happy', { ...options, y: y + standing.head[1] - figure.head[1] })
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<defs>${defs.markup()}</defs>` +
    circle(128, 128, 124, { fill: bg }) +
    `<g clip-path="${clip}" stroke-linecap="round" stroke-linejoin="round">${circle(128, 150, 100, { fill: '#ffffff', opacity: 0.35 })}${figure.markup}</g>` +
    circle(128, 128, 124, { sw: 4, stroke: '#ffffff' }) +
    `</svg>`
  )
}
