/**
 * A score out of 100 as a ring with the number inside. `strokeClassName` colours the arc (the
 * feature decides what a score means); with a `label` the ring is an image a screen reader names,
 * without one it is decoration beside a score given in words.
 */
export function ScoreRing({
  score,
  strokeClassName,
  label,
  className = 'size-22',
}: {
  score: number;
  strokeClassName: string;
  label?: string;
  className?: string;
}) {
  const radius = 40;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg
      viewBox="0 0 100 100"
      className={`shrink-0 ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        className="stroke-slate-200"
        strokeWidth="10"
      />
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        className={strokeClassName}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
      <text
        x="50"
        y="57"
        textAnchor="middle"
        className="tabular fill-navy-900 text-[24px] font-bold"
      >
        {score}
      </text>
    </svg>
  );
}
