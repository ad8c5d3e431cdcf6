import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';

const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('@/features/auth/AuthCallbackPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));
// Lazy so that its Card (and tailwind-merge) stay out of the first visit's JavaScript.
const PlaceholderPage = lazy(() => import('@/features/placeholders/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })));
const OnboardingPage = lazy(() => import('@/features/onboarding/OnboardingPage'));
const ProfilePage = lazy(() => import('@/features/profile/ProfilePage'));
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const LegalHubPage = lazy(() => import('@/features/legal/LegalHubPage'));
const TermsPage = lazy(() => import('@/features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('@/features/legal/PrivacyPage'));
const ImpressumPage = lazy(() => import('@/features/legal/ImpressumPage'));
const PaymentResultPage = lazy(() => import('@/features/payments/PaymentResultPage'));

/** Screens not built yet: each keeps its route and title so links and the guard work today. */
const placeholder = (path: string, title: string) => ({ path, element: <PlaceholderPage title={title} /> });

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      placeholder('/pricing', 'Choose Your Orrery Journey'),
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
          placeholder('/library', 'Orrery Library'),
          { path: '/about', element: <AboutPage /> },
          placeholder('/admin', 'Admin Panel'),
          placeholder('/natalbirthchart', 'Natal Birth Chart'),
          placeholder('/tarot-traditional', 'Daily Tarot Reading'),
          placeholder('/compatibility', 'Compatibility'),
          placeholder('/tarot-celtic-cross', 'Tarot Celtic Cross'),
          placeholder('/lifepathnumber', 'Life Path Number'),
          placeholder('/tarot-result', 'Your Tarot Reading'),
          placeholder('/tarot-celtic-cross-result', 'Your Celtic Cross Reading'),
          placeholder('/lifepathnumber-result', 'Your Life Path Reading'),
          placeholder('/natalbirthchart_result/:readingId', 'Your Natal Chart'),
          placeholder('/compatibility_result/:readingId', 'Your Compatibility Reading'),
          { path: '/success', element: <PaymentResultPage outcome="success" /> },
          { path: '/cancel', element: <PaymentResultPage outcome="cancel" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
