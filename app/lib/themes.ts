/**
 * The one theme catalogue (SPEC point 3, DECISIONS 1): the create form, the story engine and the API
 * all read their theme ids, display names and plot outlines from here and nowhere else.
 *
 * Every outline is original text written for this project: one comma-separated list of 5-7 short
 * lower-case story beats forming an arc (beginning, problem, attempts, turn, warm ending). Factual
 * themes carry a simple true fact the hero learns along the way.
 */

export const THEME_IDS = [
  'adventure',
  'animals',
  'art',
  'castles',
  'circus-adventures',
  'courage',
  'cultures',
  'dinosaurs',
  'discovery',
  'dreams',
  'environment',
  'everyday-magic',
  'exploration',
  'fairyland',
  'family',
  'fantasy',
  'farm-life',
  'festivals',
  'friendship',
  'heroes',
  'history',
  'imagination',
  'jungle-tales',
  'kindness',
  'legends',
  'magic',
  'music',
  'mystery',
  'mythical-creatures',
  'nature',
  'ocean',
  'pirates',
  'rainbows',
  'robots',
  'school-adventures',
  'science',
  'space',
  'sports',
  'superpowers',
  'talking-animals',
  'teamwork',
  'technology',
  'time-travel',
  'treasure',
  'underwater-worlds',
  'vehicles',
  'wizards',
] as const

export type ThemeId = (typeof THEME_IDS)[number]

export const DEFAULT_THEME: ThemeId = 'adventure'

