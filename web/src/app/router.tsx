import { READING_APPS, type ReadingRouteId } from '@orrery/core/catalogue';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';

const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('@/features/auth/AuthCallbackPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const EmailVerifiedPage = lazy(() => import('@/features/auth/EmailVerifiedPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));
// Lazy so that its Card (and tailwind-merge) stay out of the first visit's JavaScript.
const PlaceholderPage = lazy(() =>
  import('@/features/placeholders/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })),
);
const OnboardingPage = lazy(() => import('@/features/onboarding/OnboardingPage'));
const ProfilePage = lazy(() => import('@/features/profile/ProfilePage'));
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const LegalHubPage = lazy(() => import('@/features/legal/LegalHubPage'));
const TermsPage = lazy(() => import('@/features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('@/features/legal/PrivacyPage'));
const ImpressumPage = lazy(() => import('@/features/legal/ImpressumPage'));
const generators = () => import('@/features/readings/generators/TarotGeneratorPage');
const birthGenerators = () => import('@/features/readings/generators/BirthGeneratorPages');
const DailyTarotPage = lazy(() => generators().then((m) => ({ default: m.DailyTarotPage })));
const CelticCrossPage = lazy(() => generators().then((m) => ({ default: m.CelticCrossPage })));
const NatalChartPage = lazy(() => birthGenerators().then((m) => ({ default: m.NatalChartPage })));
const CompatibilityPage = lazy(() => birthGenerators().then((m) => ({ default: m.CompatibilityPage })));
const LifePathPage = lazy(() => import('@/features/readings/generators/LifePathPage'));
const PaymentResultPage = lazy(() => import('@/features/billing/PaymentResultPage'));
const PricingPage = lazy(() => import('@/features/billing/PricingPage'));
const DemoCheckoutPage = lazy(() => import('@/features/billing/DemoCheckoutPage'));
const LibraryPage = lazy(() => import('@/features/library/LibraryPage'));
const TarotResultPage = lazy(() => import('@/features/readings/results/TarotResultPage'));
const CelticCrossResultPage = lazy(() => import('@/features/readings/results/CelticCrossResultPage'));
const LifePathResultPage = lazy(() => import('@/features/readings/results/LifePathResultPage'));
const NatalResultPage = lazy(() => import('@/features/readings/results/NatalResultPage'));
const CompatibilityResultPage = lazy(() => import('@/features/readings/results/CompatibilityResultPage'));

/** Each reading app's form and result page; their paths come from the catalogue. */
const READING_PAGES: Record<ReadingRouteId, { form: ComponentType; result: ComponentType }> = {
  natalbirthchart: { form: NatalChartPage, result: NatalResultPage },
  'tarot-traditional': { form: DailyTarotPage, result: TarotResultPage },
  'tarot-celtic-cross': { form: CelticCrossPage, result: CelticCrossResultPage },
  compatibility: { form: CompatibilityPage, result: CompatibilityResultPage },
  lifepathnumber: { form: LifePathPage, result: LifePathResultPage },
};

const readingRoutes = READING_APPS.flatMap((app) => {
  const { form: Form, result: Result } = READING_PAGES[app.routeId];
  return [
    { path: app.formPath, element: <Form /> },
    { path: app.resultRoute, element: <Result /> },
  ];
});

/** Screens not built yet: each keeps its route and title so links and the guard work today. */
const placeholder = (path: string, title: string) => ({ path, element: <PlaceholderPage title={title} /> });

// Declarative routing (BrowserRouter + useRoutes): the app uses no loaders or actions, so the
// data router's code would only weigh on the first visit.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/email-verified', element: <EmailVerifiedPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/legal', element: <LegalHubPage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/impressum', element: <ImpressumPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/app', element: <DashboardPage /> },
          { path: '/onboarding', element: <OnboardingPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/library', element: <LibraryPage /> },
          { path: '/about', element: <AboutPage /> },
          placeholder('/admin', 'Admin Panel'),
          ...readingRoutes,
          { path: '/success', element: <PaymentResultPage outcome="success" /> },
          { path: '/cancel', element: <PaymentResultPage outcome="cancel" /> },
          { path: '/checkout/demo/:sessionId', element: <DemoCheckoutPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
