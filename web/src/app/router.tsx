import { READING_APPS, type ReadingRouteId } from '@orrery/core/catalogue';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { Titled } from './page-title';
import { publicPage, type PublicPath } from './public-pages';

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
const page = (path: string, title: string, element: ReactNode): RouteObject => ({
  path,
  element: <Titled title={title}>{element}</Titled>,
});

/** A prerendered public page: its title comes from the public page table, beside its description. */
const publicRoute = (path: PublicPath, element: ReactNode): RouteObject =>
  page(path, publicPage(path).title, element);

const readingRoutes = READING_APPS.flatMap((app) => {
  const { form: Form, result: Result } = READING_PAGES[app.routeId];
  return [page(app.formPath, app.name, <Form />), page(app.resultRoute, `Your ${app.name}`, <Result />)];
});

const signedInRoutes: RouteObject[] = [
  page('/app', 'Dashboard', <DashboardPage />),
  page('/onboarding', 'Your birth details', <OnboardingPage />),
  page('/profile', 'Profile Settings', <ProfilePage />),
  page('/library', 'Library', <LibraryPage />),
  page('/today', 'Your sky today', <TodayPage />),
  page('/about', 'About', <AboutPage />),
  page('/admin', 'Admin Panel', <AdminPage />),
  ...readingRoutes,
  page('/success', 'Payment received', <PaymentResultPage outcome="success" />),
  page('/cancel', 'Payment cancelled', <PaymentResultPage outcome="cancel" />),
  page('/checkout/demo/:sessionId', 'Checkout', <DemoCheckoutPage />),
];

/** The signed-in routes' paths, for robots.txt to keep crawlers out (a dynamic segment becomes the end). */
export const SIGNED_IN_PATHS = signedInRoutes.map((route) => route.path!.replace(/:.*$/, ''));

// Declarative routing (BrowserRouter + useRoutes): the app uses no loaders or actions, so the
// data router's code would only weigh on the first visit.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      publicRoute('/', <LandingPage />),
      page('/auth', 'Sign in or create an account', <AuthPage />),
      page('/auth/callback', 'Signing you in', <AuthCallbackPage />),
      page('/forgot-password', 'Reset your password', <ForgotPasswordPage />),
      page('/reset-password', 'Choose a new password', <ResetPasswordPage />),
      page('/email-verified', 'Email address confirmed', <EmailVerifiedPage />),
      page('/email-change/undo', 'Undo a change of address', <EmailChangeUndoPage />),
      publicRoute('/pricing', <PricingPage />),
      publicRoute('/legal', <LegalHubPage />),
      publicRoute('/terms-of-service', <TermsPage />),
      publicRoute('/privacy-policy', <PrivacyPage />),
      publicRoute('/impressum', <ImpressumPage />),
      page('/sky/calendar', 'Sky calendar', <SkyCalendarPage />),
      {
        element: <RequireAuth />,
        children: signedInRoutes,
      },
      page('*', 'Page not found', <NotFoundPage />),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
