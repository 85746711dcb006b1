import { useSite } from '../api/get-site.ts';

export function ContactEmail({ className = '' }: { className?: string }) {
  const { data, isError } = useSite();
  if (isError)
    return <span className={className}>our support address (it could not be loaded just now)</span>;
  if (!data) return <span className={className}>…</span>;
  return (
    <a
      href={`mailto:${data.contactEmail}`}
      className={`font-semibold text-emerald-800 underline ${className}`.trim()}
    >
      {data.contactEmail}
    </a>
  );
}
