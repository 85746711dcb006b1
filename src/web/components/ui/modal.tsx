import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Hide the title visually while keeping it for screen readers. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Lucide's X, drawn here rather than imported: this module loads with the dialogs (see
 * vite.config.ts), and the icon module, which many pages share, would come along into their chunk.
 */
function CloseIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="lucide lucide-x size-5"
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}

const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The element that opened the dialog most recently. A dialog that opens as another closes (the
 * paywall after sign-up) finds focus on the page body, and inherits the first dialog's opener.
 */
let lastOpener: HTMLElement | null = null;

function opener(dialog: HTMLElement | null): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !dialog?.contains(active))
    return (lastOpener = active);
  return lastOpener?.isConnected && !dialog?.contains(lastOpener) ? lastOpener : null;
}

/** Where focus goes when the opener has gone: the page's heading, else its main region. */
function pageLanding(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * The one dialog of the app: focus trapped, Escape and the backdrop close it, labelled by its title.
 * It opens on its first field, or on its title when it has none (so the title is read first, not a
 * Close button); it gives focus back to whatever opened it when it closes.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideTitle,
  size = 'md',
}: ModalProps) {
  const content = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/50 backdrop-blur-[1px]" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in: the active element is still the opener.
            returnTo.current = opener(content.current);
            event.preventDefault();
            const field = content.current?.querySelector<HTMLElement>(FIELDS);
            (field ?? titleRef.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix gives focus to a Dialog.Trigger, which these dialogs do not use.
            event.preventDefault();
            const back = returnTo.current?.isConnected ? returnTo.current : null;
            const open = [...document.querySelectorAll('[role="dialog"]')];
            if (open.length > 0) {
              // Opened from inside a dialog still open (an alert over the paywall): back there.
              // Otherwise another dialog opened as this one closed, and it holds focus now.
              if (back && open.some((dialog) => dialog.contains(back))) back.focus();
              return;
            }
            (back ?? pageLanding())?.focus({ preventScroll: true });
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8 ${size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Dialog.Title
            ref={titleRef}
            tabIndex={-1}
            className={
              hideTitle ? 'sr-only' : 'pr-8 text-xl font-bold text-navy-900 focus:outline-none'
            }
          >
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-navy-900"
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
