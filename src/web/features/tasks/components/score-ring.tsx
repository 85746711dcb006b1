import { PASS_MARK } from '../../../../shared/contracts/tasks.ts';
import { ScoreRing as Ring } from '../../../components/ui/score-ring.tsx';

/** A task's score as a ring: emerald when passed, amber below the pass mark. */
export function ScoreRing({ score }: { score: number }) {
  return (
    <Ring
      score={score}
      label={`Score ${score} out of 100`}
      strokeClassName={score >= PASS_MARK ? 'stroke-emerald-700' : 'stroke-amber-700'}
    />
  );
}
