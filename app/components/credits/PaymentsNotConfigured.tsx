/** In place of the form when the server takes no payments (no Stripe and no demo checkout). */
export function PaymentsNotConfigured() {
  return (
    <section className="card" role="alert">
      <h2 className="text-2xl font-bold text-brand-700">Payments are not configured</h2>
      <p className="mt-2">Buying credits is not available on this server yet. Please contact the site operator.</p>
    </section>
  )
}
