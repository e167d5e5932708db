import { describe, expect, it } from 'vitest'
import { listenerFor } from '~/.server/generation/profile'
import { parseAnswers, parseChild, type Trait } from '~/.server/generation/profile/child'
import { taleFor } from '~/.server/generation/tales/catalogue'
import { tell } from '~/.server/generation/tales/render'
import { parseCompanion } from '~/.server/generation/profile/companion'

const kinds = (traits: Trait[]) =>
  traits.map((t) => {
    switch (t.kind) {
      case 'quality':
        return `quality:${t.quality}`
      case 'interest':
        return `interest:${t.interest}:${t.noun}`
      case 'fear':
        return `fear:${t.fear}`
      case 'family':
        return `family:${t.members.map((m) => m.name('her')).join('+')}`
      case 'situation':
        return ['situation', t.situation.kind, ...('who' in t.situation ? [t.situation.who] : [])].join(':')
      default:
        return t.kind
    }
  })

describe('parseChild', () => {
  it.each([
    ['Mia, who is brave and loves owls', 'Mia', ['quality:brave', 'interest:animals:owls']],
    ['Omar, who is shy and loves drawing', 'Omar', ['quality:shy', 'interest:art:drawing']],
    [
      'Priya, who is a perfectionist, plays the cello and is afraid of the dark',
      'Priya',
      ['quality:careful', 'interest:music:the cello', 'fear:dark'],
    ],
    ['Ava, who has two mums', 'Ava', ['family:her mums']],
    ['Leo, who has a baby brother and loves football', 'Leo', ['family:her baby brother', 'interest:sport:football']],
    ['Ada, who has a little sister', 'Ada', ['family:her little sister']],
    ['Max, who has been biting other kids at nursery', 'Max', ['worry']],
    ['Sam who hates baths and is funny', 'Sam', ['worry', 'quality:funny']],
    ['Zoe, curious, loves the stars', 'Zoe', ['quality:curious', 'interest:space:the stars']],
    ['Kai, who loves dinosaurs and horses', 'Kai', ['interest:animals:dinosaurs', 'interest:animals:horses']],
    ['Ivy (3), who is scared of loud noises', 'Ivy', ['fear:noise']],
    ['my son Ben, who loves Lego', 'Ben', ['interest:making:Lego']],
    ['Nia, who wears glasses and has curly hair', 'Nia', ['look', 'look']],
    ['Jo, who is from Mars and speaks Klingon backwards', 'Jo', ['unknown', 'unknown']],
    ['Anna-Lena, who loves to draw', 'Anna-Lena', ['interest:art:drawing']],
    // The name the family uses, in brackets or quotes after the full name.
    ['Oluwaseun (Seun), always asking why', 'Seun', ['quality:curious']],
    ["Elizabeth 'Lizzie', kind", 'Lizzie', ['quality:kind']],
    ['Ollie (Oliver), creative', 'Ollie', ['quality:curious']],
    ["Mia O'Neill (7), brave", "Mia O'Neill", ['quality:brave']],
  ])('%s', (input, name, expected) => {
    const child = parseChild(input, 'she', 6)
    expect(child.name).toBe(name)
    expect(kinds(child.traits)).toEqual(expected)
  })

  it('keeps the pronouns and age it is given, and never leaves a name empty', () => {
    expect(parseChild('Mia', 'they', 4)).toMatchObject({ name: 'Mia', pronouns: 'they', age: 4, traits: [] })
    expect(parseChild('🦄🦄').name).toBe('Little One')
  })
})

