import type { MeResponse } from '@orrery/core/api/account';
import { BookOpen, CreditCard, LogOut, Menu, Settings, Sun, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { HoverMenu, MenuItem } from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/sign-out';
import { useT } from '@/i18n/i18n';

function CreditsBadge({ me }: { me: MeResponse }) {
  const t = useT();
  return (
    <Link
      to="/pricing"
      className="whitespace-nowrap rounded-full bg-gold-400/15 px-3 py-1 text-sm text-gold-300 ring-1 ring-gold-400/30 hover:bg-gold-400/25"
      aria-live="polite"
    >
      {t(me.isSubscriber ? 'nav.creditsSubscriber' : 'nav.credits', { balance: me.balance })}
    </Link>
  );
}

function Avatar({ me }: { me: MeResponse }) {
  const name = me.profile.fullName ?? me.user.email;
  if (me.profile.avatarUrl) {
    return (
      <img
        src={me.profile.avatarUrl}
        alt=""
        className="h-8 w-8 rounded-full object-cover ring-1 ring-gold-400/50"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex h-8 w-8 items-center justify-center rounded-full bg-night-600 text-sm font-semibold text-gold-300"
    >
      {name.charAt(0).toUpperCase() || <User className="h-4 w-4" />}
    </span>
  );
}

/** The header for signed-in users: credits, Library, Buy Credits, and the profile menu or mobile drawer. */
export default function SignedInNav({ me }: { me: MeResponse }) {
  const t = useT();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);

  async function onSignOut() {
    try {
      await signOut();
      navigate('/auth', { replace: true });
    } catch {
      // A failed header sign-out still leaves the signed-in pages, to the home page.
      navigate('/', { replace: true });
    }
  }

  return (
    <div className="flex items-center gap-2">
      <CreditsBadge me={me} />
      <div className="hidden items-center gap-2 md:flex">
        <Button asChild variant="ghost" size="sm">
          <Link to="/today">
            <Sun className="h-4 w-4" aria-hidden />
            {t('nav.today')}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to="/library">
            <BookOpen className="h-4 w-4" aria-hidden />
            {t('nav.library')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/pricing">
            <CreditCard className="h-4 w-4" aria-hidden />
            {t('nav.buyCredits')}
          </Link>
        </Button>
        <HoverMenu
          label={t('nav.profile')}
          trigger={
            <button
              type="button"
              className="flex items-center gap-2 rounded-full p-1 pr-3 text-sm text-slate-200 hover:bg-white/10"
            >
              <Avatar me={me} />
              {t('nav.profile')}
            </button>
          }
        >
          <MenuItem onSelect={() => navigate('/profile')}>
            <Settings className="h-4 w-4" aria-hidden />
            {t('nav.profileSettings')}
          </MenuItem>
          <MenuItem onSelect={() => void onSignOut()}>
            <LogOut className="h-4 w-4" aria-hidden />
            {t('nav.signOut')}
          </MenuItem>
        </HoverMenu>
      </div>

      <div className="md:hidden">
        <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('nav.openMenu')} className="px-2">
              <Menu className="h-5 w-5" aria-hidden />
            </Button>
          </DialogTrigger>
          <SheetContent title={t('nav.menu')}>
            <div className="mb-4 flex items-center gap-3 border-b border-white/10 pb-4">
              <Avatar me={me} />
              <div className="min-w-0">
                <p className="truncate text-sm text-slate-100">{me.profile.fullName ?? me.user.email}</p>
                <p className="text-xs text-gold-300">
                  {t(me.isSubscriber ? 'nav.creditsSubscriber' : 'nav.credits', { balance: me.balance })}
                </p>
              </div>
            </div>
            {[
              { to: '/app', label: t('nav.dashboard') },
              { to: '/today', label: t('nav.today') },
              { to: '/library', label: t('nav.library') },
              { to: '/pricing', label: t('nav.buyCredits') },
              { to: '/profile', label: t('nav.profileSettings') },
            ].map((item) => (
              <DialogClose asChild key={item.to}>
                <Link to={item.to} className="rounded-lg px-3 py-3 text-slate-200 hover:bg-white/10">
                  {item.label}
                </Link>
              </DialogClose>
            ))}
            <button
              type="button"
              className="mt-auto rounded-lg px-3 py-3 text-left text-rose-200 hover:bg-white/10"
              onClick={() => {
                setDrawerOpen(false);
                void onSignOut();
              }}
            >
              {t('nav.signOut')}
            </button>
          </SheetContent>
        </Dialog>
      </div>
    </div>
  );
}
