/**
 * Theme colour for the offline writer: places (with their preposition), sensory details, things to
 * draw, title nouns and a default companion for every theme. All original text, age-neutral.
 */
import type { ThemeId } from '~/lib/themes'

export type ThemeWorld = {
  /** Places with their preposition: "in a misty jungle clearing". */
  settings: readonly string[]
  /** Short, time-neutral sensory sentences. */
  details: readonly string[]
  /** Countable, drawable things (singular, lower case). */
  props: readonly string[]
  /** Title nouns: "Secret Map" → "Mia and the Secret Map". */
  titles: readonly string[]
  /** Companion when the parent leaves the field empty. */
  sidekick: string
  /** False where sky sentences make no sense (under the sea). */
  sky?: boolean
}

const w = (
  settings: string,
  details: string,
  props: string,
  titles: string,
  sidekick: string,
  sky = true,
): ThemeWorld => ({
  settings: settings.split('|'),
  details: details.split('|'),
  props: props.split('|'),
  titles: titles.split('|'),
  sidekick,
  sky,
})

export const THEME_WORLDS: Record<ThemeId, ThemeWorld> = {
  adventure: w(
    'on a winding forest trail|by a rushing river|at the foot of a tall hill|in a quiet seaside town|on a rocky cliff path',
    'The path twisted and turned like a ribbon.|Birds called to each other from the treetops.|A cool breeze carried the smell of pine.|Pebbles crunched under every step.|Far away, something glinted in the light.|A squirrel watched them from a branch.|The sky stretched wide and blue above the hills.|Somewhere a stream gurgled over stones.',
    'rucksack|map|compass|water bottle|lantern|walking stick',
    'Secret Map|Great Adventure|Hidden Path|Brave Journey',
    'a curious little fox',
  ),
  animals: w(
    'in a leafy back garden|at a busy animal shelter|by a reedy duck pond|in a sunny meadow|on a quiet farm lane',
    'Somewhere a bird sang a bright little song.|Soft paws pattered across the grass.|The grass smelled sweet and green.|A bumblebee buzzed lazily past.|Leaves rustled as small creatures scurried by.|A robin hopped along the fence.|Somewhere a dog barked a friendly hello.|Tiny footprints dotted the soft ground.',
    'bird feeder|basket|ball|blanket|flower pot|garden bench',
    'Animal Friends|Garden Visitors|Furry Surprise|Little Paws',
    'a friendly puppy',
  ),
  art: w(
    'in a bright art room|at a messy kitchen table|in a sunny studio|in a quiet corner of the park|beside a pottery wheel',
    'Brushes stood in jars like colourful bouquets.|The paper smelled crisp and new.|Splashes of colour dotted the table.|Pencils rattled in their tin.|A rainbow of paint pots waited in a row.|A smudge of blue paint decorated the table.|The brushes were clean, soft and ready.|Drawings of every shape and size covered the wall.',
    'paintbrush|easel|paint pot|sketchbook|crayon|apron',
    'Magic Paintbrush|Rainbow Picture|Colourful Masterpiece|Painted Garden',
    'a paint-splattered parrot',
  ),
  castles: w(
    'in a tall stone castle|on a sandy beach|by a castle drawbridge|on a winding tower stairway|in a castle courtyard',
    'Flags fluttered from the tall towers.|Old stones felt cool to the touch.|Footsteps echoed along the stone halls.|A trumpet sounded from the walls.|Torches flickered in iron holders.|A raven croaked from the battlements.|The great wooden door creaked on its hinges.|Banners of red and gold hung in the hall.',
    'castle tower|drawbridge|flag|crown|shield|bucket',
    'Castle Secret|Tallest Tower|Royal Banner|Hidden Staircase',
    'a brave little pony',
  ),
  'circus-adventures': w(
    'under the big top|in a busy circus ring|behind the circus curtain|by the colourful caravans|on the circus practice field',
    "Music tooted from a shiny brass band.|The smell of popcorn drifted through the air.|Bright lights swirled across the ring.|Clowns honked their funny horns.|The crowd buzzed with excitement.|A drumroll rattled through the tent.|Sequins sparkled on every costume.|The ringmaster's voice boomed across the ring.",
    'big top|juggling ball|trapeze|unicycle|drum|caravan',
    'Big Top Surprise|Circus Star|Great Circus Show|Juggling Wonder',
    'a juggling seal',
  ),
  courage: w(
    'at the school gate|by the swimming pool|in a cosy bedroom|on a school stage|in the busy playground',
    'A gentle breeze ruffled the leaves.|Voices chattered all around.|The ground felt steady underfoot.|A friendly bird hopped close by.|Somewhere, a bell rang clear and bright.|A soft wind whispered that everything would be all right.|Somewhere, a friendly voice laughed.|The sky looked big and kind.',
    'torch|school bag|swimming float|microphone|bench|jumper',
    'Brave Heart|Bravest Day|Big Brave Step|Little Lion Heart',
    'a brave little lion cub',
  ),
  cultures: w(
    "in a busy market square|at a neighbour's kitchen table|in a colourful classroom|at a school fair|in a garden full of flags",
    'The smell of warm bread filled the air.|Music from far-off places played softly.|Bright cloths hung in every colour.|People greeted each other with smiles.|Spices smelled warm and sweet.|Voices chattered in many different languages.|A tune from far away floated past.|Plates of food from many homes filled the table.',
    'globe|bread basket|letter|photo album|cooking pot|lantern',
    'Friendly Hello|Shared Feast|Great Big World|World of Words',
    'a globe-trotting parrot',
  ),
  dinosaurs: w(
    'in a steamy fern forest|by a misty lake|in a museum of fossils|on a rocky beach|in a wide green valley',
    'Giant ferns swayed in the warm air.|The ground shook with heavy footsteps.|Steam rose from a bubbling spring.|Dragonflies as big as birds zipped past.|Far away, a long neck rose above the trees.|A pterosaur glided high overhead.|Huge footprints pressed deep into the mud.|The air smelled of moss and warm earth.',
    'dinosaur egg|fern|fossil|volcano|footprint|bone',
    'Dinosaur Egg|Fossil Hunt|Great Dino Day|Giant Footprints',
    'a baby triceratops',
  ),
  discovery: w(
    'in a sunny back yard|by the kitchen windowsill|in a garden full of bugs|on a puddle-spotted path|at a cluttered workbench',
    'Tiny things looked huge up close.|A beetle trundled across a leaf.|Dewdrops shone on the grass.|Everything seemed full of secrets.|A notebook lay open, ready for sketches.|An ant marched past carrying a crumb.|A snail left a silvery trail.|The world looked different through a magnifying glass.',
    'magnifying glass|notebook|jar|magnet|beetle|pencil',
    'Big Discovery|Tiny Wonders|Curious Question|Garden Secret',
    'a clever little mouse',
  ),
  dreams: w(
    'in a land of floating islands|on a soft cloud pillow|in a toy-filled bedroom|aboard a sleepy dream train|in a sky full of stars',
    'Everything shimmered softly like moonlight on water.|Clouds drifted by as soft as cotton.|A lullaby floated on the air.|Colours glowed gently all around.|The world felt as light as a feather.|Stars hummed a soft, sleepy tune.|A moonbeam made a silver path.|Everything smelled faintly of warm milk and honey.',
    'cloud|pillow|star|dream train|teddy bear|moon',
    'Dream Train|Starlight Dream|Cloud Pillow|Sleepy Journey',
    'a sleepy cloud sheep',
  ),
  environment: w(
    'by a winding river bank|in a school garden|at the edge of a little wood|beside a sunny flower bed|on a bare patch of land',
    'Birds splashed in a puddle nearby.|The soil smelled rich and earthy.|Bees hummed from flower to flower.|Leaves whispered in the breeze.|A worm wriggled through the damp earth.|A blackbird tugged at a worm.|The breeze carried the scent of cut grass.|Ladybirds crawled along a leaf.',
    'watering can|recycling bin|sapling|bee hotel|wheelbarrow|bucket',
    'Green Planet|Garden Rescue|Clean River|Little Green Helper',
    'a helpful hedgehog',
  ),
  'everyday-magic': w(
    'on a friendly little street|in a cosy kitchen|at a jumble sale|by the front door|in a cluttered hallway',
    'Ordinary things seemed to twinkle with secrets.|A kettle hummed a happy tune.|The air smelled of cocoa and toast.|Something sparkled where nothing should.|The curtains fluttered as if they were giggling.|The kettle whistled a little song.|A spoon seemed to wink from the drawer.|The doorbell chimed all by itself.',
    'teapot|umbrella|doormat|pencil|sock|mug',
    'Magic Teapot|Everyday Wonder|Humming Socks|Secret Sparkle',
    'a talking umbrella',
  ),
  exploration: w(
    'in a cave behind a waterfall|aboard a sturdy ship|on a snowy polar plain|on a high mountain path|in a wild back garden',
    'The wind whistled over the rocks.|Water dripped and echoed somewhere ahead.|Every step led somewhere new.|The map rustled in the breeze.|Far off, the peaks glittered with snow.|Snowflakes drifted down like feathers.|A hawk circled high overhead.|Footprints stretched out behind them.',
    'compass|rope|map|torch|flag|telescope',
    'Great Expedition|Crystal Cave|Uncharted Map|Snowy Summit',
    'a sure-footed mountain goat',
  ),
  fairyland: w(
    'in a fairy ring of toadstools|in a glowing glen|by a babbling brook|in a garden among the flowers|beneath a silver birch tree',
    'Tiny lights twinkled among the flowers.|The air smelled of honeysuckle.|Dewdrops shone like little jewels.|Wings whispered softly nearby.|Toadstools stood like tiny red umbrellas.|A ladybird waved from a leaf.|Tiny bells tinkled somewhere in the grass.|Petals floated down like pink snow.',
    'toadstool|dewdrop|flower|lantern|acorn cup|wand',
    'Fairy Ring|Dewdrop Crown|Fairy Lanterns|Glittering Glen',
    'a tiny fairy with glittery wings',
  ),
  family: w(
    "in a busy family kitchen|in a cosy living room|at grandpa's house|in a brand-new bedroom|in the family car",
    'The kitchen smelled of something yummy baking.|Laughter drifted from the next room.|Blankets and cushions were piled everywhere.|The clock ticked softly on the wall.|Family photos smiled from the shelves.|Someone was humming in the kitchen.|A pile of shoes sat by the door.|The house smelled of toast and warm socks.',
    'sofa|birthday cake|blanket|candle|photo frame|cardboard box',
    'Family Surprise|Happy Home|Best Family Day|Big Hug',
    'the family cat',
  ),
  fantasy: w(
    'in a kingdom of silver towers|by a whispering marsh|beside a frozen waterfall|in a village at the edge of the map|in a city floating above the clouds',
    'Strange flowers glowed in soft blues and purples.|The wind carried a faraway song.|Ancient stones hummed with quiet magic.|Banners rippled from the tall towers.|Mist curled around the old trees.|A silver bird sang a song nobody had heard before.|The path glittered with frost.|Far away, a tower rose into the clouds.',
    'moonflower|crystal|scroll|lantern|bridge|crown',
    'Last Moonflower|Colour Quest|Frozen Waterfall|Kingdom of Wonders',
    'a small silver dragon',
  ),
  'farm-life': w(
    'in a big red barn|in the farmyard|in a golden hay field|by the pumpkin patch|beside a muddy pig pen',
    'Hens clucked and scratched in the dust.|The barn smelled of hay and apples.|A cow mooed from across the field.|Muddy boots squelched with every step.|A tractor rumbled in the distance.|A sheepdog trotted by with a busy wag.|Ducks waddled in a neat little line.|The smell of fresh bread drifted from the farmhouse.',
    'barn|tractor|hay bale|wheelbarrow|bucket|pumpkin',
    'Farmyard Surprise|Busy Barn|Muddy Boots|Harvest Day',
    'a cheeky little pig',
  ),
  festivals: w(
    'by a river full of lanterns|in the village hall|on a street strung with lights|along a parade route|in a garden lit with lanterns',
    'Music and laughter filled the air.|Strings of lights swayed overhead.|The smell of sweet treats drifted by.|Drums thumped a happy rhythm.|Bright ribbons fluttered everywhere.|Children waved paper flags.|Lanterns bobbed like friendly moons.|Everyone seemed to be smiling.',
    'paper lantern|candle|drum|flower float|ribbon|basket',
    'Festival of Lights|Lantern Night|Great Parade|Happy Celebration',
    'a dancing paper dragon',
  ),
  friendship: w(
    "in a sunny playground|by the park swings|at the art table|in a half-built treehouse|on a neighbour's porch",
    "Children's laughter rang across the playground.|The swings creaked back and forth.|A warm breeze tickled the grass.|Crayons lay scattered like confetti.|An old oak tree stood like a friendly giant.|A paper aeroplane swooped across the yard.|A dog chased its tail in the grass.|Someone laughed so hard they snorted.",
    'swing|crayon|treehouse|board game|letter|ball',
    'Best Friends|Friendship Secret|Treehouse Club|Friends Forever',
    'a loyal little dog',
  ),
  heroes: w(
    "on a busy town street|by the fire station|beside the lifeguard tower|in the children's ward|on a street after the rain",
    'A siren wailed far away.|People hurried by with busy faces.|Puddles shone on the pavement.|A flag snapped in the wind.|Somewhere, someone needed a helping hand.|A fire engine gleamed red and shiny.|Helpers in bright jackets hurried past.|A little girl waved from a window.',
    'ladder|fire engine|whistle|cape|sandbag|puppet',
    'Everyday Hero|Helping Hands|Hero Without a Cape|Brave Rescue',
    'a fire station dog',
  ),
  history: w(
    "in a quiet museum hall|in grandpa's old study|in a library full of old books|in the school hall|beside an old stone wall",
    'Glass cases gleamed in neat rows.|Old books smelled dusty and sweet.|A ticking clock kept the time.|Faded pictures told stories of long ago.|Every object had a story to tell.|Dust danced in a beam of light.|An old map hung on the wall.|The floorboards creaked with age.',
    'clay tablet|old telephone|pyramid|paper plane|time capsule|book',
    'Secrets of Long Ago|Time Capsule|Ancient Mystery|Story of the Past',
    'a wise old owl',
  ),
  imagination: w(
    'in a living room full of cushions|on a planet of jelly|in a chalk world|on the grass beneath the clouds|inside a cardboard rocket',
    'The carpet looked just like a sea.|Cushions became islands and stepping stones.|Clouds drifted by in funny shapes.|A cardboard box waited, full of possibilities.|Anything seemed possible with a little pretending.|A sock puppet looked ready to talk.|The sofa became a mountain range.|Paper stars dangled from the ceiling.',
    'cardboard box|cushion|chalk|rocket|cloud|teddy bear',
    'Cardboard Rocket|Imagination Island|Chalk Door|Pretend Adventure',
    'an imaginary dragon',
  ),
  'jungle-tales': w(
    'in a misty jungle clearing|by a lazy jungle river|high in the treetops|in tall swaying grass|beneath giant jungle leaves',
    'Parrots squawked high in the branches.|Vines dangled like green ropes.|The air was warm and smelled of rain.|Monkeys chattered from tree to tree.|Giant leaves dripped with dew.|A frog croaked from a lily pad.|Sunlight dappled the jungle floor.|A butterfly as big as a hand fluttered past.',
    'vine|parrot|banana|waterfall|palm tree|drum',
    'Jungle Drum|Mighty Trumpet|Treetop Feast|Jungle Secret',
    'a cheeky monkey',
  ),
  kindness: w(
    'on a bench at break time|in an overgrown garden|at the animal shelter|in a busy school canteen|in a friendly classroom',
    'A robin sang from the fence.|Sunshine warmed the bench.|The room buzzed with chatter.|Flowers nodded by the path.|Somewhere nearby, someone was smiling.|Someone held a door open with a smile.|A little bird pecked at crumbs.|A warm smell of soup drifted by.',
    'kindness jar|blanket|sketchbook|teapot|lunchbox|note',
    'Kindness Jar|Little Kind Deed|Secret Helper|Warm Heart',
    'a gentle old dog',
  ),
  legends: w(
    'at the foot of a sleeping mountain|on a windy cliff top|in a silver forest|by the old town gate|in a valley of green fields',
    'The wind hummed an old, old song.|Stories said this place was magic.|Ancient stones leaned together as if whispering.|Mist rolled slowly over the hills.|The trees seemed to remember everything.|An owl hooted somewhere in the dark trees.|The old bell in the tower rang once.|Wind rippled through the long grass.',
    'lighthouse|stone|deer|old book|well|mountain',
    'Sleeping Giant|Silver Deer|Star Stone|Ancient Riddle',
    'a silver deer',
  ),
  magic: w(
    'in a room full of spell books|at the village show|in front of a magic mirror|in a snowy summer village|by a tiny door in the wall',
    'Sparkles drifted through the air.|A faint smell of peppermint hung everywhere.|Something fizzed and popped in a bottle.|Stars seemed to dance on the ceiling.|The air tingled with magic.|A feather floated upward instead of down.|A teacup giggled on its saucer.|Glitter settled on every shelf.',
    'wand|top hat|spell book|mirror|key|rabbit',
    'Magic Wand|Mixed-Up Spell|Secret Door|Sparkling Surprise',
    'a small magic rabbit',
  ),
  music: w(
    'in a busy music room|at the kitchen table|beside an old piano|by the open window|in a circle on the classroom floor',
    'Notes floated through the air like bubbles.|A drum went boom, boom, boom.|Somewhere a bird whistled along.|Every sound seemed to dance.|Music made the whole room feel brighter.|A violin hummed somewhere down the hall.|Tapping feet kept the beat.|The piano keys gleamed black and white.',
    'drum|piano|guitar|glass|whistle|music stand',
    'Shoebox Band|Singing Glasses|Music Mystery|Happy Tune',
    'a singing blackbird',
  ),
  mystery: w(
    'in a quiet kitchen|in a creaky old house|in the school music room|on a windswept beach|on a winding garden path',
    'Floorboards creaked in the hallway.|Shadows stretched long and strange.|Every clue seemed to whisper a secret.|A curtain twitched in the breeze.|Somewhere a clock ticked loudly.|A door creaked open all by itself.|A fresh set of footprints led away.|Something rustled behind the curtain.',
    'magnifying glass|notebook|torch|biscuit jar|footprint|bottle',
    'Missing Biscuits|Midnight Mystery|Secret Clue|Mysterious Footprints',
    'a detective dog',
  ),
  'mythical-creatures': w(
    'on a moonlit hill|in a dragon valley|in a nest high on a cliff|by a rocky harbour|above a wide green valley',
    'Feathers and scales glinted in the light.|A strange, sweet song drifted from the hills.|The wind smelled of rain and wild flowers.|Huge wings rustled somewhere above.|Stardust seemed to sparkle on every stone.|A rainbow shimmered over the valley.|Hoofprints sparkled in the grass.|A feather as long as an arm lay on the path.',
    'unicorn|dragon|griffin egg|nest|star|cliff',
    'Unicorn Star|Bubble Dragon|Griffin Egg|Wonderful Wings',
    'a baby unicorn',
  ),
  nature: w(
    'in a wild garden|beside a garden pond|under an old oak tree|in an autumn wood|in a vegetable patch',
    'Leaves crunched underfoot.|A spider web sparkled with dew.|The pond rippled as something swam below.|Birds chattered in the hedge.|The earth smelled fresh after the rain.|A bee bumbled into a foxglove.|A woodpecker tapped on a tree.|Sunbeams slipped between the branches.',
    'leaf|butterfly|acorn|spider web|frog|oak tree',
    'Secret Garden|Butterfly Surprise|Little Acorn|Nature Walk',
    'a friendly squirrel',
  ),
  ocean: w(
    "by a sparkly rock pool|on a sandy beach|aboard a whale watching boat|over a coral reef|by the water's edge",
    'Waves swished gently on the sand.|Seagulls cried overhead.|The air tasted of salt.|Shells glittered like treasure.|Seaweed swayed in the clear water.|A crab scuttled under a rock.|Bubbles popped in the foam.|The tide whispered on the shore.',
    'shell|crab|bucket|starfish|boat|whale',
    'Rock Pool Secret|Great Blue Sea|Whale Song|Tide Treasure',
    'a chatty seagull',
  ),
  pirates: w(
    "aboard a creaky pirate ship|on a palm-fringed island|in a calm blue lagoon|in the captain's cabin|on a sandy treasure beach",
    "The sails flapped and snapped in the wind.|Waves slapped against the wooden hull.|A parrot squawked a salty song.|Ropes creaked as the ship rolled.|The sea sparkled all the way to the horizon.|A flag with a grinning skull fluttered high.|The ship's bell clanged.|Gulls wheeled around the crow's nest.",
    'pirate ship|treasure chest|parrot|telescope|anchor|map',
    "Pirate Treasure|Jolly Voyage|Lost Map|Captain's Secret",
    'a talkative parrot',
  ),
  rainbows: w(
    'under a bright rainbow|in a rain-washed garden|on a cloud kingdom bridge|in a kitchen full of colour|on a hill after the rain',
    'Raindrops sparkled on every leaf.|Colours shimmered across the sky.|Puddles reflected red, yellow and blue.|The air smelled fresh and clean.|Every colour seemed brighter than before.|A drop of water trembled on a petal.|The clouds were edged with gold.|A butterfly matched every colour of the rainbow.',
    'rainbow|raindrop|cloud|garden hose|umbrella|cake',
    'Missing Colour|Rainbow Bridge|End of the Rainbow|Colourful Surprise',
    'a cheerful raindrop',
  ),
  robots: w(
    'in a busy workshop|at the scrapyard|in the family garden|at a park picnic|at the school robot race',
    'Gears whirred and clicked.|Tiny lights blinked on and off.|The workshop smelled of oil and metal.|Screws and bolts rattled in a tin.|Something beeped a cheerful hello.|A little motor purred like a cat.|Springs boinged in a box.|A screen flashed a smiley face.',
    'robot|screwdriver|spanner|solar panel|gear|battery',
    'Robot Friend|Beeping Buddy|Great Robot Race|Clever Little Robot',
    'a friendly little robot',
  ),
  'school-adventures': w(
    'in a busy classroom|in the school hall|in the playground|by the craft cupboard|in the school corridor',
    "Pencils scratched on paper.|The smell of glue and crayons filled the room.|Paintings covered every wall.|Footsteps squeaked on the shiny floor.|The classroom clock ticked on.|A chalky smell floated in the air.|Coats hung in a wobbly row.|Someone's lunchbox rattled.",
    'school bag|blackboard|school bell|guinea pig|paper crown|book',
    'School Surprise|Class Adventure|Great School Play|Best School Day',
    'the class guinea pig',
  ),
  science: w(
    'at the kitchen table|in a school science lab|in a bright classroom|in the back garden|by a sunny windowsill',
    'Bubbles fizzed and popped.|Jars and spoons stood in neat rows.|Everything was ready for an experiment.|A notebook waited for careful notes.|A row of jars caught the light.|A magnet clicked onto a paperclip.|Goggles hung on a hook.|The sink gurgled as water drained away.',
    'jar|balloon|ramp|vase|ice cube|notebook',
    'Fizzing Experiment|Science Surprise|Big Bubble Test|Curious Experiment',
    'a clever lab mouse',
  ),
  space: w(
    'under a wide open sky|inside a planetarium dome|aboard a space station|on the dusty red planet|in a rocket among the stars',
    "Stars twinkled like scattered glitter.|Everything felt quiet and vast.|Planets glowed in the distance.|The moon hung like a silver lamp.|Space felt huge, deep and full of wonder.|A satellite blinked as it drifted past.|The rocket's metal hummed softly.|Earth glowed blue and white far below.",
    'rocket|moon|telescope|planet|star|space helmet',
    'Moon Diary|Shooting Star|Red Planet|Trip to the Stars',
    'a little moon cat',
    false,
  ),
  sports: w(
    'on the school field|at the basketball court|in the gym|on a quiet road|at the football pitch',
    'A whistle blew somewhere nearby.|Trainers squeaked on the floor.|The crowd cheered and clapped.|A breeze cooled hot cheeks.|Balls bounced with a thump, thump, thump.|A flag fluttered at the finish line.|Someone blew a whistle, loud and clear.|The grass smelled freshly cut.',
    'bike|football|basketball|hoop|whistle|mat',
    'Big Match|Winning Team|Perfect Cartwheel|Race Day',
    'a bouncy puppy',
  ),
  superpowers: w(
    'in a leafy classroom|on a busy town street|on the school stage|in the school canteen|on a quiet country road',
    'Somewhere, a plant rustled as if whispering.|The town bustled with people.|The air crackled with energy.|Everything seemed to move in slow motion.|A cape fluttered in the breeze.|A bus rumbled past.|Pigeons flapped up from the pavement.|Somewhere, a car horn honked.',
    'cape|mask|plant pot|school bus|stopwatch|egg',
    'Secret Superpower|Super Day|Amazing Power|Hero Inside',
    'a caped kitten',
  ),
  'talking-animals': w(
    'in the big park|by the old barn|on the far side of the hill|in a tiny bakery|in a cosy burrow',
    'A squirrel chattered from a branch.|The hens gossiped in the yard.|Leaves rustled as animals whispered.|Birds traded news from the hedges.|Somewhere, a frog told a long joke.|A hedgehog snuffled in the leaves.|A crow cawed a cheeky greeting.|A rabbit thumped a foot twice.',
    'book|barn|bakery|fence|tortoise|basket',
    'Talking Tortoise|Animal Book Club|Night Bakery|Chatty Friends',
    'a talking tortoise',
  ),
  teamwork: w(
    'at the kitchen table|in a snowy park|in an empty lot|on a wide lake|in the class newsroom',
    'Everyone had a job to do.|Voices called out ideas.|Hands reached in from every side.|The work went faster together.|A cheer went up from the group.|Someone shouted, ready, steady, go.|Tools clinked in a bucket.|Friendly voices filled the air.',
    'puzzle|snowman|spade|rowing boat|newspaper|drum',
    'Dream Team|All Together|Great Team Effort|Helping Hands',
    'a hardworking beaver',
  ),
  technology: w(
    'in a workshop at home|in the garden|at the kitchen table|on a windy hill|at a cluttered desk',
    'Wires curled like colourful spaghetti.|A little motor whirred.|Buttons clicked and lights blinked.|Screws lay sorted in tiny pots.|Everything seemed to be waiting to be figured out.|A light bulb flickered, then glowed.|Cogs turned with a gentle click.|A screen lit up with a friendly beep.',
    'tin can|torch|battery|wind turbine|pinwheel|sandwich',
    'Tin Can Telephone|Clever Invention|Great Idea|Secret Switch',
    'a helpful little robot',
  ),
  'time-travel': w(
    'in a long-ago kitchen|among giant ferns|in a city of the future|in a medieval market|beside a humming grandfather clock',
    'The air shimmered like heat over a road.|Clocks ticked everywhere at once.|Everything looked strangely old and new.|A whoosh of wind swirled by.|Time seemed to fold like paper.|A clock chimed thirteen times.|The smell of old books filled the air.|Footsteps echoed from another century.',
    'grandfather clock|watch|time machine|loaf of bread|pencil|bun',
    'Time Machine|Clock Secret|Journey Through Time|Ticking Clock',
    'a time-travelling tortoise',
  ),
  treasure: w(
    'under an old apple tree|on a windy beach|at the foot of a mountain|in a garden full of clues|by a sandy shore',
    'Something glinted in the dirt.|Seagulls wheeled overhead.|The old map crackled with age.|Every clue led somewhere new.|The sand shifted and sparkled.|A gold coin winked from the sand.|The wind tugged at the corners of the map.|A crab guarded its rock.',
    'treasure map|spade|treasure chest|metal detector|key|coin',
    'Hidden Treasure|Treasure Map|Secret Chest|Golden Key',
    'a nosy seagull',
  ),
  'underwater-worlds': w(
    'in an underwater kingdom|in an octopus town|in a sunken shipwreck|among swaying seagrass|on the sandy sea floor',
    'Bubbles floated up like tiny balloons.|Fish flashed silver in the blue.|Seaweed swayed in slow, gentle waves.|Coral glowed pink and orange.|Everything was quiet and blue.|A turtle glided gracefully by.|A starfish clung to a rock.|Sunbeams wavered down through the water.',
    'pearl|octopus|seahorse|shipwreck|shell|lantern fish',
    'Great Pearl|Octopus Town|Seahorse Home|Deep Blue Secret',
    'a friendly seahorse',
    false,
  ),
  vehicles: w(
    'by a busy road|in a bubbly bathtub|at an old railway station|at a busy airport|on a steep hill road',
    'Engines hummed and rumbled.|Wheels went round and round.|A horn tooted cheerfully.|Steam puffed into the air.|Everything whizzed, zoomed and beeped.|A bicycle bell went ring, ring.|The smell of engine oil drifted by.|A digger lifted its great yellow arm.',
    'lorry|boat|steam train|aeroplane|bike|wheel',
    'Big Wheels|Steam Train Day|Flying High|Busy Roads',
    'a little red car',
  ),
  wizards: w(
    'in a tall wizard tower|in a spell room|in a wizard village|on the castle rooftops|in a dusty library',
    'Potions bubbled in coloured jars.|Old spell books whispered on their shelves.|Sparks fizzed from a wand.|The tower smelled of candle wax and herbs.|Stars were painted across the ceiling.|An owl blinked from a high shelf.|A broom leaned against the wall, twitching.|A crystal ball glowed a soft blue.',
    'wand|spell book|wizard hat|cauldron|staff|owl',
    "Wizard's Apprentice|Lost Spell|Kindest Spell|Wizard Tower",
    'a wise old owl',
  ),
}
