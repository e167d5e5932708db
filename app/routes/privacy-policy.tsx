import type { Route } from './+types/privacy-policy'
import { Link } from 'react-router'

export const meta: Route.MetaFunction = () => [
  { title: 'Privacy Policy | Storybook' },
  {
    name: 'description',
    content: 'How Storybook collects, uses and protects your information and the details you type into your stories.',
  },
]

export default function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-4xl font-bold text-brand-700">Privacy Policy</h1>
      <p className="mt-2 text-muted">Last updated November 28, 2026</p>

      <div className="prose-legal mt-8">
        <p>
          Storybook helps parents and carers create personalised, illustrated and narrated stories for the children in their lives. This
          policy explains, in plain words, what information we keep, why we keep it, who else sees it and what you can do about it. In this
          policy, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean the operator of this Storybook service. Storybook is self-hosted software, so
          the operator is whoever runs this particular copy of it.
        </p>

        <h2>Who to contact</h2>
        <p>
          If you have a question about your privacy or want to use any of the rights described below, write to the support address shown in
          the app&rsquo;s Feedback link.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>Your account: your email address, your display name and, if you add them, a short bio and an avatar URL.</li>
          <li>
            Your password: we only keep a hashed version made with scrypt. Your password is never stored in plain text and nobody, including
            us, can read it back.
          </li>
          <li>
            What you type into a story: the child&rsquo;s first name and traits, their age, the story elements you pick and the theme.
          </li>
          <li>What we make for you: the generated stories, their pictures and their narration.</li>
          <li>
            Recorded voices: when you, or someone you send a recording link to, read a story&rsquo;s pages aloud, we keep those recordings
            and the name you gave the voice. They are as private as the story: only you, and whoever you share the story with, can hear
            them. Removing the voice, the story or your account deletes them.
          </li>
          <li>
            Credits and purchases: your credit balance and a record of each credit purchase (date, amount and number of credits). Card
            payments are processed by Stripe; your card number never reaches our servers.
          </li>
          <li>Sessions: a record on our server of each signed-in session, so we know it is you.</li>
          <li>
            Page-view counts: we count how often each page is visited, by its path only. These counts use no cookies and contain no personal
            data. An operator may also choose to send page views to Google Analytics; this only happens if they have set it up.
          </li>
          <li>Security logs: records of sign-in attempts, used to spot and stop abuse. They never contain passwords.</li>
        </ul>

        <h2>Cookies</h2>
        <p>We use only two cookies, and both are needed for the app to work:</p>
        <ul>
          <li>a strictly necessary session cookie that keeps you signed in;</li>
          <li>
            a short-lived cookie that carries a one-time notification, such as &ldquo;Your profile was saved&rdquo;, to the next page you
            see.
          </li>
        </ul>
        <p>We do not use advertising cookies or cookies that track you across other websites.</p>

        <h2>Children&rsquo;s privacy</h2>
        <p>
          Storybook is made for parents and carers. Accounts are for adults aged 18 or over, and children should not sign up themselves. We
          do not knowingly collect personal data from children under 13 without a parent&rsquo;s consent.
        </p>
        <p>
          The only information about a child that we hold is what a parent or carer chooses to type into a story. We recommend using a first
          name only and leaving out anything that could identify a child, such as a surname, school or address. If we learn that personal
          data from a child under 13 was given to us without parental consent, we will delete it. Parents can delete any single story at any
          time, from their library or the story page, or remove all story data by deleting their account.
        </p>

        <h2>How we use your information</h2>
        <ul>
          <li>to create, show and narrate your stories;</li>
          <li>to run your account, keep you signed in and keep track of your credits;</li>
          <li>to send you the emails described below;</li>
          <li>to keep the service safe, for example by limiting repeated sign-in attempts;</li>
          <li>to understand, through anonymous page counts, which pages are used most.</li>
        </ul>
        <p>We do not sell your information, and we do not use it for advertising.</p>

        <h2>Your stories are private</h2>
        <p>
          The stories you create are private to you; other users cannot see them. The sample stories shown on the home page are made by the
          service itself, not from anyone&rsquo;s account.
        </p>

        <h2>AI providers</h2>
        <p>
          The operator may set up an AI provider (OpenAI) to help write stories. When they have, the story details you type in are sent to
          that provider so it can generate the text, pictures and narration. When no provider is set up, everything is generated on the
          Storybook server itself and your story details stay there.
        </p>

        <h2>Emails</h2>
        <p>
          We use your email address to send a verification link when you sign up (each link is valid for 24 hours), a link to choose a new
          password when you ask for one (valid for 1 hour), a note when your password changes, a receipt when you buy credits, and other
          messages about your account. We never send marketing emails unless you opt in to our newsletter, and you can unsubscribe at any
          time.
        </p>

        <h2>Who else sees your information</h2>
        <ul>
          <li>Stripe, which processes card payments when you buy credits;</li>
          <li>OpenAI, only if the operator has set it up, as explained above;</li>
          <li>Google Analytics, only if the operator has set it up, and only for page views;</li>
          <li>the operator&rsquo;s email provider, to deliver our emails to you;</li>
          <li>authorities, if the law requires us to share information.</li>
        </ul>

        <h2>How long we keep things</h2>
        <p>
          We keep your information for as long as your account exists. When you delete your account, your profile, stories and sessions are
          removed straight away. Until the end of that calendar month we keep one thing: a keyed fingerprint of your email address (it
          cannot be turned back into the address) with the number of free stories used that month, so that deleting and re-creating an
          account does not restore them. When you delete one story, its text, pictures and narration are removed from our servers straight
          away; the credit it used is not given back. Copies in our backups roll over and disappear within 30 days. Payment records are kept
          for as long as the law requires, for example for tax purposes.
        </p>

        <h2>Your rights</h2>
        <ul>
          <li>See your data: your profile and stories are always available to you in the app.</li>
          <li>
            Correct it: change your name, bio and avatar on your profile page, and a story’s title or the words of any of its pages on the
            story itself.
          </li>
          <li>
            Delete it: delete a story from your library or its page, or use the Danger Zone on your profile page to delete your account and
            everything in it.
          </li>
          <li>
            Take a copy (data portability): &lsquo;Download your data&rsquo; on your profile page gives you one ZIP file with your profile,
            credits, purchases, share links and every story with its pictures, narration and recorded voices, in common formats (JSON, WebP,
            MP3) that other services can read.
          </li>
        </ul>

        <h2>How we keep your information safe</h2>
        <p>
          Passwords are hashed with scrypt, connections are encrypted whenever the service is served over https, and rate limits slow down
          anyone trying to guess passwords or overload the service. No system is perfectly secure, but we work to protect what you trust us
          with.
        </p>

        <h2>Prices and changes to this policy</h2>
        <p>
          How credits, prices and refunds work is explained in our Terms of Service, including our promise to announce any price change at
          least 30 days in advance. If we change this policy, we will update the date at the top and, for important changes, tell you in the
          app or by email before they take effect.
        </p>
      </div>

      <Link to="/" className="btn-secondary mt-10">
        Back to Home
      </Link>
    </article>
  )
}
