import { PASS_MARK } from '../../../../shared/contracts/tasks.ts';

/** The score out of 100 as a ring: emerald when passed, amber below the pass mark. */
export function ScoreRing({ score, size = 88 }: { score: number; size?: number }) {
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  const passed = score >= PASS_MARK;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={`Score ${score} out of 100`}
      className="shrink-0"
    >
      <circle cx="50" cy="50" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="10" />
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        stroke={passed ? '#047857' : '#b45309'}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
      <text
        x="50"
        y="56"
        textAnchor="middle"
        className="tabular fill-navy-900 text-[22px] font-bold"
      >
        {score}
      </text>
    </svg>
  );
}