/** 'jungle-tales' → 'Jungle tales': hyphens become spaces, only the first letter is capitalised. */
export function themeDisplayName(id: string): string {
  const spaced = id.replace(/-/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const THEME_ID_SET: ReadonlySet<string> = new Set(THEME_IDS)

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && THEME_ID_SET.has(value)
}

type Outlines = readonly [string, string, string, string, string]

export const THEME_OUTLINES: Record<ThemeId, Outlines> = {
  adventure: [
    'a map tucked inside a library book, following clues across the town, a bridge closed for repairs, finding a ferry path instead, reaching the old lighthouse, a picnic with the keeper at dusk',
    'packing a rucksack for a mountain walk, fog rolling over the trail, losing sight of the marker stones, listening for the stream below, following the water downhill, a cosy hut with warm cocoa',
    'a raft built from driftwood, drifting down a lazy river, a sudden fork in the current, paddling hard toward the calm side, landing on a tiny island, naming the island together',
    'a hot air balloon ride at the fair, the tether rope slipping loose, floating gently over the fields, letting the air cool to sink lower, landing softly in a meadow, cheering crowds at the fairground',
    'a desert trek to a hidden oasis, the water bottles running low, following birds that fly toward water, palm trees around a cool spring, sharing dates with a friendly traveller',
  ],
  animals: [
    'a hedgehog waking up too early, the garden still frosty and bare, searching for a warm place to wait, a child leaving out a box of leaves, sleeping safely until spring',
    'a new puppy at the shelter, too shy to meet anyone, a patient child sitting quietly nearby, a ball rolling gently between them, a wagging tail at last, going home together',
    'a duck family crossing a busy path, the ducklings scattering into the reeds, counting heads and finding one missing, a tiny peep under a bench, the whole line waddling to the pond',
    'helping out at the animal rescue, a goat that keeps escaping its pen, finding the loose plank in the fence, fixing it with a grown-up, the goat sulking then munching happily',
    'a bird feeder on the window, a cheeky squirrel stealing the seeds, trying a feeder on a tall pole, setting up a squirrel snack table, birds and squirrel both well fed',
  ],
  art: [
    'a grey rainy day indoors, only red yellow and blue paint, mixing blue and yellow into green, mixing red and yellow into orange, painting a whole rainbow garden',
    'a smudgy pencil drawing of a road, learning far things look smaller, drawing the road narrower into the distance, trees shrinking toward the horizon, a picture deep enough to walk into',
    'a lump of clay at pottery class, a wobbly pot that keeps collapsing, learning to keep the clay wet, centring it slowly on the wheel, hardening it in the hot kiln, a pot for a birthday gift',
    'a broken plate in the kitchen, learning about mosaics from long ago, sorting the pieces by colour, gluing them onto a wooden board, filling the gaps with grout, a sparkling mosaic for the garden wall',
    'drawing a friend in the park, the picture looking flat and strange, noticing shadows fall away from the sun, shading one side of every shape, the friend popping off the page',
  ],
  castles: [
    'a sandcastle contest at the beach, the tide creeping closer each minute, digging a moat to guide the water, building walls on higher sand, the castle standing as the sun sets',
    'a young page at a hilltop castle, the drawbridge chain stuck fast, asking the blacksmith and the cook, oiling the old gears together, the bridge lowering for the harvest feast',
    'a castle flag lost in a gale, the flag carried over the forest, a trail of clues from village folk, finding it caught on a windmill sail, raising it high before the royal visit',
    'a secret staircase behind a tapestry, echoes from a forgotten tower room, a dusty chest of old toys, returning them to the castle children, a tower turned into a playroom',
    'a cardboard castle in the living room, the cat claiming the tallest tower, building a second tower just for it, a grand opening with paper crowns, everyone sleeping inside the fort',
  ],
  'circus-adventures': [
    'a young acrobat afraid of the high trapeze, practising on the low bar every day, a safety net and a trusted partner, one brave swing across the tent, a roaring round of applause',
    'the ringmaster losing her voice on opening night, the show about to begin, the clowns inventing a silent act, the whole audience joining the mime, the best show of the season',
    'strong wind flapping the big top, every performer grabbing a rope, the strongest and smallest pulling together, pegs hammered deep into the ground, a cosy show under the steady tent',
    'a child wandering backstage by accident, juggling balls rolling everywhere, helping the clowns gather them up, an invitation to learn one trick, juggling three balls in the finale',
    'a nervous first day on the tightrope, wobbling on the practice wire, learning to fix eyes on one point, holding a long pole for balance, gliding across at the evening show',
  ],
  courage: [
    'the first day at a new school, a tummy full of butterflies, standing alone at the gate, noticing another child who looks nervous, saying hello first, walking in side by side',
    'a swimming lesson in the deep end, clinging tight to the pool edge, practising floating with the teacher, kicking out a few strokes, swimming a whole width alone',
    "a strange noise in the attic at night, hiding under the covers, taking a torch and a grown-up's hand, a pigeon trapped by the window, opening it so the bird flies free, sleeping easily after that",
    'a school show with a solo song, a voice that shakes in rehearsal, practising for the family at home, spotting a friendly face in the crowd, singing loud and clear',
    'a friend being teased in the playground, wanting to help but feeling small, gathering other kind classmates, standing together and speaking up, the teasing stopping for good',
  ],
  cultures: [
    'a new neighbour from far away, greeting each other in two languages, learning to say thank you her way, sharing breads baked in both homes, a list of new words on the fridge',
    'a class project on ways to say hello, some people bow and some shake hands, others wave or press palms together, practising each greeting with care, a classroom full of friendly hellos',
    "a grandparent's box of old photographs, stories of a village across the sea, learning a song from those childhood days, cooking a family recipe together, teaching the song to younger cousins",
    'a school fair with dishes from many homes, noticing rice in almost every dish, learning that rice feeds billions of people, swapping recipes with classmates, one big shared pot for everyone',
    'a letter from a pen pal far away, a hot summer day at home, the letter saying it is winter there, learning seasons flip across the equator, swapping photos of sunshine and snow, planning a visit one day',
  ],
  dinosaurs: [
    'a baby dinosaur hatching alone, searching the ferns for its family, a kind long-necked giant offering a ride, spotting a herd by the lake, a happy reunion with mum',
    'a museum visit after closing time, the dinosaur skeleton starting to wiggle, a midnight tour of every room, putting the bones back before sunrise, a secret wink as the doors open',
    'hunting for fossils on a rocky beach, a curled stone shaped like a shell, learning it is an ammonite, a tiny fossil tooth the next day, an expert dating it to long ago, a place in the school display',
    'a dinosaur too big for hide and seek, every hiding spot far too small, friends thinking up clever ideas, disguising it as a grassy hill, winning the game at last',
    'a dry season in the dinosaur valley, the ferns turning brown and crispy, a small triceratops leading the search, following the river past the hills, a green valley full of plants, a herd munching happily',
  ],
  discovery: [
    'a puddle vanishing on a sunny day, wondering where the water went, learning it rises into the air, watching clouds build in the afternoon, rain filling the puddle again',
    'a magnifying glass from a grandparent, looking closely at the garden, tiny hairs on a nettle leaf, counting the legs on a beetle, learning every insect has six legs, a notebook full of tiny sketches',
    'a magnet found in a drawer, testing buttons and paperclips and pencils, learning magnets pull on iron and steel, the wooden pencil not moving at all, fishing for paperclips with a string magnet',
    'a shadow that changes through the day, long in the morning and short at noon, marking its tip with chalk each hour, learning the sun seems to cross the sky, a homemade sundial in the yard',
    'a bean in a jar of wet cotton, a tiny root poking down first, a green shoot climbing toward light, learning plants grow toward sunlight, planting it outside in spring',
  ],
  dreams: [
    'falling asleep on a cloud pillow, drifting to a land of floating islands, a bridge of starlight that keeps fading, hopping from island to island, a friendly whale swimming through the sky, a gentle landing back in bed',
    'a dream where toys grow tall, the teddy bear leading a parade, the toy box lid stuck shut, everyone pushing together, waking to find teddy smiling',
    'a dream of flying over the town, rooftops like tiny boxes below, a lost balloon drifting upward, carrying it home to a small child, waking with a warm glow',
    'a bad dream about a shadowy shape, gathering courage inside the dream, switching on a dream torch, finding only a coat on a hook, giggling and dreaming of ice cream',
    'a sleepy dream train pulling into the station, each carriage holding a different dream, the train stuck on a drowsy hill, passengers humming a lullaby together, the train chugging into morning',
  ],
  environment: [
    'a walk by a messy river bank, learning plastic can last hundreds of years, a weekend litter pick with neighbours, sorting what can be recycled, ducks returning to a clean bank',
    'a wilting garden in a dry summer, learning rainwater can be saved, a barrel under the drainpipe, watering plants from the barrel, the garden blooming without wasting water',
    'a compost heap at school, wondering where food scraps go, learning worms help turn scraps into soil, feeding the heap each day, rich soil for the vegetable patch',
    'bees missing from the flower bed, learning bees help plants make fruit, planting flowers that bees love, building a little bee hotel, flower beds buzzing with life',
    'a bare patch of land by the school, learning trees give shade and fresh air, planting saplings with the class, watering them through the summer, birds nesting there years later',
  ],
  'everyday-magic': [
    'a chipped teapot at a jumble sale, cocoa that never runs out, sharing cups with the whole street, the teapot going quiet one day, the street sharing cocoa anyway',
    "a pair of socks that hum when lost, the left sock vanishing before school, following a faint tune through the house, finding it in the dog's basket, a matching pair and a laugh",
    'an umbrella that chooses the weather, rain on the morning of the fair, opening it to ask for sunshine, a rainbow instead of clear skies, learning to enjoy whatever comes',
    'a pencil whose drawings come alive, drawing a small puppy for company, the puppy chewing up the homework, drawing a pile of chew toys, a friend who stays on the page',
    'a doormat that says hello to everyone, a grumpy postman who never smiles, the mat cracking a joke each morning, a tiny smile then a chuckle, the whole street greeting each other',
  ],
  exploration: [
    'a cave behind a waterfall, torches and a ball of string, tunnels branching left and right, tying string to find the way back, a hall of glittering crystals, following the string home',
    'a ship sailing for an unmapped coast, drawing the shoreline along the way, a fog bank hiding the rocks, sounding the depth with a weighted line, a safe harbour and a new map',
    'a polar trek across the snow, a compass pointing the way north, a blizzard forcing a stop, building a snow shelter, clear skies and dancing northern lights',
    'a backyard expedition with a notebook, measuring the tallest sunflower, an ant trail under the shed, following it to a giant nest, a map of the whole garden kingdom',
    'a mountain peak with no name, packing ropes and warm boots, a tricky rocky ledge, helping each other over the gap, a flag at the snowy summit, naming the peak after a friend',
  ],
  fairyland: [
    'a fairy ring in the garden, shrinking to the size of a bee, the fairy queen missing her dewdrop crown, searching among the toadstools, a snail who saw something shiny, growing back in time for tea',
    'a fairy who cannot fly yet, practising on dandelion seeds, tumbling into a soft flower, a breeze lifting her gently, flying with the fireflies at dusk',
    'a tooth under the pillow, the tooth fairy caught in the rain, a child leaving the window ajar, drying her wings by the nightlight, a thank-you note in the morning',
    'fairy lanterns going dark across the glen, the glow-worms too tired to shine, a child singing a wake-up song, glow-worms brightening one by one, the glen sparkling again',
    'a fairy bridge washed away by rain, fairies stuck on both sides of the brook, a child laying stepping stones, a fairy parade across the water, acorn cups of nectar to say thanks',
  ],
  family: [
    'a new baby sister coming home, feeling a little left out, helping at bath time, making her laugh for the first time, a big sibling badge',
    'a family picnic in the rain, sandwiches getting soggy, moving the picnic into the car, word games by the steamy window, the best picnic ever',
    "grandpa's birthday surprise, secret plans behind closed doors, the cake sinking in the middle, filling the dip with berries, grandpa crying happy tears",
    'moving to a new house, boxes in every room, missing the old bedroom, painting the new room together, a first night in the new home',
    'a power cut on a winter evening, candles and blankets on the floor, telling stories by torchlight, learning games from when mum was small, wishing the lights stayed off longer',
  ],
  fantasy: [
    "a quest for the last moonflower, crossing the whispering marsh, a riddle at the troll's bridge, answering with a joke instead, the moonflower blooming in the hero's hands",
    'a kingdom slowly losing its colours, a quest to the painter of the dawn, a bridge made of music, returning with a jar of sunrise, colour splashing back into every street',
    "an elf village behind a frozen waterfall, an ice spell that will not break, a warm song from a travelling bard, the waterfall thawing note by note, spring returning to the village",
    "a shy giant who wants a friend, villagers running from his footsteps, a child noticing he is crying, a picnic on the giant's palm, the village welcoming him home",
    'a floating city sinking slowly, the sky stones losing their glow, a journey to the sun mountain, recharging the stones in morning light, the city rising above the clouds',
  ],
  'farm-life': [
    'sunrise chores on the farm, the hens hiding their eggs, searching the hayloft and the hedge, a nest under the tractor seat, scrambled eggs for everyone',
    'a tiny lamb born on a frosty night, warming it by the kitchen stove, feeding it milk from a bottle, the lamb growing strong by spring, skipping with the flock in the meadow',
    'the pumpkin patch at harvest time, one pumpkin far too heavy to lift, the whole family pushing a wheelbarrow, rolling it slowly to the barn, a prize ribbon at the county show',
    'a cheeky pig loose in the vegetable patch, chasing it round the cabbages, tempting it back with apples, mending the gate together, the pig snoozing in the mud',
    'a rainy summer worrying the farmer, waiting for three sunny days, turning the cut grass so it dries, baling the hay before the clouds return, cows munching sweet hay all winter',
  ],
  festivals: [
    'a lantern festival by the river, a paper lantern with a torn side, patching it with tissue and glue, lighting it with the family, watching lanterns float downstream',
    'a harvest festival at the village hall, baskets of food for those in need, a basket dropped on the steps, neighbours helping gather everything, a shared supper for all',
    'a winter festival of lights, the power failing on the main street, everyone bringing a candle or lamp, the street glowing brighter than before, songs and warm drinks',
    'a spring parade with giant flower floats, a float losing its petals in the wind, children making new petals from paper, the float rolling on just in time, a sea of waving hands',
    'a new year party with grandparents, eyelids drooping long before midnight, a nap before the countdown, waking up for the fireworks, wishes whispered for the year ahead',
  ],
  friendship: [
    'two friends falling out over a toy, a lonely afternoon apart, both missing the fun of playing together, a shy apology by the swings, taking turns from now on',
    'a new classmate who speaks very little, sharing crayons at the art table, drawing pictures instead of talking, laughing at the same silly doodle, best friends by the end of term',
    'a best friend moving to another city, a tearful goodbye wave, writing letters every week, a surprise visit in the holidays, a friendship that stretches for miles',
    'a grumpy old neighbour next door, a ball kicked into his garden, knocking nervously on his door, discovering he loves board games, weekly games on his porch',
    'a plan for a treehouse club, a friend who cannot climb the ladder, rethinking the design together, building a ramp and a pulley lift, a clubhouse everyone can reach',
  ],
  heroes: [
    'a kitten stuck high in a tree, calling the fire crew for help, holding the ladder steady, the kitten purring safe in arms, a thank you from the firefighters',
    'a little lifeguard in training, a swimmer drifting too far on a float, blowing the whistle loud and long, the lifeguards paddling out fast, a lesson on flags and safe swimming',
    'a wallet left on a bus seat, finding an address inside, walking it round with dad, a grateful smile at the door, a hero without a cape',
    'a hero with no powers at all, a flooded street after heavy rain, sandbags and helping hands, guiding neighbours to higher ground, a town cheering its everyday heroes',
    "a visit to the children's ward, cheering patients with a puppet show, a shy patient who will not smile, a puppet that sneezes confetti, a ward full of giggles",
  ],
  history: [
    'a museum trip with the class, an ancient clay tablet behind glass, learning it shows very early writing, pressing marks into clay with a stick, writing a name the old way',
    "a grandparent's old telephone with a dial, learning phones once had no screens, calls once connected by a switchboard operator, dialling a pretend number, a video call to compare",
    'a book about the great pyramids, learning they are over four thousand years old, wondering how the heavy stones moved, learning about ramps sledges and many workers, building a sugar cube pyramid at home',
    'a paper plane that keeps crashing, reading about the very first powered flight, that flight lasting only twelve seconds, bending the paper wings just so, a plane gliding the length of the hall',
    'digging up a school time capsule, letters from children long ago, toys made of wood and tin, learning how school life has changed, burying a new capsule for the future',
  ],
  imagination: [
    'a cardboard box becoming a rocket, blasting off from the living room, landing on a planet of jelly, a moon cat who wants to play, racing home before dinner',
    'a rainy day with nothing to do, the floor turning into a bubbling sea, hopping from cushion to cushion, rescuing teddy from the bookcase island, a treasure of biscuits in the kitchen',
    'a tiny imaginary dragon friend, nobody else able to see it, the dragon feeling sad and forgotten, drawing it for the whole family, an extra place set at tea',
    'lying on the grass watching clouds, a cloud sheep losing its flock, blowing gently to push it along, the flock joining into a fluffy mountain, rain sprinkling down like a thank you',
    'a chalk door drawn on the pavement, stepping through into a chalk world, colours washing away in the rain, redrawing everything brighter, stepping home before the door dries',
  ],
  'jungle-tales': [
    'a baby elephant who cannot trumpet, trying every morning by the river, a parrot teaching a whistle, a monkey showing a drum beat, a mighty trumpet at last',
    "a tiger cub wandering from the den, tall grass hiding every path, following the sound of the river, mother's call echoing through the trees, a nuzzle and a nap in the sun",
    'a toucan teased for its huge beak, a fruit too high for anyone else, the toucan reaching it easily, sharing the fruit with everyone, a feast in the treetops',
    'a slow sloth invited to a party, setting off a whole week early, helping friends along the way, arriving just as the cake is cut, the guest of honour after all',
    'heavy rains flooding the forest floor, an ant colony needing dry land, ants linking legs into a living raft, floating safely to a fallen log, a new nest high and dry',
  ],
  kindness: [
    'a lonely child on the bench at break, an invitation to join the game, learning they love drawing dragons, filling a sketchbook together, a new friend for both',
    "an elderly neighbour's overgrown garden, weeding it secretly each evening, a mystery note on the gate, owning up with a grin, tea and stories every week",
    'a cold winter at the animal shelter, collecting blankets door to door, a heavy cart up the hill, the whole street pushing together, warm pets sleeping soundly',
    'a lunchbox dropped in a puddle, splitting a sandwich in two, the favour returned next week, sharing spreading through the class, a lunch table full of friends',
    'a kindness jar in the classroom, writing notes for each kind act, a shy child feeling unseen, secret notes appearing for them, the jar overflowing by the end of term',
  ],
  legends: [
    'an old tale of a sleeping mountain giant, the village well running dry, a young climber seeking the giant, waking it with a gentle song, the giant weeping a spring of fresh water',
    'a lighthouse dark for a hundred years, a keeper who once sang to ships, a foggy night and a boat off course, a child singing from the cliff, the boat steering safely home, a new legend told by the fire',
    'a silver deer said to guard the forest, woodcutters coming for the oldest tree, a child following silver hoofprints, a clearing full of young saplings, the woodcutters choosing to plant instead',
    'a tale of a fallen star stone, the stone said to grant one wish, a long journey to the hilltop, wishing for rain for the thirsty fields, a valley green by morning',
    'an old riddle carved above the town gate, nobody solving it for ages, a child reading it backwards, a hidden room of old books, the town library born',
  ],
  magic: [
    'a toy wand that really works, turning the cat bright blue by mistake, searching for an undo spell, a spell book written in rhymes, a purring cat back to normal',
    "a magician's hat at the village show, the rabbit refusing to come out, coaxing it with a carrot and a song, a flock of doves appearing instead, laughter and a standing ovation",
    'a mirror that shows how others feel, a classmate feeling sad inside, finding the right words to help, the mirror showing a smile, putting the mirror away for good',
    'a spell to make snow in summer, far too much snow on the village, asking the sun for help, a snowman party before it melts, a cool and happy summer day',
    'a key that opens any door, a tiny door in the skirting board, shrinking down to peek inside, a family of mice having a feast, an invitation to stay for pudding',
  ],
  music: [
    'a rubber band stretched over a box, plucking it for a twang, learning sound is made by vibrations, tighter bands making higher notes, a shoebox guitar band at home',
    'glasses of water on the table, tapping each one with a spoon, more water making a lower note, tuning the glasses into a scale, playing a simple tune for the family',
    'a big drum in the music room, rice grains jumping on the drum skin, learning the skin shakes to make sound, bigger drums sounding deeper, a rhythm circle with the whole class',
    'a piano with black and white keys, black keys grouped in twos and threes, the same note repeating up the keyboard, learning eight scale notes make an octave, playing a scale for grandma',
    'a bird singing outside the window, copying its tune with a whistle, learning young songbirds learn songs from adults, writing the tune down on paper, a duet with the blackbird at dawn',
  ],
  mystery: [
    'biscuits vanishing from the jar, crumbs leading across the floor, a notebook and a magnifying glass, questioning every suspect, a giggle behind the curtain, a baby brother sharing the last crumb',
    'a strange tapping in the walls at night, searching the house with a torch, tapping back in code, an old pipe knocking in the cold, a plumber fixing it with a wink',
    'the class hamster cage empty, tiny footprints in spilled flour, following them to the music room, the hamster nesting in the piano, a lock that really locks',
    'a message in a bottle on the beach, a map with half the words washed away, asking the old fisherman, a cove revealed at low tide, a box of letters from long ago',
    'a garden statue moved a little each night, trying to stay awake to watch, sprinkling flour on the path, fox prints found by morning, moving the bird seed somewhere else, the statue staying put at last',
  ],
  'mythical-creatures': [
    'a unicorn whose horn has lost its shine, searching for the brightest star, climbing a moonlit hill, stardust sprinkling down, a horn glowing brighter than ever',
    'a young dragon who sneezes bubbles, teased by the older dragons, a spark catching in the dry forest, bubbles smothering the flames, the bubble dragon made a hero',
    'a griffin egg found in a nest, keeping it warm through the night, a fluffy chick hatching at dawn, practising flaps from a haystack, the griffin mother swooping back',
    'a sea serpent with a terrible toothache, fishing boats hiding in the harbour, a brave dentist rowing out, pulling the tooth with a rope, a grateful serpent guarding the bay',
    'a pegasus foal scared of heights, watching the herd fly over the valley, practising jumps across a stream, a strong updraft by the cliff, soaring with the herd at last',
  ],
  nature: [
    'leaves turning red and gold in autumn, wondering where the green goes, learning trees stop making green chlorophyll, hidden yellows showing through, collecting the brightest leaves, a leafy crown for the walk home',
    'a caterpillar on a cabbage leaf, watching it eat and grow, a chrysalis hanging very still, a butterfly unfolding its wings, letting it fly free',
    'jelly blobs in the garden pond, tiny tadpoles wriggling out, back legs growing before front legs, the tail shrinking away, little frogs hopping into the grass',
    "a spider web sparkling with dew, wondering how spiders make silk, learning silk comes from the spider's body, watching a spider mend its web, leaving the web in peace",
    'a squirrel busy burying acorns, learning forgotten acorns can grow into oaks, marking a spot to check in spring, a tiny oak seedling poking through, a squirrel planting a forest',
  ],
  ocean: [
    'a rock pool at low tide, crabs scuttling sideways, learning the moon pulls the tides, the tide coming back in, leaving every creature where it lives',
    'a mouthful of salty sea water, asking why the sea tastes salty, learning rivers carry salt from rocks, drying sea water in a saucer, salt crystals left behind',
    'a whale watching boat trip, a spout of mist in the distance, learning whales breathe air through a blowhole, counting breaths as it surfaces, a tail waving goodbye',
    'snorkelling over a coral reef, learning coral is made of tiny animals, careful not to touch the reef, fish darting through coral towers, a promise to protect the sea',
    'a night walk on the beach, waves glowing blue at the edge, learning tiny plankton make the light, splashing to see it sparkle, a glowing walk home',
  ],
  pirates: [
    'a leaky pirate ship far from shore, bailing water with buckets and boots, patching the hole with a spare sail, a friendly island with a shipwright, sailing on with a sturdy hull',
    'a pirate captain afraid of water, hiding it from the whole crew, a cabin boy discovering the secret, swimming lessons in a calm lagoon, the captain diving in for treasure',
    'a rival flag on the horizon, a race to the same island, both ships stuck on a sandbar, working together to float free, sharing the treasure and the feast',
    'a young pirate who prefers books to swords, a storm tearing the only map, the crew lost without directions, reading the stars from a book, steering home by the north star',
    "a birthday at sea for the captain, the cake sliding off in rough waves, the crew baking a new one in secret, the parrot nearly spilling the surprise, cake and a sea shanty at sunset",
  ],
  rainbows: [
    'a rainbow missing its orange stripe, asking the sunset for help, borrowing orange from pumpkins and marigolds, stitching the stripe back in, a full rainbow over the town',
    'racing to reach the end of the rainbow, the rainbow moving farther away, learning rainbows are sunlight not places, making one with the garden hose, a rainbow of your very own',
    'a rainbow bridge to a cloud kingdom, the bridge fading as the sun dips, racing back across the colours, a cloud friend puffing a gentle push, landing home as the last stripe fades',
    'a raindrop longing to join a rainbow, waiting for the sun after the storm, sunlight shining through the raindrop, splitting into many colours, the proudest raindrop in the sky',
    'baking a seven layer rainbow cake, the colours running together in one tin, baking each layer separately instead, stacking them with care, gasps when the first slice is cut',
  ],
  robots: [
    'a robot built from spare parts, its first steps wobbly and slow, learning to help around the house, a mess of soap bubbles in the kitchen, getting it right by dinner time',
    'a lonely robot at the scrapyard, a rusty arm that will not bend, a child oiling and fixing it, the robot painting a picture as thanks, a place in the family garden',
    'a robot dog that cannot bark, recording sounds around the neighbourhood, trying a doorbell and a duck, finding its own cheerful beep, the happiest beeping dog in town',
    'a robot running low on a picnic, no socket anywhere in the park, unfolding its little solar panel, resting in the sunshine, waking up fully charged',
    'a robot race at school, the robot spinning in circles, checking each wire and wheel, a loose wire reconnected, crossing the finish line in style',
  ],
  'school-adventures': [
    'costumes lost a day before the play, the class raiding the craft cupboard, paper crowns and bin bag capes, the curtain rising on time, the audience loving the homemade look',
    'taking the class guinea pig home, the guinea pig escaping its cage, searching every cupboard in the house, finding it snoozing in a slipper, a full report for the class',
    'the school bell going silent one morning, nobody knowing when break starts, the class inventing a timekeeping song, the caretaker fixing the bell, keeping the song for special days',
    'a spelling contest in the hall, a long word that sounds impossible, breaking it into little pieces, spelling each piece in a whisper, the whole class cheering',
    'a substitute teacher who seems strict, a class sure the day will be dull, grumbles over the morning sums, a surprise science show after lunch, the class begging her to come back',
  ],
  science: [
    'a fizzy experiment at the kitchen table, mixing baking soda and vinegar, bubbles of gas foaming over, learning the gas is carbon dioxide, a bubbling volcano for show and tell',
    'ice cubes bobbing in a glass, wondering why ice does not sink, learning water expands when it freezes, ice lighter than water for its size, fish staying snug under frozen ponds',
    'white flowers in a vase of blue water, petals slowly turning blue, learning stems carry water up to petals, trying red water with a second flower, a bouquet of surprise colours',
    'toy cars racing down a ramp, one ramp covered in carpet, the cars slowing on the rough surface, learning about friction, finding the fastest smooth ramp',
    'rubbing a balloon on a woolly jumper, the balloon sticking to the wall, learning about static electricity, hair lifting toward the balloon, a giggling science show',
  ],
  space: [
    'the moon changing shape each night, drawing it in a moon diary, learning the moon reflects sunlight, seeing different lit parts as it orbits, a full moon party at the end',
    'a trip to the planetarium, learning the sun is a star, learning there are eight planets, a model solar system made of fruit, the planets circling a melon sun',
    'a dream of living in space, learning astronauts float on the space station, sleeping bags strapped to the wall, food in pouches so crumbs stay put, a floaty pretend day at home',
    'a streak of light in the night sky, making a wish on a shooting star, learning it is a space rock burning, counting meteors during a shower, wishes for everyone in the family',
    'a reddish dot in the evening sky, learning it is the red planet, rusty dust making it look red, rovers exploring its rocky ground, drawing a base for future explorers',
  ],
  sports: [
    'a bike without stabilisers, wobbling and tipping at first, learning that moving helps you balance, looking ahead instead of down, riding to the end of the road',
    'a football team that keeps losing, everyone chasing the ball at once, learning to spread out and pass, a first goal from a clever pass, a team that plays together',
    'a long running race on the school field, starting too fast and puffing out, learning to pace yourself, breathing steadily in a rhythm, finishing strong with a smile',
    'a flat ball at the basketball court, barely bouncing off the ground, learning the air inside makes it bounce, borrowing a pump from a friend, shooting hoops until the streetlights glow',
    'a gymnastics class and a tricky cartwheel, practising on soft mats, learning to keep arms straight and strong, hands then feet in a line, a perfect cartwheel at the display',
  ],
  superpowers: [
    'waking up able to hear plants talk, the wilting classroom fern asking for water, nobody believing the plant whisperer, helping thirsty plants all over town, a garden humming with thanks',
    'super speed but still always late, rushing so fast homework gets forgotten, missing the school trip bus, learning to slow down and plan, arriving on time for once',
    'turning invisible whenever nervous, vanishing before the school concert, a friend who can still hear you, singing quietly until you reappear, a bow in full view',
    'super strength that breaks everything, cups and doorknobs snapping in hand, practising gentleness with eggs, holding a baby chick softly, lifting a fallen tree off the road',
    'a power to pause time for one minute, using it to catch a spilled drink, wasting it on silly pranks, learning every minute is precious, saving the power for real need',
  ],
  'talking-animals': [
    'a cat and dog who argue constantly, lost together in the big park, the dog sniffing the trail home, the cat spotting it from the fence, deciding they make a good team',
    'a fox hoping to join the book club, hens clucking in alarm, the fox bringing a favourite story, reading aloud by the barn, a new member with a reading badge',
    "a tortoise with a shell full of stories, a young rabbit too busy to listen, lost on the far side of the hill, remembering the tortoise's tale about the stars, hopping home by starlight",
    'a goose too scared to fly south, the flock leaving without her, a pigeon offering flying tips, a practice flight over the town, catching up with the flock',
    'a mouse opening a tiny bakery, no customers on the first day, the owl suggesting night time hours, a queue of hedgehogs and bats, a bakery busy every night',
  ],
  teamwork: [
    'a thousand piece puzzle on the kitchen table, everyone grabbing the same corners, giving each person a job, sorting edges and sky pieces, the last piece found under the sofa, a finished picture to frame',
    "building the biggest snowman ever, a head too heavy to lift alone, a ramp of packed snow, rolling the head up together, a snowman wearing everyone's scarves",
    'an empty lot full of rubbish, neighbours each bringing a skill, clearing digging and planting, a wobbly fence built together, a community garden in bloom',
    'a rowing boat going in circles, each rower pulling to a different beat, a drummer keeping time, oars moving as one, gliding across the lake',
    'a class newspaper with a deadline, writers and artists working in pairs, the printer jamming at the last minute, everyone copying pages by hand, the first issue handed out on time',
  ],
  technology: [
    'two tin cans and a long string, whispering into one can, learning sound travels along the tight string, the string going slack and silent, a secret message across the garden',
    'writing steps for making a sandwich, a grown-up following them word for word, forgetting to say open the bread, learning computers need exact steps too, a perfect sandwich on the second try',
    'a torch that will not switch on, opening it up to look inside, learning electricity must flow in a loop, turning the battery the right way round, a circle of light on the ceiling',
    'a paper bridge between two books, the paper sagging under one coin, folding the paper into pleats, learning folds make paper much stronger, the bridge holding a pile of coins',
    'giant wind turbines on the hill, wondering what the blades are for, learning spinning blades turn a generator, making a paper pinwheel spin, picturing homes lit by the wind',
  ],
  'time-travel': [
    'a grandfather clock that hums strangely, winding it backwards by mistake, stepping into a long-ago kitchen, meeting a young great-grandmother baking bread, winding forward with her recipe',
    'a watch that skips through time, a jump to the age of giant ferns, a curious little dinosaur sniffing the watch, a quick button press to escape, a fossil footprint waiting back home',
    'a cardboard pod zooming into the future, flying buses and talking trees, meeting a grown-up version of yourself, a message to keep being kind, a return just before bedtime',
    'the same rainy day repeating again and again, trying to fix every little thing, noticing a sad friend each time, cheering them up at last, waking up to a fresh new day',
    'a school trip that slips back in time, a market in a medieval town, nobody understanding the modern words, trading a pencil for a sweet bun, slipping home before the bell',
  ],
  treasure: [
    "a treasure map in grandpa's old coat, a cross marking a spot in the garden, digging under the apple tree, a tin box of childhood marbles, a game of marbles with grandpa",
    'a metal detector on the beach, beeping at bottle caps and cans, a patient search along the dunes, a lost wedding ring glinting, returning it to a grateful couple',
    'a birthday treasure hunt with riddle clues, a clue blown away in the wind, solving it by guessing together, a chest full of cupcakes, a prize for every team',
    'a dragon sitting on a mountain of gold, adventurers too scared to climb up, a child climbing up to say hello, the dragon lonely and bored of gold, a friendship worth more than treasure',
    "a locked chest washed ashore, every key in town tried one by one, a tiny key in a seagull's nest, seeds from far away inside, planting a garden from the treasure",
  ],
  'underwater-worlds': [
    'an underwater kingdom growing dim, the great pearl losing its glow, swimming into the deep dark trench, a lantern fish sharing its light, the kingdom sparkling once more',
    'a bubble helmet and a diving bell, sinking down to an octopus town, an octopus mayor with a missing hat, eight arms searching every cave, the hat found on a sleepy crab',
    'a seahorse whose seagrass home is gone, a storm churning up the sand, a school of fish forming a guiding arrow, a new home in a sunken teapot, neighbours bringing shells in welcome',
    "a shipwreck turned into a school, fish learning to read the ship's name, a grumpy eel in the captain's cabin, the eel teaching knots instead, the best class under the sea",
    'a whale song concert on the sea floor, the lead singer losing her voice, dolphins lending clicks and whistles, a sea-wide chorus by moonlight, the whale humming along softly',
  ],
  vehicles: [
    'counting the wheels on a big lorry, asking why it needs so many, learning more wheels spread the heavy weight, roads kept smooth for longer, building a toy lorry with lots of wheels',
    'a foil boat in the bath, adding marbles one by one, learning boats float by pushing water aside, shaping a wider boat to hold more, a fleet of foil boats',
    'a steam train at an old railway, learning boiling water makes the steam, steam pushing the pistons back and forth, watching the big wheels turn, a whistle and a puff of steam',
    'a first trip on an aeroplane, engines roaring along the runway, learning wings push air down for lift, looking at clouds from above, landing with a gentle bump',
    "a hill too steep to pedal up, learning about a bike's gears, switching to a low gear, pedalling easier but slower, reaching the top with a whoop",
  ],
  wizards: [
    'a wizard apprentice mixing up spells, the tower turning into jelly, the old wizard away on holiday, reading the spellbook very slowly, the tower solid again by supper',
    'an old wizard with an endlessly growing beard, the beard filling every room of the tower, birds nesting in the whiskers, the apprentice finding the counter-spell, a cosy beard scarf for winter',
    'a wizard contest for the best new spell, others making fireworks and storms, one child making a spell for smiles, judges grinning from ear to ear, a prize for the kindest spell',
    "a magpie stealing the wizard's shiny staff, a chase across the rooftops, a trade for a bright button, the staff returned with a bow, a magpie apprentice in the tower",
    'a wizard who forgot all his spells, the village needing rain for crops, a child reading the dusty spellbook, working the spell together, gentle rain over golden fields',
  ],
}

export const THEMES = THEME_IDS.map((id) => ({ id, name: themeDisplayName(id), outlines: THEME_OUTLINES[id] }))

/** 'a, b ,, c' → ['a', 'b', 'c'] */
export function outlineBeats(outline: string): string[] {
  return outline
    .split(',')
    .map((beat) => beat.trim())
    .filter((beat) => beat.length > 0)
}
