import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ErrorView } from './layout/error-view/error-view.tsx';
import { LogoutRoute } from './layout/logout-route.tsx';
import { PageFallback, RootLayout } from './layout/root-layout.tsx';

// Every page is its own lazy chunk: the first visit to / loads only the shell and the home page.
// Route `lazy` needs a module shape, hence `.then(m => ({ Component: m.XPage }))`.

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // A failure in the layout itself: the error view alone.
    errorElement: <ErrorView />,
    children: [
      {
        // A failure in a page keeps the header and footer around the error view.
        errorElement: <ErrorView />,
        HydrateFallback: PageFallback,
        children: [
          {
            index: true,
            lazy: () =>
              import('./features/content/pages/home-page.tsx').then((m) => ({
                Component: m.HomePage,
              })),
          },
          {
            // Every page that reads the API: the data layer loads with the first of them.
            lazy: () =>
              import('./layout/query-layout.tsx').then((m) => ({ Component: m.QueryLayout })),
            children: [
              // Builder, catalogue, ammo
              {
                path: 'builder',
                lazy: () =>
                  import('./features/builder/pages/builder-page.tsx').then((m) => ({
                    Component: m.BuilderPage,
                  })),
              },
              {
                // '/ammo' and '/ammo/' (the router ignores a trailing slash).
                path: 'ammo',
                lazy: () =>
                  import('./features/ammo/pages/ammo-list-page.tsx').then((m) => ({
                    Component: m.AmmoListPage,
                  })),
              },
              {
                path: 'ammo-detail/:id',
                lazy: () =>
                  import('./features/ammo/pages/ammo-detail-page.tsx').then((m) => ({
                    Component: m.AmmoDetailPage,
                  })),
              },
              {
                // A build shared by its owner's link, read-only for anyone.
                path: 'b/:shareId',
                lazy: () =>
                  import('./features/builder/pages/shared-build-page.tsx').then((m) => ({
                    Component: m.SharedBuildPage,
                  })),
              },
              {
                path: 'products',
                lazy: () =>
                  import('./features/catalog/pages/product-list-page.tsx').then((m) => ({
                    Component: m.ProductListPage,
                  })),
              },
              {
                path: 'products/:productType',
                lazy: () =>
                  import('./features/catalog/pages/product-list-page.tsx').then((m) => ({
                    Component: m.ProductListPage,
                  })),
              },
              {
                path: 'product/:mainCategory/:groupId',
                lazy: () =>
                  import('./features/catalog/pages/product-detail-page.tsx').then((m) => ({
                    Component: m.ProductDetailPage,
                  })),
              },

              // The completed builds gallery
              {
                path: 'completed-builds',
                lazy: () =>
                  import('./features/gallery/pages/gallery-page.tsx').then((m) => ({
                    Component: m.GalleryPage,
                  })),
              },
              {
                path: 'completed-builds/publish',
                lazy: () =>
                  import('./features/gallery/pages/publish-page.tsx').then((m) => ({
                    Component: m.PublishPage,
                  })),
              },
              {
                path: 'completed-builds/:id',
                lazy: () =>
                  import('./features/gallery/pages/gallery-entry-page.tsx').then((m) => ({
                    Component: m.GalleryEntryPage,
                  })),
              },

              // Blog and search
              {
                path: 'blog',
                lazy: () =>
                  import('./features/blog/pages/blog-list-page.tsx').then((m) => ({
                    Component: m.BlogListPage,
                  })),
              },
              {
                path: 'blog/:id',
                lazy: () =>
                  import('./features/blog/pages/blog-post-page.tsx').then((m) => ({
                    Component: m.BlogPostPage,
                  })),
              },
              {
                path: 'blog/blog-editor/:id',
                lazy: () =>
                  import('./features/blog/pages/blog-editor-page.tsx').then((m) => ({
                    Component: m.BlogEditorPage,
                  })),
              },
              {
                path: 'search',
                lazy: () =>
                  import('./features/search/pages/search-page.tsx').then((m) => ({
                    Component: m.SearchPage,
                  })),
              },

              // Sign-in and account
              {
                path: 'auth',
                lazy: () =>
                  import('./features/auth/pages/auth-page.tsx').then((m) => ({
                    Component: m.AuthPage,
                  })),
              },
              {
                path: 'auth/success',
                lazy: () =>
                  import('./features/auth/pages/auth-success-page.tsx').then((m) => ({
                    Component: m.AuthSuccessPage,
                  })),
              },
              {
                path: 'setup',
                lazy: () =>
                  import('./features/account/pages/setup-page.tsx').then((m) => ({
                    Component: m.SetupPage,
                  })),
              },
              {
                // The link of a verification or address-change e-mail.
                path: 'verify-email',
                lazy: () =>
                  import('./features/auth/pages/verify-email-page.tsx').then((m) => ({
                    Component: m.VerifyEmailPage,
                  })),
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  import('./features/auth/pages/forgot-password-page.tsx').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                // The link of a password-reset e-mail.
                path: 'reset-password',
                lazy: () =>
                  import('./features/auth/pages/reset-password-page.tsx').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
              { path: 'account', loader: () => redirect('/account/profileinformation') },
              {
                // The account tab is the last path segment.
                path: 'account/:tab',
                lazy: () =>
                  import('./features/account/pages/account-page.tsx').then((m) => ({
                    Component: m.AccountPage,
                  })),
              },
              // /logout ends the session on the server and in the browser, then goes to /.
              { path: 'logout', Component: LogoutRoute },

              // Administration
              {
                // The account mails (the local mailbox when no SMTP server is configured); admins only.
                path: 'admin/mailbox',
                lazy: () =>
                  import('./features/admin/pages/mailbox-page.tsx').then((m) => ({
                    Component: m.MailboxPage,
                  })),
              },
              {
                // Merchants' feeds: settings, Run now and the runs' reports; admins only.
                path: 'admin/feeds',
                lazy: () =>
                  import('./features/admin/pages/feeds-page.tsx').then((m) => ({
                    Component: m.FeedsPage,
                  })),
              },
              {
                // Products of feeds no variant matched: link, create or ignore; admins only.
                path: 'admin/feeds/review',
                lazy: () =>
                  import('./features/admin/pages/feed-review-page.tsx').then((m) => ({
                    Component: m.FeedReviewPage,
                  })),
              },

              // Content and the under-construction placeholders
              {
                path: 'acexr-experience',
                lazy: () =>
                  import('./features/content/pages/acexr-experience-page.tsx').then((m) => ({
                    Component: m.AcexrExperiencePage,
                  })),
              },
              {
                path: 'terms',
                lazy: () =>
                  import('./features/content/pages/legal-page.tsx').then((m) => ({
                    Component: m.TermsPage,
                  })),
              },
              {
                path: 'privacy',
                lazy: () =>
                  import('./features/content/pages/legal-page.tsx').then((m) => ({
                    Component: m.PrivacyPage,
                  })),
              },
              {
                path: 'contact',
                lazy: () =>
                  import('./features/content/pages/contact-page.tsx').then((m) => ({
                    Component: m.ContactPage,
                  })),
              },
              {
                path: 'about',
                lazy: () =>
                  import('./features/content/pages/about-page.tsx').then((m) => ({
                    Component: m.AboutPage,
                  })),
              },
              ...(
                [
                  ['messages', 'MessagesPage'],
                  ['favorites', 'FavoritesPage'],
                  ['guides', 'GuidesPage'],
                  ['forums', 'ForumsPage'],
                ] as const
              ).map(([path, name]) => ({
                path,
                lazy: () =>
                  import('./features/content/pages/under-construction-pages.tsx').then((m) => ({
                    Component: m[name],
                  })),
              })),
              {
                path: '*',
                lazy: () =>
                  import('./features/content/pages/not-found-page.tsx').then((m) => ({
                    Component: m.NotFoundPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
