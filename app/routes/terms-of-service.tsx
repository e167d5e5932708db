import type { Route } from './+types/terms-of-service'
import { Link } from 'react-router'

export const meta: Route.MetaFunction = () => [
  { title: 'Terms of Service | Storybook' },
  {
    name: 'description',
    content: 'The rules for using Storybook: accounts, credits and prices, refunds, your stories and what you may do with them.',
  },
]

export default function TermsOfService() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-4xl font-bold text-brand-700">Terms of Service</h1>
      <p className="mt-2 text-muted">Last updated April 1, 2025</p>

      <div className="prose-legal mt-8">
        <p>
          Welcome to Storybook, where parents and carers create personalised, illustrated and narrated stories for children. These terms are
          the agreement between you and the operator of this Storybook service (&ldquo;we&rdquo; or &ldquo;us&rdquo;). By creating an
          account or using the service, you agree to them. Please also read our Privacy Policy, which explains how we handle your
          information.
        </p>

        <h2>Your account</h2>
        <ul>
          <li>You must be 18 or over to create an account. Accounts are for adults, not children.</li>
          <li>Give us a real email address and confirm it using the link we send you.</li>
          <li>Keep your password to yourself. You are responsible for what happens in your account.</li>
          <li>You can delete your account at any time from the Danger Zone on your profile page.</li>
        </ul>

        <h2>Credits and prices</h2>
        <ul>
          <li>One credit buys one story.</li>
          <li>Credits are bought by card. Payments are processed securely by Stripe.</li>
          <li>The price is always shown to you before you buy.</li>
          <li>Credits you have bought do not expire.</li>
          <li>We announce any price change at least 30 days in advance. A price change never affects credits you have already bought.</li>
          <li>
            Free accounts get a monthly allowance of free stories. Free stories that are not used in a month do not carry over to the next
            month.
          </li>
        </ul>

        <h2>Refunds</h2>
        <p>
          If a story fails to generate, the credit you spent on it is refunded to your balance automatically; you do not need to ask. If you
          think something has gone wrong with a payment, contact us through the support address shown in the app&rsquo;s Feedback link.
        </p>

        <h2>Premium features</h2>
        <p>
          We plan to offer premium features such as unlimited stories, exclusive themes and higher-quality illustrations. These are coming
          soon and are not offered yet, so nothing you pay for today includes them.
        </p>

        <h2>Using Storybook kindly</h2>
        <p>Storybook is for making stories for children, so please keep what you type suitable for them. You agree not to:</p>
        <ul>
          <li>enter harmful, hateful, violent, sexual or otherwise inappropriate content;</li>
          <li>use the service to harass, frighten or hurt anyone;</li>
          <li>include other people&rsquo;s private details, such as full names or addresses;</li>
          <li>try to break, overload or get around the limits and safeguards of the service.</li>
        </ul>
        <p>Story inputs are checked, and we may refuse to create a story that breaks these rules.</p>

        <h2>AI-generated stories</h2>
        <p>
          Stories, pictures and narration are created by computer programs, sometimes with the help of an AI provider. They can contain
          mistakes, odd details or things that are not right for your child. Please read each story before you share it with a child; you
          know best what is suitable for them.
        </p>

        <h2>Who owns what</h2>
        <ul>
          <li>You own the details you type into your stories.</li>
          <li>
            You may use the stories generated for you, including their pictures and narration, for personal, non-commercial purposes, such
            as reading them at bedtime, printing them at home or sharing them with family and friends.
          </li>
          <li>The sample stories shown on the home page, and the Storybook name and design, belong to the service.</li>
        </ul>

        <h2>Free software</h2>
        <p>
          The Storybook software is free software, licensed under the GNU Affero General Public License, version 3 or (at your option) any
          later version (AGPL-3.0-or-later). Its source code is available, and you may study, change and share it under that licence. These
          terms cover your use of this particular service; they do not limit your rights under the licence.
        </p>

        <h2>Ending your account</h2>
        <p>
          You can stop using Storybook and delete your account whenever you like. We may suspend or close an account that breaks these terms
          or abuses the service, for example by repeatedly entering harmful content. Where it is reasonable, we will tell you why first.
        </p>

        <h2>Our promise, and its limits</h2>
        <p>
          We work hard to keep Storybook running well, but we provide it &ldquo;as is&rdquo;. We cannot promise it will always be available,
          free of errors, or that every story will turn out exactly as you hoped.
        </p>
        <p>
          As far as the law allows, we are not responsible for indirect losses, such as lost time or disappointment, and our total
          responsibility to you is limited to the amount you have paid us for credits. Nothing in these terms takes away rights you have by
          law that cannot be taken away.
        </p>

        <h2>Changes to these terms</h2>
        <p>
          We may update these terms from time to time. We will change the date at the top and, for important changes, give you notice in the
          app or by email before they take effect. If you keep using Storybook after that, the new terms apply. If you do not agree, you can
          delete your account.
        </p>

        <h2>The law that applies</h2>
        <p>These terms are governed by the law of the place where the operator is established.</p>

        <h2>Questions</h2>
        <p>If anything here is unclear, write to the support address shown in the app&rsquo;s Feedback link. We are happy to help.</p>
      </div>

      <Link to="/" className="btn-secondary mt-10">
        Back to Home
      </Link>
    </article>
  )
}