describe("parseAnswers: each of the form's answers read for its own kind", () => {
  it.each([
    [{ interests: 'owls' }, ['interest:animals:owls']],
    [
      { interests: 'owls, the cello and building dens' },
      ['interest:animals:owls', 'interest:music:the cello', 'interest:making:building dens'],
    ],
    [{ interests: 'loves red cars' }, ['interest:making:cars']],
    [{ interests: 'being kind' }, ['unknown']],
    [{ fears: 'the dark' }, ['fear:dark']],
    // A new school is a fear, and the family's news the story shows at its start and end.
    [{ fears: 'thunder, a new school' }, ['fear:noise', 'fear:alone', 'situation:school']],
    [{ fears: 'scared of big dogs' }, ['fear:animals']],
    [{ fears: 'being on her own at bedtime, the hand dryer' }, ['fear:alone', 'fear:noise']],
    [{ fears: 'being laughed at' }, ['fear:alone']],
    [
      { interests: 'Formula 1, Lego Technic and the washing machine' },
      ['interest:sport:formula 1', 'interest:making:Lego Technic', 'interest:making:the washing machine'],
    ],
    [{ fears: 'sharing' }, ['unknown']],
    [{ fears: 'tantrums at bedtime' }, ['worry']],
    [{ family: 'Mum and Grandad' }, ['family:Mum+Grandad']],
    [{ family: 'Mum, Mama and baby sister Ivy' }, ['family:Mum+Mama+her baby sister Ivy']],
    [{ family: 'Mummy, Daddy and Grandpa Ray' }, ['family:Mummy+Daddy+Grandpa Ray']],
    [{ family: 'Abuela who lives with us, and his stepmum Jen' }, ['family:Abuela+her stepmum Jen']],
    // A pet the parent names is kept, in kind (the story shows it at home, never speaking).
    [{ family: 'Dad and our dog Rex' }, ['family:Dad+Rex the dog']],
    // Dad in hospital is shown (a get-well card, a visit), never turned into a worry that drops the family.
    [{ family: 'Dad, who is in hospital' }, ['situation:poorly:Dad']],
    [{ family: 'Pops and Nonno' }, ['family:Pops+Nonno']],
    [{ family: 'her mums' }, ['family:her mums']],
    [{ family: 'Mummy, Daddy and Nana Pat next door' }, ['family:Mummy+Daddy+Nana Pat']],
    [{ family: 'my dads and baby Zain' }, ['family:her dads+her baby Zain']],
    [{ family: 'Mum, Dad and twins Obi and Chike' }, ['family:Mum+Dad+Obi+Chike']],
    [{ family: 'Dad and Dad and a tortoise called Gerald' }, ['family:her dads+Gerald the tortoise']],
    [{ family: "Mum, Grandpa Ade, and Sam's little brother Tunde" }, ['family:Mum+Grandpa Ade+her little brother Tunde']],
    [{ family: 'Mum and her partner Jo' }, ['family:Mum+Jo']],
    [{ family: 'Mum, step-dad Mark and half-sister Lily' }, ['family:Mum+her stepdad Mark+her half-sister Lily']],
    [{ family: 'the neighbours' }, ['unknown']],
    // A doing keeps its object ("drawing horses" is drawing, not a visit to the stables); watching
    // birds is about the birds; who it is done with is neither an interest nor the family.
    [{ interests: 'drawing horses, she fills whole sketchbooks' }, ['interest:art:drawing horses', 'unknown']],
    [{ interests: 'fixing old radios with their grandad' }, ['interest:making:fixing old radios']],
    [{ interests: 'playing Minecraft with Dad, building Lego' }, ['interest:making:building blocks', 'interest:making:building Lego']],
    [{ interests: 'watching birds and playing with trains' }, ['interest:animals:birds', 'interest:making:trains']],
    // An aside in brackets is not someone at home, unless it says who the parent is.
    [
      { family: 'Mum and Grandad Huw (Dad is working on the oil rigs for months at a time)' },
      ['family:Mum+Grandad Huw', 'situation:away:Dad'],
    ],
    [{ family: 'lives with me (Mum) and Grandma Efua' }, ['family:Mum+Grandma Efua']],
    // A baby on the way is not at home yet.
    [{ family: "Mummy, Daddy and the baby in Mummy's tummy" }, ['family:Mummy+Daddy', 'situation:baby']],
    [{ family: 'Ummi, Abi and his baby sister Maryam' }, ['family:Ummi+Abi+her baby sister Maryam']],
    [{ interests: '', fears: null, family: '   ' }, []],
    // A doing we do not list, with a thing we know: the doing is the interest, as the parent said it.
    [{ interests: 'stomping like a T-rex' }, ['interest:animals:stomping like a T-rex']],
    [{ interests: 'splashing in puddles' }, ['interest:nature:splashing in puddles']],
  ])('%j', (answers, expected) => {
    expect(kinds(parseAnswers(answers))).toEqual(expected)
  })

  it('keeps the words the parent wrote as the phrase, and says which question an unknown answer was for', () => {
    const [interest, fear, family] = parseAnswers({ interests: 'owls', fears: 'the dark', family: 'Mum and Grandad' })
    expect(interest).toMatchObject({ kind: 'interest', phrase: 'owls' })
    expect(fear).toMatchObject({ kind: 'fear', phrase: 'the dark' })
    expect(family).toMatchObject({ kind: 'family', phrase: 'Mum and Grandad' })
    expect(parseAnswers({ interests: 'kites that sing' })[0]).toMatchObject({ kind: 'unknown', about: 'interest' })
    // The parent's capitals stay where a story says the answer: "starting school in September".
    expect(parseAnswers({ fears: 'starting school in September' })[0]).toMatchObject({ kind: 'fear', noun: 'starting school in September' })
  })

  it('reads at most four things an answer, and never markup or instructions', () => {
    expect(parseAnswers({ interests: 'owls, cats, dogs, bees, frogs, newts' })).toHaveLength(4)
    expect(parseAnswers({ interests: '<script>alert(1)</script> owls' }).map((t) => t.phrase)).toEqual(['alert', 'owls'])
  })
})

