/**
 * A family's pet named where the parent says what the child loves ("his hamster Pip", "our dog,
 * Rolo", "Daisy the dog", "her guinea pigs Salt and Pepper"): the pet joins the family at home, and
 * the thing loved is the kind of animal, with the pet named in what the child does with it.
 */
import { singular } from '../english'
import { KINDS } from './kinds'

export type PetSaid = {
  /** The parent's words for the pet: "his hamster Pip". */
  said: string
  /** The pet's name or names: ["Salt", "Pepper"]. */
  names: string[]
  /** The kind as the family has one: "hamster", "guinea pig", "puppy". */
  kind: string
  /** The kind as a child loves it: "hamsters", "guinea pigs", "goldfish". */
  plural: string
}

const NAME = `\\p{Lu}[\\p{Ll}'’-]+`
/** Whose it is: only an owner word makes "our dog Rolo" a pet, never "cats, Lego". */
const OWNER = `(?:[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Mm]y|[Tt]he|[Aa])`
const KIND_WORDS = `(\\p{Ll}+(?:\\s+(?!called\\b|named\\b)\\p{Ll}+)?)`
/** "our dog Rolo", "her cat, Biscuit", "the family dog Buster", "her guinea pigs Salt and Pepper", "our puppy called Bear". */
const PET_AFTER = new RegExp(
  `(?<![\\p{L}'’])(?:${OWNER})\\s+(?:(?:family(?:['’]s)?|pet|little|old|new|baby|two|2|fat|lazy|fluffy|naughty)\\s+)*${KIND_WORDS}\\s*,?\\s+(?:(?:called|named)\\s+)?(${NAME})(?:\\s*(?:and|&)\\s*(${NAME}))?(?![\\p{L}'’])`,
  'gu',
)
/** "Daisy the dog", "Nibbles her hamster", "Rolo our dog". */
const PET_BEFORE = new RegExp(`(?<![\\p{L}'’])(${NAME})\\s+(?:the|our|my|his|her|their)\\s+${KIND_WORDS}(?![\\p{L}'’])`, 'gu')

/** Names that are things loved, never a pet's: "cats, Lego" is two loves, "Spot the dog" and "Mog the cat" are books. */
const NOT_A_PET_NAME =
  /^(?:Lego|Minecraft|Roblox|Pokémon|Pokemon|Mario|Sonic|Batman|Elsa|Frozen|Moana|Barbie|Peppa|Paw|Bluey|Bingo|Spot|Kipper|Clifford|Paddington|Snoopy|Scooby|Gromit|Maisy|Elmer|Pooh|Zog|Mog|Gruffalo|Mum|Dad|Mummy|Daddy|Grandma|Grandad|Nana|Granny|Grandpa)$/

/** The kind a pet is of, as written: "guinea pigs" is a guinea pig, "family dog" a dog; null when no animal. */
function kindOf(words: string): string | null {
  const lower = words.toLowerCase()
  for (const said of [lower, lower.split(' ').slice(-1)[0] as string]) {
    const one = KINDS[said] ? said : KINDS[singular(said)] ? singular(said) : null
    if (one && KINDS[one]?.category === 'animal') return one
  }
  return null
}

function pluralOf(kind: string): string {
  if (/(?:fish|sheep|deer)$/.test(kind)) return kind
  if (/[^aeiou]y$/.test(kind)) return `${kind.slice(0, -1)}ies`
  if (/(?:s|x|z|ch|sh)$/.test(kind)) return `${kind}es`
  return `${kind}s`
}

/** Every pet named in the text, in the order written. */
export function petsSaid(text: string): PetSaid[] {
  const found: Array<PetSaid & { at: number }> = []
  for (const m of text.matchAll(PET_AFTER)) {
    const kind = kindOf(m[1] as string)
    const names = [m[2], m[3]].filter((n): n is string => !!n && !NOT_A_PET_NAME.test(n))
    if (!kind || names.length === 0 || names.length < (m[3] ? 2 : 1)) continue
    found.push({ said: m[0], names, kind, plural: pluralOf(kind), at: m.index ?? 0 })
  }
  for (const m of text.matchAll(PET_BEFORE)) {
    const kind = kindOf(m[2] as string)
    const name = m[1] as string
    if (!kind || NOT_A_PET_NAME.test(name) || found.some((p) => p.names.includes(name))) continue
    found.push({ said: m[0], names: [name], kind, plural: pluralOf(kind), at: m.index ?? 0 })
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _, ...pet }) => pet)
}

/** How the family names the pet: "Pip the hamster", "Salt and Pepper the guinea pigs". */
export function petName(pet: PetSaid): string {
  return pet.names.length > 1 ? `${pet.names.join(' and ')} the ${pet.plural}` : `${pet.names[0]} the ${pet.kind}`
}

/**
 * The doing with the pet named: "watching the hamster spin the wheel" is "watching Pip spin the
 * wheel", "feeding hay to the rabbits" is "feeding hay to Thumper"; unchanged where it names none.
 */
export function withPetNamed(doing: string, pet: PetSaid): string {
  const called = pet.names.join(' and ')
  const the = new RegExp(`\\bthe (?:${pet.kind}|${pet.plural})\\b`)
  return the.test(doing) ? doing.replace(the, called) : doing
}
