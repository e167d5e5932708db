/** Google and Microsoft sign-in, plain links that come back to redirectTo. */
export function OAuthButtons({ redirectTo }: { redirectTo: string }) {
  const query = redirectTo === '/' ? '' : `?${new URLSearchParams({ redirect: redirectTo })}`
  return (
    <div className="mt-6">
      <p className="relative text-center text-sm text-muted before:absolute before:left-0 before:top-1/2 before:h-px before:w-full before:bg-brand-100">
        <span className="relative bg-white px-3">or</span>
      </p>
      <div className="mt-4 grid gap-3">
        <a href={`/auth/google${query}`} className="btn-secondary w-full">
          Continue with Google
        </a>
        <a href={`/auth/microsoft${query}`} className="btn-secondary w-full">
          Continue with Microsoft Account
        </a>
      </div>
    </div>
  )
}
