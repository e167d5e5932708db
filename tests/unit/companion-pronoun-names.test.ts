/**
 * A companion's pronoun from a plain given name or a role, where nothing else says it: "a digger
 * called Dougie" is he, "a bus named Betty" she, "a robot butler" he, "a fairy godmother" she, for
 * a child of either pronoun (the picked pronoun is only for a companion with no cue at all).
 */
import { describe, expect, it } from 'vitest'
import { drawingFor } from '~/.server/generation/offline/illustrator'
import { listenerFor } from '~/.server/generation/profile'

const pronounOf = (mainCharacter: string, pronouns: 'she' | 'he') =>
  listenerFor({ childName: 'Sam', childAge: 7, pronouns, mainCharacter }).companion.pronoun

describe('a companion’s pronoun from its name or role', () => {
  it.each([
    ['a digger called Dougie', 'he'],
    ['a robot butler called Jeeves', 'he'],
    ['a bus named Betty', 'she'],
    ['a kite called Kevin', 'he'],
    ['a tractor called Bertha', 'she'],
    ['a robot butler', 'he'],
    ['a butler', 'he'],
    ['a toy queen', 'she'],
    ['a fairy godmother', 'she'],
    ['a fairy', 'she'],
    ['a robot princess', 'she'],
    ['a fairy called Bob', 'he'],
    ['a wizard', 'he'],
  ])('%s is %s, whatever the child', (said, pronoun) => {
    expect(pronounOf(said, 'she')).toBe(pronoun)
    expect(pronounOf(said, 'he')).toBe(pronoun)
  })

  it('an animal or creature with no cue still takes the other pronoun than the child', () => {
    expect(pronounOf('a dragon called Zib', 'she')).toBe('he')
    expect(pronounOf('a dragon called Zib', 'he')).toBe('she')
  })

  // A robot called Bolt was "she" for a boy hero (robots/1), though the parent wrote no pronoun.
  it.each([
    ['a robot called Bolt', 'it'],
    ['Bolt, a robot', 'it'],
    ['a big yellow digger', 'it'],
    ['his toy car Zoom', 'it'],
    ['a knitted penguin called Pingu', 'it'],
    ['a robot called Bolt who thinks he is a knight', 'he'],
    ['a robot called Bolt (she is silver)', 'she'],
    ['a robot called Oliver', 'he'],
    ['a teddy called Mr Buttons', 'he'],
  ])('a machine or toy with no other cue: %s is %s, whatever the child', (said, pronoun) => {
    expect(pronounOf(said, 'she')).toBe(pronoun)
    expect(pronounOf(said, 'he')).toBe(pronoun)
  })

  it('a butler is a grown-up, never a best friend called Butler', () => {
    const c = listenerFor({ childName: 'Sam', childAge: 7, pronouns: 'she', mainCharacter: 'a butler' }).companion
    expect(c).toMatchObject({ name: null, kind: 'butler', category: 'person', age: 'adult' })
  })
})

describe('friends, team-mates and coaches as parents write them', () => {
  const companionOf = (mainCharacter: string) => listenerFor({ childName: 'Leila', childAge: 11, pronouns: 'she', mainCharacter }).companion

  it.each([
    ['his best friend Jonah who is always making jokes', 'Jonah', 'he'],
    ['her swimming buddy Kemi', 'Kemi', 'she'],
    ["my son's friend from nursery, Lila", 'Lila', 'she'],
    ['her pen pal Mateo from Spain', 'Mateo', 'he'],
    ['his teammate Ollie', 'Ollie', 'he'],
    ['Coach Amy', 'Amy', 'she'],
    ['his karate teacher, Sensei Ken', 'Sensei Ken', 'he'],
    ['his football coach Mr Daley', 'Mr Daley', 'he'],
  ])('%s is %s, %s', (said, name, pronoun) => {
    expect(companionOf(said)).toMatchObject({ name, pronoun, category: 'person' })
  })

  it('a team-mate keeps the name the parent gave, never a nameless best friend', () => {
    const c = companionOf('her team-mate Sam, a goalkeeper who is scared of nothing')
    expect(c).toMatchObject({ name: 'Sam', kind: 'team-mate', category: 'person', fallback: false })
    // Sam may be a boy or a girl: the story keeps "they".
    expect(c.pronoun).toBe('they')
  })

  it('a coach is a grown-up, never a creature', () => {
    expect(companionOf('his football coach Mr Daley')).toMatchObject({ kind: 'football coach', age: 'adult' })
  })
})

