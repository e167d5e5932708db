/**
 * The words we understand in what a parent writes about their child and the companion. Each list
 * maps a word (or a short phrase) to the kind an author would treat it as. Anything not found here
 * is never pasted into a story.
 */
export type QualityKind = 'brave' | 'shy' | 'curious' | 'kind' | 'funny' | 'careful' | 'determined'
export type InterestKind = 'animals' | 'music' | 'sport' | 'art' | 'making' | 'books' | 'nature' | 'space'
export type FearKind = 'dark' | 'water' | 'heights' | 'noise' | 'alone' | 'animals'

export const QUALITY_KINDS: readonly QualityKind[] = ['brave', 'shy', 'curious', 'kind', 'funny', 'careful', 'determined']
export const INTEREST_KINDS: readonly InterestKind[] = ['animals', 'music', 'sport', 'art', 'making', 'books', 'nature', 'space']
export const FEAR_KINDS: readonly FearKind[] = ['dark', 'water', 'heights', 'noise', 'alone', 'animals']

/** Adjectives and phrases describing the child's character. */
export const QUALITY_WORDS: Readonly<Record<string, QualityKind>> = {
  brave: 'brave', bold: 'brave', fearless: 'brave', daring: 'brave', adventurous: 'brave', courageous: 'brave',
  plucky: 'brave', energetic: 'brave', lively: 'brave', active: 'brave', bouncy: 'brave', sporty: 'brave', wild: 'brave',
  outgoing: 'brave', confident: 'brave', loud: 'brave', boisterous: 'brave', 'full of beans': 'brave', 'an adventurer': 'brave',
  'an explorer': 'brave', 'a daredevil': 'brave',
  shy: 'shy', quiet: 'shy', timid: 'shy', reserved: 'shy', bashful: 'shy', introverted: 'shy', 'an introvert': 'shy',
  nervous: 'shy', anxious: 'shy', 'softly spoken': 'shy', 'soft-spoken': 'shy', 'a bit shy': 'shy', 'a little shy': 'shy',
  curious: 'curious', inquisitive: 'curious', clever: 'curious', smart: 'curious', bright: 'curious', imaginative: 'curious',
  creative: 'curious', dreamy: 'curious', 'a dreamer': 'curious', inventive: 'curious', nosy: 'curious', observant: 'curious',
  'full of questions': 'curious', 'always asking questions': 'curious', 'asks lots of questions': 'curious', 'asks questions': 'curious',
  'asks a lot of questions': 'curious', 'a thinker': 'curious', wise: 'curious', thoughtful: 'curious', 'a scientist': 'curious',
  kind: 'kind', gentle: 'kind', caring: 'kind', helpful: 'kind', sweet: 'kind', generous: 'kind', loving: 'kind',
  friendly: 'kind', 'kind-hearted': 'kind', kindhearted: 'kind', considerate: 'kind', affectionate: 'kind', sharing: 'kind',
  'a good friend': 'kind', 'always helps': 'kind', 'loves helping': 'kind', 'likes helping': 'kind', empathetic: 'kind',
  funny: 'funny', silly: 'funny', cheeky: 'funny', goofy: 'funny', playful: 'funny', mischievous: 'funny', giggly: 'funny',
  cheerful: 'funny', 'a joker': 'funny', 'a clown': 'funny', 'loves jokes': 'funny', 'loves telling jokes': 'funny',
  'tells jokes': 'funny', 'loves to laugh': 'funny', 'always laughing': 'funny', happy: 'funny', bubbly: 'funny', chatty: 'funny',
  talkative: 'funny', 'a chatterbox': 'funny',
  perfectionist: 'careful', 'a perfectionist': 'careful', careful: 'careful', tidy: 'careful', neat: 'careful',
  organised: 'careful', organized: 'careful', precise: 'careful', patient: 'careful', cautious: 'careful', sensible: 'careful',
  'likes things just right': 'careful', 'a planner': 'careful', 'a worrier': 'careful', 'worries a lot': 'careful', calm: 'careful',
  determined: 'determined', stubborn: 'determined', persistent: 'determined', 'strong-willed': 'determined',
  headstrong: 'determined', competitive: 'determined', independent: 'determined', 'never gives up': 'determined',
  tenacious: 'determined', strong: 'determined', tough: 'determined', resilient: 'determined', 'hard-working': 'determined',
  hardworking: 'determined', 'a leader': 'determined', bossy: 'determined', 'a fighter': 'determined',
}

