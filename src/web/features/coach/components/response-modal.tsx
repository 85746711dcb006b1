import { Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useReducedMotion } from '../../../lib/motion.ts';
import { askCoach, type CoachRequest } from '../api/ask-coach.ts';
import { FormattedText } from './formatted-text.tsx';

/** SPEC.md section 2: the text is revealed on a 20 ms tick. */
export const REVEAL_TICK_MS = 20;

/** Characters revealed per tick: 1, 2 or 4, and more when the reveal is far behind the stream. */
export function revealStep(behind: number): number {
  if (behind > 600) return 8;
  if (behind > 150) return 4;
  if (behind > 40) return 2;
  return 1;
}

/** SPEC.md section 8: what the modal says when the coach fails. */
export function failureText(request: CoachRequest, title: string): string {
  return request.kind === 'workflow'
    ? `Sorry, I couldn't generate the ${title} right now. Please try again.`
    : "Sorry, I couldn't answer that question right now. Please try again.";
}

type Phase = 'loading' | 'streaming' | 'done' | 'failed';

/**
 * The response modal (SPEC.md sections 2 and 4): the title and 'Generating response...' while the
 * coach starts, then the answer revealed as it streams with a blinking cursor, 'Copy Response' and
 * 'Close'; the X, Escape and the backdrop close it too, and closing stops the request.
 */
export function ResponseModal({
  title,
  request,
  onClose,
}: {
  title: string;
  request: CoachRequest;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [received, setReceived] = useState('');
  const [shown, setShown] = useState(0);
  const [engine, setEngine] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const reduced = useReducedMotion();
  const text = useRef('');

  useEffect(() => {
    const abort = new AbortController();
    askCoach(
      request,
      (piece) => {
        text.current += piece;
        setReceived(text.current);
        setPhase('streaming');
      },
      abort.signal,
    ).then(
      (result) => {
        setEngine(result.engine);
        setPhase('done');
      },
      () => {
        if (!abort.signal.aborted) setPhase('failed');
      },
    );
    return () => abort.abort();
  }, [request]);

  // Under reduced motion the text appears as it arrives, without the typing effect.
  const visible = reduced ? received.length : shown;
  const behind = received.length - visible;
  useEffect(() => {
    if (behind <= 0 || reduced) return;
    const timer = setTimeout(
      () => setShown((n) => Math.min(received.length, n + revealStep(received.length - n))),
      REVEAL_TICK_MS,
    );
    return () => clearTimeout(timer);
  }, [behind, received.length, reduced]);

  const revealing = phase === 'streaming' || (phase === 'done' && visible < received.length);
  const copy = async () => {
    await navigator.clipboard.writeText(received);
    setCopied(true);
  };

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg">
      <div className="mt-4 min-h-24" aria-live="polite" aria-busy={phase !== 'done'}>
        {phase === 'loading' ? <Spinner label="Generating response..." /> : null}
        {phase === 'failed' ? (
          <p role="alert" className="text-red-800">
            {failureText(request, title)}
          </p>
        ) : null}
        {phase === 'streaming' || phase === 'done' ? (
          <FormattedText
            text={received.slice(0, visible)}
            cursor={
              revealing ? (
                <span
                  aria-hidden="true"
                  data-testid="reveal-cursor"
                  className="ml-0.5 inline-block h-4 w-2 animate-pulse bg-navy-700 align-middle"
                />
              ) : null
            }
          />
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-500">
          {engine
            ? engine === 'embedded'
              ? "Answered by FinSim's built-in coach from this role's content."
              : `Answered by ${engine} from this role's content.`
            : '\u00a0'}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void copy()} disabled={phase !== 'done'}>
            <Copy aria-hidden="true" className="size-4" /> {copied ? 'Copied' : 'Copy Response'}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Modal>
  );
}
