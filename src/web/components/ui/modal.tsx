import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

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

/** The one dialog of the app: focus trapped, Escape and the backdrop close it, labelled by its title. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideTitle,
  size = 'md',
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/50 backdrop-blur-[1px]" />
        <Dialog.Content
          aria-describedby={description ? undefined : undefined}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8 ${size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Dialog.Title className={hideTitle ? 'sr-only' : 'pr-8 text-xl font-bold text-navy-900'}>
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
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