/** The thing a child loves, as it reads after "loves …", mapped to its kind. */
export const INTEREST_WORDS: Readonly<Record<string, InterestKind>> = {
  // animals (any animal word also counts, see ANIMAL_WORDS)
  animals: 'animals', pets: 'animals', dinosaurs: 'animals', bugs: 'animals', insects: 'animals', minibeasts: 'animals',
  wildlife: 'animals', 'sea creatures': 'animals', 'birdwatching': 'animals', 'bird watching': 'animals',
  // music
  music: 'music', singing: 'music', songs: 'music', dancing: 'music', dance: 'music', piano: 'music', violin: 'music',
  cello: 'music', guitar: 'music', drums: 'music', drum: 'music', trumpet: 'music', flute: 'music', recorder: 'music',
  ukulele: 'music', harp: 'music', clarinet: 'music', saxophone: 'music', trombone: 'music', xylophone: 'music',
  keyboard: 'music', choir: 'music', 'the piano': 'music', 'the violin': 'music', 'the cello': 'music', 'the guitar': 'music',
  'the drums': 'music', 'the trumpet': 'music', 'the flute': 'music', 'the recorder': 'music', 'the ukulele': 'music',
  'the harp': 'music', 'the clarinet': 'music', 'the saxophone': 'music', 'the trombone': 'music', 'the xylophone': 'music',
  // sport
  sport: 'sport', sports: 'sport', football: 'sport', soccer: 'sport', basketball: 'sport', swimming: 'sport',
  running: 'sport', gymnastics: 'sport', ballet: 'sport', climbing: 'sport', cycling: 'sport', 'riding her bike': 'sport',
  'riding his bike': 'sport', 'riding a bike': 'sport', bikes: 'sport', skateboarding: 'sport', scooters: 'sport',
  scootering: 'sport', tennis: 'sport', karate: 'sport', judo: 'sport', taekwondo: 'sport', rugby: 'sport', cricket: 'sport',
  hockey: 'sport', skating: 'sport', 'ice skating': 'sport', trampolining: 'sport', 'the trampoline': 'sport',
  netball: 'sport', baseball: 'sport', surfing: 'sport', skiing: 'sport', 'horse riding': 'sport', racing: 'sport',
  // art
  art: 'art', drawing: 'art', painting: 'art', colouring: 'art', coloring: 'art', crafts: 'art', crafting: 'art',
  'arts and crafts': 'art', clay: 'art', colours: 'art', colors: 'art', crayons: 'art', photography: 'art', sewing: 'art',
  knitting: 'art', 'making things': 'art',
  // making
  lego: 'making', legos: 'making', building: 'making', 'building things': 'making', blocks: 'making', machines: 'making',
  cooking: 'making', baking: 'making', inventing: 'making', inventions: 'making', engineering: 'making', robots: 'making',
  trains: 'making', cars: 'making', trucks: 'making', diggers: 'making', tractors: 'making', planes: 'making',
  aeroplanes: 'making', boats: 'making', vehicles: 'making', 'fixing things': 'making', tools: 'making', 'taking things apart': 'making',
  puzzles: 'making', coding: 'making', computers: 'making', minecraft: 'making',
  // books
  books: 'books', reading: 'books', stories: 'books', 'story books': 'books', writing: 'books', words: 'books',
  poems: 'books', poetry: 'books', comics: 'books', 'fairy tales': 'books', spelling: 'books', letters: 'books',
  libraries: 'books', languages: 'books', 'telling stories': 'books', 'making up stories': 'books',
  // nature
  nature: 'nature', plants: 'nature', flowers: 'nature', trees: 'nature', gardening: 'nature', 'the garden': 'nature',
  rocks: 'nature', stones: 'nature', crystals: 'nature', shells: 'nature', leaves: 'nature', mud: 'nature',
  puddles: 'nature', weather: 'nature', 'the sea': 'nature', 'the beach': 'nature', camping: 'nature', 'the outdoors': 'nature',
  'being outside': 'nature', 'playing outside': 'nature', 'climbing trees': 'nature', 'the woods': 'nature', 'the forest': 'nature',
  // space and science
  space: 'space', 'outer space': 'space', stars: 'space', 'the stars': 'space', planets: 'space', 'the planets': 'space',
  'the moon': 'space', rockets: 'space', astronauts: 'space', astronomy: 'space', science: 'space', experiments: 'space',
  maths: 'space', math: 'space', numbers: 'space', counting: 'space', 'science experiments': 'space', volcanoes: 'space',
  magnets: 'space', maps: 'space', 'the solar system': 'space',
}

