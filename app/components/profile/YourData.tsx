import { Link } from 'react-router'

/** A copy of everything the app keeps about the account: a plain download link, with or without JavaScript. */
export function YourData() {
  return (
    <section className="card" aria-labelledby="your-data">
      <h2 id="your-data" className="text-2xl font-bold">
        Your data
      </h2>
      <p className="mt-2">
        Download one ZIP file with your profile, credits and purchases, and every story with its pictures, narration and recorded voices, to
        keep or to take to another service.
      </p>
      <a href="/api/account/export" download className="btn-secondary mt-4 inline-flex">
        Download your data (ZIP)
      </a>
      <p className="mt-4">Moving from another Storybook? Bring its children and stories here with the ZIP file it made.</p>
      <Link to="/profile/import" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        Import your data
      </Link>
    </section>
  )
}
