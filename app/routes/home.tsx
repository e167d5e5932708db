import { Link } from 'react-router'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: 'Storybook: personalised stories starring your child' },
  { name: 'description', content: 'Create an illustrated, narrated story with your child as the hero.' },
]

const STEPS = [
  { icon: '🧒', title: 'Personalize', text: "Tell us your child's name, age and what they love." },
  { icon: '✨', title: 'AI Magic', text: 'We write the story and paint a picture for every page.' },
  { icon: '🎧', title: 'Listen', text: 'Every page is read aloud, with the words lit up as they are spoken.' },
  { icon: '📚', title: 'Save', text: 'Your stories wait in your library for the next bedtime.' },
]

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-100 to-cream">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold leading-tight text-brand-700 sm:text-6xl">Stories where your child is the hero</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg sm:text-xl">
            Describe your child, pick a theme, and get a one-of-a-kind picture book, narrated aloud and kept safe in your
            family library.
          </p>
          <Link to="/create" className="btn-primary mt-10 px-8 text-lg">Create Your Story</Link>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-brand-700">How It Works</h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step) => (
            <li key={step.title} className="card text-center">
              <p className="text-4xl" aria-hidden="true">{step.icon}</p>
              <h3 className="mt-3 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
