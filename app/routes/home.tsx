import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/home'
import { env } from '~/.server/env'
import { listSampleCards } from '~/.server/stories/service'
import { Carousel } from '~/components/Carousel'
import { EmojiIcon } from '~/components/EmojiIcon'
import { FeaturedPanel } from '~/components/FeaturedPanel'
import { FeaturedCard, type CardStory } from '~/components/StoryCard'

export const meta: Route.MetaFunction = () => [
  { title: 'Storybook: personalised stories starring your child' },
  { name: 'description', content: 'Create an illustrated, narrated story with your child as the hero.' },
]

/** The home page's carousel shows at most the first 20 samples. */
const MAX_SAMPLES = 20
/** The hero's slideshow: its dots still fit one row on a phone. */
const MAX_FEATURED = 10

export async function loader({ url }: Route.LoaderArgs) {
  // Only what the cards show travels to the page, not every page of every story.
  const samples: CardStory[] = (await listSampleCards())
    .slice(0, MAX_SAMPLES)
    .map((s) => ({ id: s.id, title: s.title, themeName: s.themeName, imageUrl: s.imageUrl }))
  const featured = samples.filter((s) => s.imageUrl).slice(0, MAX_FEATURED)
  const asked = Number(url.searchParams.get('featured'))
  const freeStories = env().freeStoriesPerMonth
  const free = `${freeStories} free ${freeStories === 1 ? 'story' : 'stories'} every month for verified accounts`
  return {
    samples,
    featured,
    start: Number.isInteger(asked) && asked > 0 && asked < featured.length ? asked : 0,
    freeStories,
    // The page's words travel as data rather than inside the JavaScript bundle (budget: 120 KB for /).
    copy: { ...COPY, free, steps: STEPS, benefits: BENEFITS, quotes: QUOTES, faq: faq(free, freeStories) },
  }
}

const COPY = {
  title: 'Stories where your child is the hero',
  intro:
    'Describe your child, pick a theme, and get a one-of-a-kind picture book, illustrated, read aloud and kept in your family library.',
  quotesNote: 'Illustrative examples of the moments Storybook is made for.',
  ctaTitle: 'Ready for tonight’s story?',
  ctaText: 'Make a story starring your child in a couple of minutes.',
}

const STEPS = [
  ['child', 'Personalize', "Tell us your child's name, age, what they love and a theme."],
  ['sparkles', 'AI Magic', 'We write the story and paint a picture for every page.'],
  ['headphone', 'Listen', 'Every page is read aloud, so little ones can follow along.'],
  ['books', 'Save', 'Stories wait in your library for the next bedtime.'],
]

const BENEFITS = [
  [
    'open-book',
    'Words that grow with them',
    'Short, simple sentences for toddlers and richer vocabulary for older children: the age you give sets the language.',
  ],
  ['ear', 'Listening and attention', 'Narration invites children to listen closely and follow a story from beginning to end.'],
  ['person-superhero', 'The hero is them', 'Seeing themselves be brave, kind and curious helps children imagine doing it too.'],
  ['crescent-moon', 'A calm bedtime ritual', 'A short story about them is a cosy, predictable way to end the day together.'],
]

// Nothing here is presented as a real review (docs/decisions.md, 'Marketing copy'). No "4.9/5 from
// 2,000+ families" rating is shown (the app has no ratings), and these quotes are labelled as illustrations of
// how families use Storybook, attributed to no real person.
const QUOTES = [
  ['My daughter asks for "her" dragon story every night, and she knows every page by heart.', 'parent of a 5-year-old'],
  ['Hearing his own name read aloud made my son giggle every single time.', 'parent of a 3-year-old'],
  ['We pick a science theme on weekends, and she tells me the fact she learned at breakfast.', 'parent of an 8-year-old'],
  ['A new story for the long car ride, ready before we left the driveway.', 'parent of two'],
]

