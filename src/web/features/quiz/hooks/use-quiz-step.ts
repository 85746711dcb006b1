import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** `?quiz=5` shows question 5; `?quiz=start` resumes where the quiz was left. */
export const QUIZ_PARAM = 'quiz';

interface StepState {
  /** Set on the entry Next pushes: the question it came from, so Previous can go back to it. */
  quizFrom?: number;
}

/**
 * Each question is a step of the browser's history (issue 15): Next pushes the next question, so
 * Back and Forward move through them; Previous goes back to the entry it came from when there is
 * one, and otherwise replaces this entry. Other search parameters (the catalogue's) are kept.
 */
export function useQuizStep() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(QUIZ_PARAM);
  const step = raw === null || raw === 'start' ? null : Number(raw);

  const withStep = useCallback(
    (value: string | null) => {
      const next = new URLSearchParams(location.search);
      if (value === null) next.delete(QUIZ_PARAM);
      else next.set(QUIZ_PARAM, value);
      const search = next.toString();
      return { pathname: location.pathname, search: search ? `?${search}` : '' };
    },
    [location.pathname, location.search],
  );

  const goTo = useCallback(
    (target: number, options: { replace?: boolean; from?: number } = {}) => {
      const state: StepState | undefined =
        options.from === undefined ? undefined : { quizFrom: options.from };
      void navigate(withStep(String(target)), {
        replace: options.replace,
        state,
        preventScrollReset: true,
      });
    },
    [navigate, withStep],
  );

  const previous = useCallback(
    (current: number) => {
      if ((location.state as StepState | null)?.quizFrom === current - 1) void navigate(-1);
      else goTo(current - 1, { replace: true });
    },
    [location.state, navigate, goTo],
  );

  const close = useCallback(() => {
    void navigate(withStep(null));
  }, [navigate, withStep]);

  return {
    /** The quiz is open (any value of the parameter). */
    open: raw !== null,
    /** The question asked for, from 1; null for 'start'. Not yet checked against the answers. */
    step,
    goTo,
    previous,
    close,
  };
}
