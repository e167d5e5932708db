/**
 * The people a page's words have there, for its picture: "Mummy and Nana lean on the gate", "said
 * the Warden", "Grandad sat on the bench". A tale's scene lines name the figures it planned; the
 * telling adds the parent's family and the tale's named grown-ups, and the picture must not leave
 * them out, nor contradict what they do.
 */
import { KINDS } from '../profile/kinds'
import { lampsOutOf } from '../offline/illustrator'
import type { SceneSpec } from '../scene'

/** The family by their titles, as a story calls them: "Mummy", "Nana", "Aunt Grace", "brother Cian". */
const FAMILY =
  /\b(?:Mummy|Mum|Mommy|Mom|Mammy|Mam|Mama|Daddy|Dad|Papa|Baba|Nana|Nanna|Nan|Granny|Gran|Grandma|Grandpa|Grandad|Granddad|Grandmother|Grandfather|Nonna|Nonno|Abuela|Abuelo|Oma|Opa|(?:Aunt|Auntie|Uncle|Stepdad|Stepmum) \p{Lu}\p{Ll}+|(?:[Bb]rother|[Ss]ister|[Cc]ousin) \p{Lu}\p{Ll}+)\b(?!['’]s)/gu
/** A grown-up named with a title: "Mrs Thistlewood", "Warden Marrow", "the Warden". */
const TITLED = /\b(?:(?:Mrs|Mr|Miss|Ms|Dr|Captain|Warden|Sir|Lady) \p{Lu}\p{Ll}+|the (?:Warden|Captain|Blacksmith))\b(?!['’]s)/gu
/**
 * Words before a name that put them there: the start of a clause or a paragraph (also after words
 * in quotes, blanked out), "and", a speaking verb, "with".
 */
const BEFORE_PRESENT =
  /(?:^|[.!?,;:]\s*|\n\s*|\s{3,}|\b(?:and|then|Then|said|says|asked|whispered|called|laughed|smiled|with|beside|hugged|hugs|kissed|helped|helps|showed|shows|handed|hands|gave|gives|to)\s+)$/
/** Words after a name that say they are not there: remembered, phoned, away. */
const AFTER_ABSENT =
  /^\s*(?:had|would|could|might|used|always|never|once|phoned|rang|called|texted|wrote|sent|missed|is away|was away|is at work|was at work|will|said on the phone|(?:is|was) (?:still )?(?:(?:out|away) )?at sea|,\s*out there|(?:took|takes) (?:the|his|her|their) [^.!?]{0,40}?\bout (?:to sea|past|to (?:check|lift)|fishing)\b)/
/**
 * Words earlier in the name's sentence that put them elsewhere: at home while the page is out, in a
 * thought, a memory, a wish or a phone call ("Back at home, Mum and Kofi were still asleep", "Rosie
 * thought about saving a cherry for Mum, Dad and Nana").
 */
const ABSENT_BEFORE =
  /\b(?:(?:back|up|down) (?:at|in) (?:home|the house|the farmhouse|the cottage|the flat|the camp|the tents?|the base|the castle|the village)|back home|at home|from home|home to|far away|(?:thought|thinks|thinking|dreamt|dreamed|dreams|dreaming|remembered|remembers|remembering|missed|misses|missing|wished|wishes|wishing|imagined|imagines|pictured) (?:about |of )?|on the (?:phone|tablet|screen)|(?:video|phone)[- ]?call|phoned|rang|texted|(?:letter|card|postcard|message|photo|picture) (?:from|to|of))\b/i
/**
 * The rest of a list of names ("Mum and Grandad", "Mum, Dad and Nana"), then words that say they are
 * not there: a promise, what they will do, waiting at home.
 */
const ABSENT_LIST = /^(?:\s*(?:,|and|&)\s*(?:twin |little |big |baby )?(?:brother |sister |cousin )?\p{Lu}\p{Ll}+)*/u
const AWAY_AFTER =
  /^\s*(?:promised|promises|(?:is|was|are|were) (?:still )?(?:(?:waiting|asleep|busy|cooking|working) )?(?:at home|back at|up at|at work|in the house|at the camp|in the camp|at base)|(?:waited|stayed|stays|waits) (?:at )?home)\b/
/** Places that are home: there "at home" is where the page is, not elsewhere. */
const HOME_PLACES = /^(?:bedroom|kitchen|living-room|bathroom|attic|hallway|garden|home)$/

/** A deed a grown-up's figure can show, soon after their name. */
const DEED =
  /^(?:[\s,]+(?:and|&|the|her|his|both|all|still|just|was|were|is|are|busy|waiting|standing|stood|on|at|by|in|from|a|an|\p{Lu}\p{Ll}+|\p{Ll}+ly)){0,6}[\s,]+(?:wav|lean|leant|sit|sat|seated|tuck|dig|dug|bang|hammer|nail|fix|mend|knock|hand|give|gave|pass|place|offer|hug|cuddl|hold|held|carr|point|kneel|knelt|clap|cheer|took off|takes off)/u
/** Words of an animal named like a person: Mrs Mallow's ducklings and wings. */
const BEAST_WORDS =
  /\b(?:quack\w*|waddl\w*|feathers?|wings?|ducklings?|paws?|tail|beak|hooves|fur|moo\w*|baa\w*|woof\w*|purr\w*|neigh\w*|cluck\w*|squeak\w*)\b/i
/** Role words of a person among the page's planned others: the farmer is Mrs Thistlewood. */
const PERSON_OTHER =
  /(?:\b(?:man|woman|lady|gentleman|farmer|warden|captain|keeper|smith|teacher|headteacher|driver|baker|neighbour|doctor|nurse|king|queen|knight|wizard|witch|guard|chef|caretaker|ranger|vet|officer|librarian|shopkeeper|conductor|pilot|fisherman|sailor|mayor|grown-up|postman|postwoman|gardener|fireman|firefighter|police\w*|skipper|stallholder|potter|miller|woodcutter|plumber|greengrocer|presenter|seller)|\b(?!snow|gingerbread)\p{Ll}+(?:man|woman|keeper|smith|master))$/iu

/** "a grey cat called Lady Pomfrey", "a goose named Captain Honk": a name given to what the noun is. */
const CALLED =
  /\b(?:an?|the|two|some) (?:[\p{Ll}-]+ ){0,3}?([\p{Ll}]+) (?:called|named) ((?:(?:Mrs|Mr|Miss|Ms|Dr|Captain|Sir|Lady|Lord|Old|Big|Little) )?\p{Lu}[\p{L}'-]+)/gu

/**
 * The names the story gives to animals and things ("a grey cat called Lady Pomfrey"): a titled name
 * that speaks is still the cat, never a lady drawn beside it.
 */
export function namesOfBeasts(text: string): string[] {
  const called = [...text.matchAll(CALLED)].filter((m) => !PERSON_OTHER.test(m[1] as string)).map((m) => m[2] as string)
  const beside = [...text.matchAll(NAMED_BESIDE)].flatMap((m) => {
    const [name, noun] = m[1] ? [m[1], m[2]] : [m[4], m[3]]
    return name && noun && BEAST_KIND(noun) ? [name] : []
  })
  return [...new Set([...called, ...beside])]
}

/**
 * A titled name beside what it is: "Mrs Ambergris, the old turtle", "Mrs Ambergris the turtle", "an old
 * turtle, Mrs Ambergris". Only an animal's or a creature's kind makes it a beast (Mrs Ambergris who hugs
 * her baby was drawn as a lady standing on the sea floor); "Captain Reed, the pirate" stays a person.
 */
const TITLED_NAME = "(?:Mrs|Mr|Miss|Ms|Dr|Captain|Sir|Lady|Lord|Old|Big|Little|Granny|Grandpa|Uncle|Auntie) \\p{Lu}[\\p{L}'-]+"
const NAMED_BESIDE = new RegExp(
  `(${TITLED_NAME}),? the ((?:[\\p{Ll}-]+ ){0,2}[\\p{Ll}-]+)|\\b(?:[Aa]n?|[Tt]he) ((?:[\\p{Ll}-]+ ){0,2}[\\p{Ll}-]+), (${TITLED_NAME})`,
  'gu',
)
/** Words that name an animal or a creature, and no person ("old turtle", not "turtle keeper"). */
const BEAST_KIND = (words: string) => {
  const kinds = words.split(' ').map((w) => KINDS[w] ?? KINDS[w.replace(/s$/, '')])
  return kinds.some((k) => k && k.category !== 'person') && !kinds.some((k) => k?.category === 'person') && !PERSON_OTHER.test(words)
}

/** A state of the companion the picture can show: asleep, in tears, clapping, laughing. */
const COMPANION_STATE =
  /^(?:(?:is|was|falls|fell|lies|lay|goes|went|has|had|gets|got|too|just|still|soon|now|already|fast|sound)\s+){0,3}(?:asleep|sleeps|sleeping|slept|dozes|dozing|cries|cried|crying|sobs|sobbed|howls|howled|wails|wailed|claps|clapped|clapping|giggles|giggled|laughs|laughed|yawns|yawned)\b/i
/** The tale's own baby: when the companion is the baby sister or brother, it is them. */
const THE_BABY = /^(?:the |a )?(?:new |tiny |little )?baby(?: (?:sister|brother))?$/i

/** Speech is what people say, not who is there: "Mum will be proud!" puts nobody on the page. */
function unquoted(text: string): string {
  return text.replace(/["“][^"”]*["”]/g, (q) => ' '.repeat(q.length))
}

/** The names on this page whose words have them there, in order, each once. */
export function presentIn(text: string, place?: string): { name: string; titled: boolean }[] {
  const home = !!place && HOME_PLACES.test(place)
  const plain = unquoted(text)
  const found = new Map<string, boolean>()
  for (const [re, titled] of [
    [FAMILY, false],
    [TITLED, true],
  ] as const) {
    for (const m of plain.matchAll(re)) {
      const at = m.index ?? 0
      const before = plain.slice(Math.max(0, at - 24), at)
      const after = plain.slice(at + m[0].length)
      // Said of them, never by them ("said the Warden" is outside the quotes, so it counts).
      const speaker = /["”]\s*,?\s*(?:said|says|asked|whispered|called)\s+$/.test(text.slice(Math.max(0, at - 24), at))
      if (!speaker && (!BEFORE_PRESENT.test(before) || AFTER_ABSENT.test(after))) continue
      // Elsewhere in the words: at home, in a thought or a call, promised (a whole list of names at once).
      const clause =
        plain
          .slice(0, at)
          .split(/[.!?;]\s+|\n/)
          .at(-1) ?? ''
      const rest = after.slice(ABSENT_LIST.exec(after)?.[0].length ?? 0)
      const away = ABSENT_BEFORE.exec(clause)
      if ((away && !(home && /^at home$/i.test(away[0]))) || AFTER_ABSENT.test(rest) || AWAY_AFTER.test(rest)) continue
      // A titled name is a grown-up only where they speak or do a person's deed: Mrs Mallow who quacks is the duck.
      if (titled && !speaker && (!DEED.test(after) || BEAST_WORDS.test(after.split(/[.!?]/)[0] ?? ''))) continue
      const name = m[0].replace(/^the /, '')
      if (![...found.keys()].some((k) => k.toLowerCase() === name.toLowerCase())) found.set(name, titled)
    }
  }
  return [...found].map(([name, titled]) => ({ name, titled }))
}

/** Places under the sea, where only those who dive are. */
const UNDER_WATER = /^(?:underwater|deep-sea)$/
/** Where someone is who waves from above the water. */
const ABOVE_WATER =
  /\b(?:(?:from|on|in|at) the (?:[a-z]+ )?(?:boat|deck|shore|beach|jetty|pier|surface|harbour|dock|quay|sand)\b|up above\b)/i

/**
 * Someone the words put above the water on a page under the sea ("Mamá and Papá wave from the boat"):
 * never drawn standing on the sea floor.
 */
function aboveTheWater(place: string | undefined, name: string, text: string): boolean {
  if (!place || !UNDER_WATER.test(place)) return false
  const sentence = unquoted(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .find((s) => s.includes(name))
  return !!sentence && ABOVE_WATER.test(sentence)
}

/**
 * The page's scene with the people its words have there: the family added to the others (as the
 * word the picture draws them by: "nana", "aunt grace"), a titled grown-up where the tale planned
 * no person, and the words' own sentence of what they do added to the caption when it has none.
 */
export function withPeopleOfText(scene: SceneSpec, text: string, skip: readonly string[]): SceneSpec {
  // A companion who is the baby ("her baby sister", not yet two) is the tale's baby: drawn once.
  const comp = scene.companion
  const compIsBaby = !!comp && /\bbaby\b/i.test(comp.kind) && (comp.age === undefined || comp.age <= 1)
  const others = scene.others.filter((o) => !(compIsBaby && THE_BABY.test(o.trim())))
  const added: string[] = []
  const hasPerson = () => others.some((o) => PERSON_OTHER.test(o.trim()))
  const lower = skip.map((s) => s.toLowerCase())
  for (const { name, titled } of presentIn(text, scene.place)) {
    const word = titled ? name : name.toLowerCase()
    // "sister Poppy" is the companion Poppy, not another sister.
    const words = name.toLowerCase().split(/\s+/)
    // Whole words only: the companion "grandad" is not Dad, nor "grandma" Ma.
    const whole = new RegExp(`(?:^|[^\\p{L}])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}])`, 'u')
    if (lower.some((s) => s && (s === name.toLowerCase() || whole.test(s) || words.includes(s)))) continue
    if (others.some((o) => o.toLowerCase() === word.toLowerCase())) continue
    if (titled && hasPerson()) continue
    if (aboveTheWater(scene.place, name, text)) continue
    others.unshift(word)
    added.push(name)
  }
  // What they do, in the words' own sentence, where the caption does not say.
  const caption = scene.caption ?? ''
  const said = unquoted(text)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s && !/\s{3,}/.test(s))
  const named = [...added, ...others.filter((o) => PERSON_OTHER.test(o.trim())).map((o) => o.split(/\s+/).at(-1) as string)]
  const extra: string[] = []
  for (const who of named) {
    const re = new RegExp(`\\b${who.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
    if (re.test(caption) && !added.includes(who)) continue
    const sentence = said.find((s) => {
      const m = re.exec(s)
      return !!m && DEED.test(s.slice(m.index + m[0].length))
    })
    if (sentence && !extra.includes(sentence) && !caption.includes(sentence)) extra.push(sentence)
  }
  // The companion's own state in the words ("Poppy claps and claps.", "Poppy is asleep too."), where the caption says none.
  const compName = comp?.name?.trim()
  if (compName) {
    const re = new RegExp(`^${compName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'i')
    const inCaption = caption
      .split(/(?<=[.!?,;])\s+|\b(?:and|while|as)\s+/)
      .some((part) => re.test(part.trim()) && COMPANION_STATE.test(part.trim().replace(re, '')))
    const sentence = said.find((s) => re.test(s) && COMPANION_STATE.test(s.replace(re, '')))
    if (sentence && !inCaption && !extra.includes(sentence)) extra.unshift(sentence)
  }
  if (added.length === 0 && extra.length === 0 && others.length === scene.others.length) return scene
  return { ...scene, others: others.slice(0, 6), caption: [caption, ...extra.slice(0, 2)].filter(Boolean).join(' ') }
}

/** The time a page's words open with: "In the morning, …", "By evening", "That night". */
const OPENS_AT: ReadonlyArray<[RegExp, SceneSpec['time']]> = [
  [/^(?:early )?(?:(?:in the|the next|next|that|one|on the next) morning|at (?:dawn|sunrise|daybreak|breakfast(?:time)?))\b/i, 'morning'],
  [/^(?:(?:that|by|in the|one|later that) evening|at (?:dusk|sunset|teatime)|as the sun (?:set|went down))\b/i, 'dusk'],
  [/^(?:(?:that|at|in the|one|late that|later that) night|at midnight)\b/i, 'night'],
]
/** A caption's own opening time ("At night, the round tower room is …"), cut where the words give another. */
const CAPTION_TIME = /^(?:(?:at|by|that|in the|late at|early in the|one) (?:night|evening|dusk|morning|dawn|midnight|sunset|sunrise)),?\s+/i

/** Words that move a page on to another time of day after its opening. */
const MOVES_ON =
  /\b(?:(?:the )?next (?:day|morning|evening)|(?:in|by|that|this) (?:the )?(?:morning|afternoon|evening|night|lunchtime|teatime)|at (?:dawn|dusk|sunset|sunrise|night|midnight|bedtime)|later that|hours later)\b/i
/** A caption's own light: the sun, the stars, the dark. */
const LIGHT_SAID =
  /\b(?:sun|sunny|sunshine|sunlit|sunlight|sunset|sunrise|dawn|dusk|moon|moonlit|moonlight|stars?|starry|starlit|night|evening|morning|dark|darkness)\b/i

/**
 * The page's time as its words open ("In the morning, Oscar carries the toys down"): the tale's scene line is
 * shared by every telling, and one telling's words may move the moment, so the picture is never a night sky
 * over a morning page.
 */
export function withTimeOfText(scene: SceneSpec, text: string): SceneSpec {
  const words = unquoted(text).trim()
  const said = OPENS_AT.find(([re]) => re.test(words))?.[1]
  if (!said || said === scene.time || (said === 'morning' && scene.time === 'day')) return scene
  // "That night Priya lay awake. The next day …": the words move on, and the picture is of the later moment.
  const end = words.search(/[.!?]\s/)
  const rest = end < 0 ? '' : words.slice(end + 1)
  if (MOVES_ON.test(rest)) return scene
  const caption = scene.caption ?? ''
  const cut = caption.replace(CAPTION_TIME, '')
  // A caption that gives its own light ("in the sunny yard", "under the stars") is the moment drawn.
  if (LIGHT_SAID.test(cut)) return scene
  return { ...scene, time: said, caption: cut === caption ? caption : cut.charAt(0).toUpperCase() + cut.slice(1) }
}

/** Words that light the lighthouse again: its lamp shines, its beam sweeps, someone lights it. */
const LAMP_LIT =
  /\b(?:lighthouse|lamp|beam)\b[^.!?]{0,40}\b(?:shines?|shining|shone|glows?|glowing|flash(?:es|ing)?|sweeps?|sweeping|blaz(?:es|ed|ing)|comes? on|came on|(?:is|was) lit)\b|\blights? (?:up )?the (?:lighthouse|lamp)\b|\blit the (?:lighthouse|lamp)\b/i
/** The page's own lighthouse, as a tale lists it. */
const A_LIGHTHOUSE = /^(?:(?:the|a|an|old|tall|white|stripy|striped) )*lighthouse$/i

/**
 * A lighthouse the story has dark ("dark for years") stays dark on the pages after, until words light it
 * again: the harbour at night on the next page never shows it shining its beam.
 */
export function lampsKeptDark(scenes: SceneSpec[]): SceneSpec[] {
  let dark = false
  return scenes.map((scene) => {
    if (lampsOutOf(scene)) {
      dark = true
      return scene
    }
    if (LAMP_LIT.test(scene.caption ?? '')) dark = false
    const named = scene.objects.some((o) => A_LIGHTHOUSE.test(o.trim()))
    if (!dark || (!named && scene.place !== 'harbour')) return scene
    // The harbour draws its own lighthouse: the word marks it dark and is never a second one.
    const objects = named
      ? scene.objects.map((o) => (A_LIGHTHOUSE.test(o.trim()) ? `dark ${o.trim().replace(/^(?:the|a|an) /i, '')}` : o))
      : [...scene.objects, 'dark lighthouse']
    return { ...scene, objects }
  })
}
