import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Button looks without tailwind-merge, so the header and landing page can style links as buttons
 * without pulling the merger into the first visit. Callers here add only non-conflicting classes.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-gold-400 text-night-950 hover:bg-gold-300 shadow-lg shadow-gold-500/20',
        secondary: 'bg-night-700 text-slate-100 hover:bg-night-600 ring-1 ring-white/10',
        ghost: 'text-slate-200 hover:bg-white/10',
        outline: 'ring-1 ring-gold-400/60 text-gold-300 hover:bg-gold-400/10',
        danger: 'bg-rose-600 text-white hover:bg-rose-500',
      },
      size: { sm: 'h-9 px-4 text-sm', md: 'h-11 px-6 text-sm', lg: 'h-12 px-8 text-base' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