describe('a companion "scared of nothing" is brave, never scared', () => {
  it.each([
    'her team-mate Sam, a goalkeeper who is scared of nothing',
    "a sheepdog who isn't scared of anything",
    'Grandpa, who is afraid of nobody',
  ])('%s', (said) => {
    const quirks = listenerFor({ childName: 'Leila', childAge: 11, pronouns: 'she', mainCharacter: said }).companion.quirks
    expect(quirks.map((q) => q.key)).toContain('brave')
    expect(quirks.map((q) => q.key)).not.toContain('scared-of')
  })
})

describe('an instrument or a ball the child named is carried, never a best friend', () => {
  it.each([
    ['a cello called Bella', 'Bella', 'cello', 'violin'],
    ['a football called Kicker', 'Kicker', 'football', 'soccer-ball'],
    ['a drum called Boom', 'Boom', 'drum', 'drum'],
    ['her violin, Fiddlesticks', 'Fiddlesticks', 'violin', 'violin'],
  ])('%s is %s, a %s, drawn as one', (said, name, kind, icon) => {
    const c = listenerFor({ childName: 'Ava', childAge: 7, pronouns: 'she', mainCharacter: said }).companion
    expect(c).toMatchObject({ name, kind, category: 'toy' })
    expect(drawingFor(c.kind, c.category)).toMatchObject({ by: 'icon', icon })
  })
})

describe('a teacher of an instrument is a person who teaches it, never the instrument', () => {
  it.each([
    ['her violin teacher Madame Roux', 'Madame Roux', 'violin teacher', 'she'],
    ['his piano teacher, Mr Lee', 'Mr Lee', 'piano teacher', 'he'],
    ['his drum teacher Sam', 'Sam', 'drum teacher', 'they'],
    ['Monsieur Pierre, his French teacher', 'Monsieur Pierre', 'teacher', 'he'],
    ['her football tutor Jo', 'Jo', 'tutor', 'they'],
  ])('%s is %s, a %s (%s)', (said, name, kind, pronoun) => {
    const c = listenerFor({ childName: 'Elodie', childAge: 9, pronouns: 'she', mainCharacter: said }).companion
    expect(c).toMatchObject({ name, category: 'person', pronoun })
    expect(c.kind.startsWith(kind)).toBe(true)
  })
})

describe('a habit is no trade', () => {
  it.each(['his best friend Jonah who is always making jokes', 'her friend Kit who makes a mess everywhere'])('%s has no job', (said) => {
    expect(listenerFor({ childName: 'Tom', childAge: 9, pronouns: 'he', mainCharacter: said }).companion.role).toBeNull()
  })
  it('a kite maker keeps the trade', () => {
    expect(listenerFor({ childName: 'Tom', childAge: 9, pronouns: 'he', mainCharacter: 'Grandpa who makes kites' }).companion.role).toBe(
      'kite maker',
    )
  })
})

describe('a mechanical animal is a machine in its shape', () => {
  it.each([
    ['a mechanical hummingbird called Whirr that she built herself', 'Whirr', 'robot hummingbird', { toy: 'clockwork' }],
    ['a metal dog called Bolt', 'Bolt', 'robot dog', { by: 'beast', species: 'robot dog' }],
  ])('%s', (said, name, kind, drawn) => {
    const c = listenerFor({ childName: 'Zainab', childAge: 10, pronouns: 'she', mainCharacter: said }).companion
    expect(c).toMatchObject({ name, kind, category: 'robot' })
    expect(c.details).not.toContain('mechanical')
    expect(c.details).not.toContain('metal')
    expect(drawingFor(c.kind, c.category)).toMatchObject(drawn)
  })
})
