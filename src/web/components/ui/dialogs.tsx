import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from './button.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

// Loaded the first time an alert or a confirmation opens.
const Modal = lazyDialog(() => import('./modal.tsx').then((module) => module.Modal));

interface DialogRequest {
  kind: 'alert' | 'confirm';
  message: string;
  title: string;
  confirmLabel: string;
  danger: boolean;
}

interface Dialogs {
  /** An accessible replacement for window.alert: resolves when the person closes it. */
  alert(message: string, options?: { title?: string }): Promise<void>;
  /** An accessible replacement for window.confirm: resolves true when confirmed. */
  confirm(
    message: string,
    options?: { title?: string; confirmLabel?: string; danger?: boolean },
  ): Promise<boolean>;
}

const DialogsContext = createContext<Dialogs | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const open = useCallback((next: DialogRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (message, options) => {
        await open({
          kind: 'alert',
          message,
          title: options?.title ?? 'FinSim',
          confirmLabel: 'OK',
          danger: false,
        });
      },
      confirm: (message, options) =>
        open({
          kind: 'confirm',
          message,
          title: options?.title ?? 'Please confirm',
          confirmLabel: options?.confirmLabel ?? 'Confirm',
          danger: options?.danger ?? false,
        }),
    }),
    [open],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Modal
        open={request !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) close(false);
        }}
        title={request?.title ?? ''}
        size="sm"
      >
        <p role={request?.kind === 'alert' ? 'alert' : undefined} className="mt-3 text-slate-700">
          {request?.message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          {request?.kind === 'confirm' ? (
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
          ) : null}
          <Button
            className={request?.danger ? 'bg-red-700 hover:bg-red-800' : ''}
            onClick={() => close(true)}
          >
            {request?.confirmLabel}
          </Button>
        </div>
      </Modal>
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogsProvider');
  return dialogs;
}
