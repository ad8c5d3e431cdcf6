import { DropdownMenu as Menu } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

const CLOSE_DELAY_MS = 150;

/**
 * A menu that also opens on hover for mouse and pen pointers (the header's profile menu); touch
 * and keyboard users open it by pressing the trigger as usual. A short close delay lets the
 * pointer travel from the trigger to the menu.
 */
export function HoverMenu({
  trigger,
  children,
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const hoverProps = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch') return;
      window.clearTimeout(closeTimer.current);
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType === 'touch') return;
      closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    },
  };
  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <Menu.Trigger
        asChild
        aria-label={label}
        {...hoverProps}
        // Hover has already opened it for a mouse; a click then should not toggle it shut.
        onPointerDown={(event) => {
          if (event.pointerType !== 'touch' && open) event.preventDefault();
        }}
      >
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl bg-night-800 p-1.5 shadow-2xl ring-1 ring-white/15"
          {...hoverProps}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-200 outline-none data-[highlighted]:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}
