import { READING_APPS, type ReadingRouteId } from '@orrery/core/catalogue';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { type RouteTitle, Titled } from './page-title';

const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('@/features/auth/AuthCallbackPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const EmailVerifiedPage = lazy(() => import('@/features/auth/EmailVerifiedPage'));
const EmailChangeUndoPage = lazy(() => import('@/features/auth/EmailChangeUndoPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));
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
const YearAheadPage = lazy(() => birthGenerators().then((m) => ({ default: m.YearAheadPage })));
const LifePathPage = lazy(() => import('@/features/readings/generators/LifePathPage'));
const PaymentResultPage = lazy(() => import('@/features/billing/PaymentResultPage'));
const PricingPage = lazy(() => import('@/features/billing/PricingPage'));
const DemoCheckoutPage = lazy(() => import('@/features/billing/DemoCheckoutPage'));
const AdminPage = lazy(() => import('@/features/admin/AdminPage'));
const LibraryPage = lazy(() => import('@/features/library/LibraryPage'));
const TodayPage = lazy(() => import('@/features/sky/TodayPage'));
const SkyCalendarPage = lazy(() => import('@/features/sky/SkyCalendarPage'));
const TarotResultPage = lazy(() => import('@/features/readings/results/TarotResultPage'));
const CelticCrossResultPage = lazy(() => import('@/features/readings/results/CelticCrossResultPage'));
const LifePathResultPage = lazy(() => import('@/features/readings/results/LifePathResultPage'));
const NatalResultPage = lazy(() => import('@/features/readings/results/NatalResultPage'));
const CompatibilityResultPage = lazy(() => import('@/features/readings/results/CompatibilityResultPage'));
const YearAheadResultPage = lazy(() => import('@/features/readings/results/YearAheadResultPage'));

/** Each reading app's form and result page; their paths come from the catalogue. */
const READING_PAGES: Record<ReadingRouteId, { form: ComponentType; result: ComponentType }> = {
  natalbirthchart: { form: NatalChartPage, result: NatalResultPage },
  'tarot-traditional': { form: DailyTarotPage, result: TarotResultPage },
  'tarot-celtic-cross': { form: CelticCrossPage, result: CelticCrossResultPage },
  compatibility: { form: CompatibilityPage, result: CompatibilityResultPage },
  lifepathnumber: { form: LifePathPage, result: LifePathResultPage },
  'year-ahead': { form: YearAheadPage, result: YearAheadResultPage },
};

/** A route and its browser title, set in this one table rather than by each page. */
const page = (path: string, title: RouteTitle, element: ReactNode): RouteObject => ({
  path,
  element: <Titled title={title}>{element}</Titled>,
});

const readingRoutes = READING_APPS.flatMap((app) => {
  const { form: Form, result: Result } = READING_PAGES[app.routeId];
  return [page(app.formPath, app.name, <Form />), page(app.resultRoute, `Your ${app.name}`, <Result />)];
});

// Declarative routing (BrowserRouter + useRoutes): the app uses no loaders or actions, so the
// data router's code would only weigh on the first visit.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page('/', 'Astrology, tarot and numerology readings', <LandingPage />),
      page('/auth', { key: 'title.auth' }, <AuthPage />),
      page('/auth/callback', { key: 'title.authCallback' }, <AuthCallbackPage />),
      page('/forgot-password', { key: 'title.forgotPassword' }, <ForgotPasswordPage />),
      page('/reset-password', { key: 'title.resetPassword' }, <ResetPasswordPage />),
      page('/email-verified', { key: 'title.emailVerified' }, <EmailVerifiedPage />),
      page('/email-change/undo', { key: 'title.emailChangeUndo' }, <EmailChangeUndoPage />),
      page('/pricing', 'Pricing', <PricingPage />),
      page('/legal', 'Legal & Privacy', <LegalHubPage />),
      page('/terms-of-service', 'Terms of Service', <TermsPage />),
      page('/privacy-policy', 'Privacy Policy', <PrivacyPage />),
      page('/impressum', 'Impressum', <ImpressumPage />),
      page('/sky/calendar', 'Sky calendar', <SkyCalendarPage />),
      {
        element: <RequireAuth />,
        children: [
          page('/app', { key: 'nav.dashboard' }, <DashboardPage />),
          page('/onboarding', 'Your birth details', <OnboardingPage />),
          page('/profile', { key: 'title.profile' }, <ProfilePage />),
          page('/library', { key: 'nav.library' }, <LibraryPage />),
          page('/today', 'Your sky today', <TodayPage />),
          page('/about', 'About', <AboutPage />),
          page('/admin', 'Admin Panel', <AdminPage />),
          ...readingRoutes,
          page('/success', 'Payment received', <PaymentResultPage outcome="success" />),
          page('/cancel', 'Payment cancelled', <PaymentResultPage outcome="cancel" />),
          page('/checkout/demo/:sessionId', 'Checkout', <DemoCheckoutPage />),
        ],
      },
      page('*', { key: 'title.notFound' }, <NotFoundPage />),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
