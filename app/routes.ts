import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The whole route table: the pages, then the /api resource routes (JSON, calling the same domain
 * functions in app/.server as the pages).
 */
export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  // /auth/google, /auth/microsoft and their callbacks; other providers are 404.
  route('auth/:provider', 'routes/auth-oauth.tsx'),
  route('auth/:provider/callback', 'routes/auth-oauth-callback.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('verify-email/:token?', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('story/:id', 'routes/story.tsx'),
  // A story shared by its owner: readable by whoever has the link, nothing else (no account).
  route('s/:token', 'routes/share.tsx'),
  route('s/:token/media/*', 'routes/share-media.ts'),
  route('s/:token/book.pdf', 'routes/share-book.ts'),
  route('s/:token/bundle.zip', 'routes/share-bundle.ts'),
  // A recording link: its holder records one voice of one story, and nothing else.
  route('r/:token', 'routes/record.tsx'),
  route('r/:token/media/*', 'routes/record-media.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),

  // Signed in: the layout's middleware sends anonymous visitors to /auth before any loader runs.
  layout('routes/signed-in.tsx', [
    // Unverified users see the page with a verification banner instead of the form.
    route('create', 'routes/create.tsx'),
    // Verified or not: an unverified user may still fix the name or delete the account.
    route('profile', 'routes/profile.tsx'),
    // The family's children: add, change and remove a child, and the rules for their stories.
    route('children', 'routes/children.tsx'),
    // The owner's changes to one story: a page each, so they work without JavaScript.
    route('story/:id/rename', 'routes/story-rename.tsx'),
    route('story/:id/delete', 'routes/story-delete.tsx'),
    route('story/:id/new-version', 'routes/story-new-version.tsx'),
    route('story/:id/share', 'routes/story-share.tsx'),
    // A loved one's voice: the story's voices and their recording links; recording one voice's pages.
    route('story/:id/voices', 'routes/story-voices.tsx'),
    route('story/:id/voices/:voiceId', 'routes/story-voice.tsx'),
    // Verified too: unverified users get the layout's 'Email Verification Required' page.
    layout('routes/verified-only.tsx', [
      route('library', 'routes/library.tsx'),
      // Importing a "Download your data" ZIP: a multipart form, with or without JavaScript.
      route('profile/import', 'routes/profile-import.tsx'),
      route('credits', 'routes/credits.tsx'),
      // The local checkout of demo mode (no STRIPE_SECRET_KEY), in place of Stripe's.
      route('checkout/demo/:sessionId', 'routes/demo-checkout.tsx'),
    ]),
  ]),

  // Mail outbox for development, only while no SMTP_URL is set and not in production.
  route('dev/outbox', 'routes/dev/outbox.tsx'),
  route('dev/outbox/:id', 'routes/dev/outbox-message.tsx'),

  // Operations: database reachable and job runner alive (docs/self-hosting.md).
  route('healthz', 'routes/healthz.ts'),

  ...prefix('api', [
    route('user', 'routes/api/user.ts'),
    route('login', 'routes/api/login.ts'),
    route('register', 'routes/api/register.ts'),
    route('logout', 'routes/api/logout.ts'),
    route('profile', 'routes/api/profile.ts'),
    route('account', 'routes/api/account.ts'),
    // Everything kept about the account, as one streamed ZIP.
    route('account/export', 'routes/api/account-export.ts'),
    // That ZIP (from this instance or another) restored into the signed-in account.
    route('account/import', 'routes/api/account-import.ts'),
    route('check-verification-status', 'routes/api/check-verification-status.ts'),
    route('resend-verification', 'routes/api/resend-verification.ts'),
    route('verify-email/:token', 'routes/api/verify-email.ts'),
    route('forgot-password', 'routes/api/forgot-password.ts'),
    route('reset-password', 'routes/api/reset-password.ts'),
    route('change-password', 'routes/api/change-password.ts'),
    route('stories', 'routes/api/stories.ts'),
    route('stories/:id', 'routes/api/story.ts'),
    route('stories/:id/retell', 'routes/api/story-retell.ts'),
    route('stories/:id/keep', 'routes/api/story-keep.ts'),
    route('stories/:id/shares', 'routes/api/story-shares.ts'),
    route('stories/:id/book.pdf', 'routes/api/story-book.ts'),
    route('stories/:id/bundle.zip', 'routes/api/story-bundle.ts'),
    route('stories/:id/shares/:shareId', 'routes/api/story-share.ts'),
    route('stories/:id/segments/:sequence', 'routes/api/story-segment.ts'),
    route('stories/:id/segments/:sequence/redraw', 'routes/api/story-segment-redraw.ts'),
    route('stories/:id/segments/:sequence/undo-redraw', 'routes/api/story-segment-undo-redraw.ts'),
    route('sample-stories', 'routes/api/sample-stories.ts'),
    route('themes/:theme/outlines', 'routes/api/theme-outlines.ts'),
    route('hero-preview', 'routes/api/hero-preview.ts'),
    route('children', 'routes/api/children.ts'),
    // The rules for every child of the account: a fixed segment, matched before children/:id.
    route('children/family-rules', 'routes/api/family-rules.ts'),
    route('children/:id', 'routes/api/child.ts'),
    route('media/*', 'routes/api/media.ts'),
    route('subscribe', 'routes/api/subscribe.ts'),
    route('page-view', 'routes/api/page-view.ts'),
    route('debug/oauth-config', 'routes/api/debug-oauth-config.ts'),
    route('stripe-config', 'routes/api/stripe-config.ts'),
    route('create-checkout-session', 'routes/api/create-checkout-session.ts'),
    route('check-payment-status/:sessionId', 'routes/api/check-payment-status.ts'),
    route('stripe-webhook', 'routes/api/stripe-webhook.ts'),
    route('*', 'routes/api/not-found.ts'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
