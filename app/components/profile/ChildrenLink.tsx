import { Link } from 'react-router'

/** Where a parent looks for their children's details: a plain link to /children. */
export function ChildrenLink() {
  return (
    <section className="card" aria-labelledby="children-link">
      <h2 id="children-link" className="text-2xl font-bold">
        Your children
      </h2>
      <p className="mt-2">Names, ages, looks and the rules for their stories: add a child, change their details or remove them.</p>
      <Link to="/children" className="btn-secondary mt-4 inline-flex">
        See and change your children
      </Link>
    </section>
  )
}