/** The FAQ; the free allowance is FREE_STORIES_PER_MONTH (docs/decisions.md, 'Free stories'). */
function faq(free: string, freeStories: number): [string, string][] {
  return [
    [
      'How long does it take to create a story?',
      'Usually under a minute or two. You can watch the progress while the words, pictures and narration are made.',
    ],
    [
      'Are there free stories?',
      freeStories > 0
        ? `Yes: ${free}. They are used before any credits you buy and do not carry over to the next month.`
        : 'Stories are made with credits: one credit buys one story.',
    ],
    ['Do credits expire?', 'No. Credits you buy never expire, and one credit makes one story.'],
    [
      'Can I edit a story?',
      'Direct editing is not available yet. If a story is not quite right, you can create a new one with different details.',
    ],
    [
      'Is there a premium plan?',
      'Premium, with unlimited stories, exclusive themes and higher-quality illustrations, is coming soon. It is not available yet.',
    ],
    [
      'Who can see my child’s stories?',
      'Only you. Your stories are private to your account; only the sample stories on this page are public.',
    ],
  ]
}

/** A titled band of the page; every other one is white. */
function Section({ title, white, narrow, children }: { title: string; white?: boolean; narrow?: boolean; children: ReactNode }) {
  return (
    <section className={white ? 'bg-white' : ''}>
      <div className={`mx-auto px-4 py-14 sm:py-20 ${narrow ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <h2 className="section-title">{title}</h2>
        {children}
      </div>
    </section>
  )
}

/** Icon, title and text tiles: the steps of How It Works (in order) and the benefits. */
function Tiles({ items, ordered }: { items: string[][]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={`grid gap-6 sm:grid-cols-2 ${ordered ? 'lg:grid-cols-4' : ''}`}>
      {items.map(([icon, title, text]) => (
        <li key={title} className="tile text-center">
          <EmojiIcon name={icon!} />
          <h3 className="mt-3 text-xl font-bold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </List>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { samples, featured, start, freeStories, copy } = loaderData
  return (
    <>
      <section id="featured" className="bg-gradient-to-b from-brand-100 to-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 md:grid-cols-2">
          <div className="text-center md:text-left">
            <h1 className="text-4xl leading-tight font-bold text-brand-700 sm:text-5xl">{copy.title}</h1>
            <p className="mt-5 text-lg sm:text-xl">{copy.intro}</p>
            <Link to="/create" className="btn-primary mt-8 px-8 text-lg">
              Create Your Story
            </Link>
            {freeStories > 0 ? <p className="mt-3 text-muted">{copy.free}.</p> : null}
          </div>
          <FeaturedPanel stories={featured} start={start} />
        </div>
      </section>

      {samples.length > 0 ? (
        <Section title="Featured Stories">
          <Carousel label="Featured stories">
            {samples.map((story) => (
              <FeaturedCard key={story.id} story={story} />
            ))}
          </Carousel>
        </Section>
      ) : null}

      <Section title="How It Works" white>
        <Tiles items={copy.steps} ordered />
      </Section>

      <Section title="Educational Value">
        <Tiles items={copy.benefits} />
      </Section>

      <Section title="What Parents Say" white>
        <p className="-mt-7 mb-10 text-center text-muted">{copy.quotesNote}</p>
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.quotes.map(([quote, who]) => (
            <li key={who} className="tile">
              <figure>
                <blockquote className="text-lg">“{quote}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-brand-700">— a {who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="FAQ" narrow>
        {copy.faq.map(([q, a]) => (
          <details key={q} className="faq-item">
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </Section>

      <section className="px-4 pb-6">
        <div className="mx-auto max-w-4xl rounded-3xl bg-brand-700 px-6 py-12 text-center text-white">
          <h2 className="text-3xl font-bold sm:text-4xl">{copy.ctaTitle}</h2>
          <p className="mt-3 text-lg text-brand-50">{copy.ctaText}</p>
          <Link to="/create" className="btn mt-8 bg-white px-8 text-lg text-brand-700 hover:bg-brand-50">
            Get Started Free
          </Link>
        </div>
      </section>
    </>
  )
}