/** Verbs that make the following words an interest: "plays the cello", "collects shells". */
export const INTEREST_VERBS = /^(loves?|likes?|enjoys?|adores?|is into|is mad about|is crazy about|is obsessed with|is passionate about|is fascinated by|is good at|is great at|is interested in|plays?|collects?|reads?|draws?|paints?|builds?|sings?|dances?|bakes?|cooks?|does|practises?|practices?|learns?|goes to|rides?|watches?|knows all about|knows everything about|can'?t get enough of|obsessed with|into|loving|crazy about|mad about)\b\s*(?:playing|doing|to play|to|with|about)?\s*/i

/** Fear phrases: what comes after "afraid of", "scared of" … mapped to its kind. */
export const FEAR_WORDS: Readonly<Record<string, FearKind>> = {
  dark: 'dark', 'the dark': 'dark', night: 'dark', 'night time': 'dark', 'nighttime': 'dark', shadows: 'dark',
  monsters: 'dark', 'monsters under the bed': 'dark', ghosts: 'dark', 'the night': 'dark', 'bedtime': 'dark',
  'sleeping with the light off': 'dark', 'the light off': 'dark',
  water: 'water', 'the water': 'water', swimming: 'water', 'the sea': 'water', waves: 'water', 'deep water': 'water',
  'the pool': 'water', 'putting her face in the water': 'water', 'putting his face in the water': 'water',
  heights: 'heights', 'high places': 'heights', 'being high up': 'heights', climbing: 'heights', ladders: 'heights', falling: 'heights',
  'loud noises': 'noise', noise: 'noise', noises: 'noise', 'loud sounds': 'noise', thunder: 'noise', storms: 'noise',
  thunderstorms: 'noise', fireworks: 'noise', 'hand dryers': 'noise', 'the hoover': 'noise', 'the vacuum': 'noise',
  'being alone': 'alone', 'being on her own': 'alone', 'being on his own': 'alone', 'new places': 'alone',
  'new people': 'alone', strangers: 'alone', crowds: 'alone', 'getting lost': 'alone', 'sleeping alone': 'alone',
  'new things': 'alone', change: 'alone', 'going to school': 'alone', school: 'alone', nursery: 'alone',
  dogs: 'animals', spiders: 'animals', bugs: 'animals', insects: 'animals', bees: 'animals', wasps: 'animals', animals: 'animals',
  cats: 'animals', birds: 'animals', 'big dogs': 'animals', creepy: 'animals', 'creepy crawlies': 'animals', snakes: 'animals',
}

export const FEAR_LEAD = /^(is |gets |can be |feels )?(a bit |a little |very |really |quite |so )?(afraid|scared|frightened|terrified|fearful|nervous|worried|anxious|frit|shy) (of|about|around|in|at)\s+/i
export const FEAR_VERB = /^(fears|is afraid|doesn'?t like|does not like|dislikes|hates|won'?t go near)\s+(the\s+)?/i

/** Family words after "has" or "lives with", giving how the story names them. */
export const FAMILY_WORDS: ReadonlyArray<{ pattern: RegExp; name: (their: string) => string; plural: boolean }> = [
  { pattern: /\btwo mums\b|\btwo moms\b|\btwo mothers\b/i, name: (their) => `${their} mums`, plural: true },
  { pattern: /\btwo dads\b|\btwo fathers\b|\btwo daddies\b/i, name: (their) => `${their} dads`, plural: true },
  { pattern: /\bmum and dad\b|\bmom and dad\b|\bparents\b/i, name: () => 'Mum and Dad', plural: true },
  { pattern: /\bbaby brother\b/i, name: (their) => `${their} baby brother`, plural: false },
  { pattern: /\bbaby sister\b/i, name: (their) => `${their} baby sister`, plural: false },
  { pattern: /\blittle brother\b|\byounger brother\b/i, name: (their) => `${their} little brother`, plural: false },
  { pattern: /\blittle sister\b|\byounger sister\b/i, name: (their) => `${their} little sister`, plural: false },
  { pattern: /\bbig brother\b|\bolder brother\b/i, name: (their) => `${their} big brother`, plural: false },
  { pattern: /\bbig sister\b|\bolder sister\b/i, name: (their) => `${their} big sister`, plural: false },
  { pattern: /\btwin brother\b/i, name: (their) => `${their} twin brother`, plural: false },
  { pattern: /\btwin sister\b/i, name: (their) => `${their} twin sister`, plural: false },
  { pattern: /\ba twin\b|\btwins?\b/i, name: (their) => `${their} twin`, plural: false },
  { pattern: /\bnew baby\b|\ba baby\b/i, name: () => 'the new baby', plural: false },
  { pattern: /\bgrandma\b|\bgranny\b|\bnana\b|\bnan\b|\bgran\b|\bgrandmother\b/i, name: () => 'Grandma', plural: false },
  { pattern: /\bgrandpa\b|\bgrandad\b|\bgranddad\b|\bgrandfather\b|\bgramps\b/i, name: () => 'Grandpa', plural: false },
  { pattern: /\bgrandparents\b/i, name: () => 'Grandma and Grandpa', plural: true },
  { pattern: /\bmum\b|\bmom\b|\bmummy\b|\bmommy\b|\bmother\b/i, name: () => 'Mum', plural: false },
  { pattern: /\bdad\b|\bdaddy\b|\bfather\b|\bpapa\b/i, name: () => 'Dad', plural: false },
  { pattern: /\bbrothers\b/i, name: (their) => `${their} brothers`, plural: true },
  { pattern: /\bsisters\b/i, name: (their) => `${their} sisters`, plural: true },
  { pattern: /\bbrother\b/i, name: (their) => `${their} brother`, plural: false },
  { pattern: /\bsister\b/i, name: (their) => `${their} sister`, plural: false },
  { pattern: /\bcousins?\b/i, name: (their) => `${their} cousins`, plural: true },
  { pattern: /\baunt(ie|y)?\b/i, name: () => 'Auntie', plural: false },
  { pattern: /\buncle\b/i, name: () => 'Uncle', plural: false },
]

/** Behaviour a parent is working on: never quoted in a story. */
export const WORRY_PATTERN =
  /\b(bit(e|es|ing)|hit(s|ting)?|kick(s|ing)?|push(es|ing)|scratch(es|ing)|pinch(es|ing)|tantrums?|meltdowns?|scream(s|ing)?|shout(s|ing)|whin(es|ing)|wets?|bed-?wetting|potty|toilet|thumb|dummy|picky|fussy|won'?t (eat|sleep|share|listen|go)|doesn'?t (eat|sleep|share|listen)|refuses|hates? (baths?|bath ?time|brushing|vegetables|veg|bed|bedtime|sharing|hair ?washing|haircuts|school|nursery)|naughty|rude|lies|lying|steal|stealing|swear|sulk|sulks|spoilt|spoiled|jealous|hyper|adhd|autis|diagnos|sick|ill|poorly|hospital|divorce|separated|passed away|died|death|grief|bully|bullied|teased|being bullied|trouble|struggl|behaviour|behavior|naughty step|time-?out)/i

/** How the child looks: kept for the picture, never pasted into the text. */
export const LOOK_PATTERN =
  /\b(hair|curls|curly|wavy|straight|plaits|braids|bunches|ponytail|pigtails|bun|afro|locs|dreadlocks|bald|blonde?|brunette|ginger|redhead|freckles?|glasses|specs|spectacles|eyes|skin|tall|short|small|tiny|little|big|wears|wearing|dimples?|gap-toothed|missing tooth|teeth|cochlear|hearing aids?|wheelchair|brace|cast)\b/i
