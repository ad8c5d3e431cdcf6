import { READING_APPS, type ReadingRouteId } from '@orrery/core/catalogue';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { type CataloguePart, loadCataloguePart, type MessageKey } from '@/i18n/i18n';
import { type RouteTitle, Titled } from './page-title';
import { publicPage, type PublicPath } from './public-pages';

/**
 * A lazily loaded screen that renders once its module and its parts of the messages have arrived;
 * the landing page has a part of its own, so a first visit does not download the screens' words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, with whatever props it takes
function screen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  parts: CataloguePart[] = ['screens'],
) {
  return lazy(() =>
    Promise.all([load(), ...parts.map((part) => loadCataloguePart(part))]).then(([module]) => module),
  );
}
const PAGES: CataloguePart[] = ['screens', 'pages'];
const RESULTS: CataloguePart[] = ['screens', 'results'];
const CHART_RESULTS: CataloguePart[] = [...RESULTS, 'chart'];
const SKY: CataloguePart[] = ['screens', 'sky', 'chart'];
const LandingPage = screen(() => import('@/features/landing/LandingPage'), ['landing']);
const AuthPage = screen(() => import('@/features/auth/AuthPage'));
const AuthCallbackPage = screen(() => import('@/features/auth/AuthCallbackPage'));
const ForgotPasswordPage = screen(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = screen(() => import('@/features/auth/ResetPasswordPage'));
const EmailVerifiedPage = screen(() => import('@/features/auth/EmailVerifiedPage'));
const EmailChangeUndoPage = screen(() => import('@/features/auth/EmailChangeUndoPage'));
const DashboardPage = screen(() => import('@/features/dashboard/DashboardPage'));
const NotFoundPage = screen(() => import('@/features/errors/NotFoundPage'), PAGES);
const OnboardingPage = screen(() => import('@/features/onboarding/OnboardingPage'), PAGES);
const ProfilePage = screen(() => import('@/features/profile/ProfilePage'), PAGES);
const AboutPage = screen(() => import('@/features/about/AboutPage'), PAGES);
const LegalHubPage = screen(() => import('@/features/legal/LegalHubPage'));
const TermsPage = screen(() => import('@/features/legal/TermsPage'));
const PrivacyPage = screen(() => import('@/features/legal/PrivacyPage'));
const ImpressumPage = screen(() => import('@/features/legal/ImpressumPage'));
const generators = () => import('@/features/readings/generators/TarotGeneratorPage');
const birthGenerators = () => import('@/features/readings/generators/BirthGeneratorPages');
const DailyTarotPage = screen(() => generators().then((m) => ({ default: m.DailyTarotPage })));
const CelticCrossPage = screen(() => generators().then((m) => ({ default: m.CelticCrossPage })));
const NatalChartPage = screen(() => birthGenerators().then((m) => ({ default: m.NatalChartPage })));
const CompatibilityPage = screen(() => birthGenerators().then((m) => ({ default: m.CompatibilityPage })));
const YearAheadPage = screen(() => birthGenerators().then((m) => ({ default: m.YearAheadPage })));
const LifePathPage = screen(() => import('@/features/readings/generators/LifePathPage'));
const PaymentResultPage = screen(() => import('@/features/billing/PaymentResultPage'));
const PricingPage = screen(() => import('@/features/billing/PricingPage'));
const DemoCheckoutPage = screen(() => import('@/features/billing/DemoCheckoutPage'));
const AdminPage = screen(() => import('@/features/admin/AdminPage'), ['screens', 'admin']);
const LibraryPage = screen(() => import('@/features/library/LibraryPage'));
const TodayPage = screen(() => import('@/features/sky/TodayPage'), SKY);
const SkyCalendarPage = screen(() => import('@/features/sky/SkyCalendarPage'), SKY);
const TarotResultPage = screen(() => import('@/features/readings/results/TarotResultPage'), RESULTS);
const CelticCrossResultPage = screen(
  () => import('@/features/readings/results/CelticCrossResultPage'),
  RESULTS,
);
const LifePathResultPage = screen(() => import('@/features/readings/results/LifePathResultPage'), RESULTS);
const NatalResultPage = screen(() => import('@/features/readings/results/NatalResultPage'), CHART_RESULTS);
const CompatibilityResultPage = screen(
  () => import('@/features/readings/results/CompatibilityResultPage'),
  CHART_RESULTS,
);
const YearAheadResultPage = screen(
  () => import('@/features/readings/results/YearAheadResultPage'),
  CHART_RESULTS,
);

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

/**
 * A prerendered public page: its title comes from the public page table, beside its description,
 * or for a translated page from the catalogue (whose English is the table's).
 */
const publicRoute = (path: PublicPath, element: ReactNode, titleKey?: MessageKey): RouteObject =>
  page(path, titleKey ? { key: titleKey } : publicPage(path).title, element);

const readingRoutes = READING_APPS.flatMap((app) => {
  const { form: Form, result: Result } = READING_PAGES[app.routeId];
  return [
    page(app.formPath, { key: `app.${app.routeId}.name` }, <Form />),
    page(app.resultRoute, { key: `title.result.${app.routeId}` }, <Result />),
  ];
});

const signedInRoutes: RouteObject[] = [
  page('/app', { key: 'nav.dashboard' }, <DashboardPage />),
  page('/onboarding', { key: 'title.onboarding' }, <OnboardingPage />),
  page('/profile', { key: 'title.profile' }, <ProfilePage />),
  page('/library', { key: 'nav.library' }, <LibraryPage />),
  page('/today', { key: 'title.today' }, <TodayPage />),
  page('/about', { key: 'title.about' }, <AboutPage />),
  page('/admin', { key: 'title.admin' }, <AdminPage />),
  ...readingRoutes,
  page('/success', { key: 'title.paymentReceived' }, <PaymentResultPage outcome="success" />),
  page('/cancel', { key: 'title.paymentCancelled' }, <PaymentResultPage outcome="cancel" />),
  page('/checkout/demo/:sessionId', { key: 'title.checkout' }, <DemoCheckoutPage />),
];

/** The signed-in routes' paths, for robots.txt to keep crawlers out (a dynamic segment becomes the end). */
export const SIGNED_IN_PATHS = signedInRoutes.map((route) => route.path!.replace(/:.*$/, ''));

// Declarative routing (BrowserRouter + useRoutes): the app uses no loaders or actions, so the
// data router's code would only weigh on the first visit.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      publicRoute('/', <LandingPage />, 'title.home'),
      page('/auth', { key: 'title.auth' }, <AuthPage />),
      page('/auth/callback', { key: 'title.authCallback' }, <AuthCallbackPage />),
      page('/forgot-password', { key: 'title.forgotPassword' }, <ForgotPasswordPage />),
      page('/reset-password', { key: 'title.resetPassword' }, <ResetPasswordPage />),
      page('/email-verified', { key: 'title.emailVerified' }, <EmailVerifiedPage />),
      page('/email-change/undo', { key: 'title.emailChangeUndo' }, <EmailChangeUndoPage />),
      publicRoute('/pricing', <PricingPage />, 'title.pricing'),
      publicRoute('/legal', <LegalHubPage />),
      publicRoute('/terms-of-service', <TermsPage />),
      publicRoute('/privacy-policy', <PrivacyPage />),
      publicRoute('/impressum', <ImpressumPage />),
      page('/sky/calendar', { key: 'title.skyCalendar' }, <SkyCalendarPage />),
      {
        element: <RequireAuth />,
        children: signedInRoutes,
      },
      page('*', { key: 'title.notFound' }, <NotFoundPage />),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
