import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '@/components/layout/AppLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { PlaceholderPage } from '@/features/placeholders/PlaceholderPage';

const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const AuthPage = lazy(() => import('@/features/auth/AuthPage'));
const AuthCallbackPage = lazy(() => import('@/features/auth/AuthCallbackPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('@/features/errors/NotFoundPage'));

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
      placeholder('/legal', 'Legal'),
      placeholder('/terms-of-service', 'Terms of Service'),
      placeholder('/privacy-policy', 'Privacy Policy'),
      placeholder('/impressum', 'Impressum'),
      {
        element: <RequireAuth />,
        children: [
          { path: '/app', element: <DashboardPage /> },
          placeholder('/onboarding', 'Welcome to Orrery'),
          placeholder('/profile', 'Profile Settings'),
          placeholder('/library', 'Orrery Library'),
          placeholder('/about', 'About Orrery'),
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
          placeholder('/success', 'Payment Successful!'),
          placeholder('/cancel', 'Payment Canceled'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
