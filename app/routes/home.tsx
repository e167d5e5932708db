import { lazyPart } from '~/components/lazy-part'
import { Suspense, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/home'
import { paymentMode } from '~/.server/billing/payments'
import { env } from '~/.server/env'
import { listSampleCards } from '~/.server/stories/service'
import { FREE_RETELL_DAYS } from '~/.server/stories/versions'
import { EmojiIcon } from '~/components/EmojiIcon'
import { FeaturedPanel } from '~/components/FeaturedPanel'
import { FeaturedCard, type CardStory } from '~/components/StoryCard'
import { formatPrice } from '~/lib/pricing'

export const meta: Route.MetaFunction = () => [
  { title: 'Storybook: personalised stories starring your child' },
  { name: 'description', content: 'Create an illustrated, narrated story with your child as the hero.' },
]

// The samples' row is in the server's HTML (a row that scrolls by touch); its script, which adds the
// row's buttons, loads after the page's own.
const Carousel = lazyPart(() => import('~/components/Carousel').then((m) => m.Carousel))

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
  const prices = pricesOf()
  return {
    samples,
    featured,
    start: Number.isInteger(asked) && asked > 0 && asked < featured.length ? asked : 0,
    // The page's words travel as data rather than inside the JavaScript bundle (budget: 120 KB for /).
    copy: {
      ...COPY,
      prices: pricesLine(prices),
      start: prices.free ? 'Get Started Free' : 'Get Started',
      steps: STEPS,
      benefits: BENEFITS,
      quotes: QUOTES,
      faq: faq(prices),
    },
  }
}

/**
 * What a story costs, from the settings the checkout and the monthly allowance use
 * (CREDIT_PRICE_MINOR, CURRENCY_SYMBOL, FREE_STORIES_PER_MONTH): never typed into the copy. No
 * price when payments are off (production without Stripe or the demo checkout).
 */
function pricesOf() {
  const { stripe, freeStoriesPerMonth } = env()
  const free = `${freeStoriesPerMonth} free ${freeStoriesPerMonth === 1 ? 'story' : 'stories'} every month`
  return {
    price: paymentMode() === 'disabled' ? null : formatPrice(stripe.basePrice, stripe.currencySymbol),
    free: freeStoriesPerMonth > 0 ? free : null,
  }
}
type Prices = ReturnType<typeof pricesOf>

/** The hero's line under the button: the allowance, then the price. */
function pricesLine({ price, free }: Prices): string | null {
  if (free && price) return `${free} with a verified account, then ${price} a story.`
  if (free) return `${free} with a verified account.`
  if (price) return `${price} a story, paid as you go.`
  return null
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
  ['child', 'Personalise', 'Tell us your child’s name, age, what they love and a theme.'],
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
  ['My daughter asks for “her” dragon story every night, and she knows every page by heart.', 'parent of a 5-year-old'],
  ['Hearing his own name read aloud made my son giggle every single time.', 'parent of a 3-year-old'],
  ['We pick a science theme on weekends, and she tells me the fact she learned at breakfast.', 'parent of an 8-year-old'],
  ['A new story for the long car ride, ready before we left the driveway.', 'parent of two'],
]

/**
 * The FAQ: what the product does today (docs/features.md), in a parent's words. The price and the
 * free allowance come from the settings (pricesOf), the free new version's days from the code.
 */
function faq({ price, free }: Prices): [string, string][] {
  const cost = [
    price ? `${price} a story: one credit makes one story, and credits you buy never expire.` : 'One credit makes one story.',
    free ? `Every verified account also gets ${free}, used before any credits you buy; they do not carry over to the next month.` : '',
  ]
  return [
    ['How much does a story cost?', cost.filter(Boolean).join(' ')],
    [
      'How long does it take to make a story?',
      'Usually well under a couple of minutes. You watch the words, pictures and narration being made, and the story opens when it is ready.',
    ],
    [
      'Can I change a story?',
      `Yes. Under each page, “Fix this page’s text” corrects the words (the page is then read aloud again) and “New picture” draws that page again, free. “New version” writes a fresh telling from the same details, free once within ${FREE_RETELL_DAYS} days of making the story and one credit after that; you keep whichever you prefer. You can rename or delete a story at any time.`,
    ],
    [
      'Who can see my child’s stories?',
      'Only you, unless you share one. “Share” on a story makes a private link that works for 7 days, 30 days or until you turn it off: whoever has it can read and hear that story, and nothing else, without an account. The sample stories on this page are the only public ones.',
    ],
    [
      'Can Grandma read the story in her own voice?',
      'Yes. “Record voices” on a story lets you record its pages yourself, or send a recording link so a loved one records them on their own phone. The reader then offers their voice beside the storybook voice.',
    ],
    [
      'Can I print a story or read it offline?',
      '“Book (PDF)” makes a picture book to print, in large type made for children learning to read. “Keep offline (ZIP)” downloads the book with every picture and the narration, and a page that plays the story with no internet connection: handy for a long journey.',
    ],
    [
      'Can I take my data with me, or delete it?',
      'Yes. Deleting a story removes its pictures and narration. On your profile, “Download your data (ZIP)” gives you a copy of everything kept about your account, and “Delete Account” removes the account and all its stories for good.',
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
  const { samples, featured, start, copy } = loaderData
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
            {copy.prices ? (
              <p className="mt-3 text-muted" data-testid="home-prices">
                {copy.prices}
              </p>
            ) : null}
          </div>
          <FeaturedPanel stories={featured} start={start} />
        </div>
      </section>

      {samples.length > 0 ? (
        <Section title="Featured Stories">
          <Suspense fallback={null}>
            <Carousel label="Featured stories">
              {samples.map((story) => (
                <FeaturedCard key={story.id} story={story} />
              ))}
            </Carousel>
          </Suspense>
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
            {copy.start}
          </Link>
        </div>
      </section>
    </>
  )
}