describe('listenerFor: the name field and the answers together', () => {
  const ada = { childName: 'Ada', childAge: 6, pronouns: 'she' as const, mainCharacter: 'a little dragon' }

  it('puts the answers first, then the traits of the name field', () => {
    const { child } = listenerFor({ ...ada, childName: 'Ada, who is brave and loves rockets', interests: 'owls', fears: 'the dark' })
    expect(child.name).toBe('Ada')
    expect(kinds(child.traits)).toEqual(['interest:animals:owls', 'fear:dark', 'quality:brave', 'interest:space:rockets'])
  })

  it("tells Ada's story with the interest, fear and family passages", () => {
    const listener = listenerFor({ ...ada, interests: 'owls', fears: 'the dark', family: 'Mum and Grandad' })
    const told = tell(taleFor('adventure', 1)!, 'adventure', listener, 1)
    expect(told.choices).toMatchObject({ interest: 'animals', fear: 'dark', family: 'yes' })
    const text = told.pages.map((p) => p.text).join(' ')
    expect(text).toContain('owls')
    expect(text).toContain('Mum and Grandad')
    // Without the answers, none of those passages.
    const plain = tell(taleFor('adventure', 1)!, 'adventure', listenerFor(ada), 1)
    expect(plain.choices).toMatchObject({ interest: null, fear: null, family: null })
  })
})

describe('parseCompanion', () => {
  it.each([
    ["her grandpa's old robot, Bolt", { name: 'Bolt', kind: 'robot', category: 'robot', owner: 'grandpa', details: ['old'] }],
    ['his older sister Nora', { name: 'Nora', kind: 'big sister', category: 'person', pronoun: 'she', age: 'teen' }],
    ['a shy dragon', { name: null, kind: 'dragon', category: 'creature', details: ['shy'] }],
    ['his grandma', { name: 'Grandma', kind: 'Grandma', category: 'person', pronoun: 'she', age: 'older', kindIsName: true }],
    ['a big yellow digger', { name: null, kind: 'digger', category: 'vehicle', details: ['big', 'yellow'] }],
    ['a stegosaurus', { name: null, kind: 'stegosaurus', category: 'animal' }],
    ['a steam train', { kind: 'steam train', category: 'vehicle' }],
    ['her teddy, Mr Buttons', { name: 'Mr Buttons', kind: 'teddy', category: 'toy', belongsToChild: true, pronoun: 'he' }],
    ['a cat called Lady Whiskers', { name: 'Lady Whiskers', kind: 'cat', pronoun: 'she' }],
    ['his dog Biscuit', { name: 'Biscuit', kind: 'dog', category: 'animal', belongsToChild: true }],
    ['a dragon called Ember', { name: 'Ember', kind: 'dragon', category: 'creature' }],
    ['Bolt the robot', { name: 'Bolt', kind: 'robot', category: 'robot' }],
    ['a toy dinosaur', { kind: 'toy dinosaur', category: 'toy' }],
    ['a one-eyed cat', { kind: 'cat', category: 'animal', details: ['one-eyed'] }],
    ['Sam', { name: 'Sam', category: 'person', pronoun: 'they' }],
    ['a cat and a dog', { kind: 'cat', category: 'animal' }],
    ['his cat Tiger', { name: 'Tiger', kind: 'cat', category: 'animal' }],
    ['Bolt, her robot', { name: 'Bolt', kind: 'robot', category: 'robot', belongsToChild: true }],
    ['Grandma Rose, his granny', { category: 'person', pronoun: 'she' }],
    ['her teddy bear', { kind: 'teddy bear', category: 'toy' }],
  ])('%s', (input, expected) => {
    expect(parseCompanion(input)).toMatchObject(expected)
  })

  it('gives an animal the same pronoun every time, and a family role its own', () => {
    expect(parseCompanion('his dog Biscuit').pronoun).toBe(parseCompanion('her dog Biscuit').pronoun)
    expect(parseCompanion('Grandpa').pronoun).toBe('he')
  })

  it("gives a companion with no stated pronoun the other one than the child's, so she and he are never ambiguous", () => {
    expect(parseCompanion('a fluffy rabbit', 'she').pronoun).toBe('he')
    expect(parseCompanion('a fluffy rabbit', 'he').pronoun).toBe('she')
    expect(parseCompanion('a fluffy rabbit', 'they').pronoun).toBe(parseCompanion('a fluffy rabbit').pronoun)
    // What the parent said wins.
    expect(parseCompanion('her teddy, Mr Buttons', 'he').pronoun).toBe('he')
    expect(parseCompanion('her grandma', 'she').pronoun).toBe('she')
  })

  it('falls back to a best friend when nothing is understood', () => {
    expect(parseCompanion('!!! ???')).toMatchObject({ kind: 'best friend', category: 'person', fallback: true })
  })
})
