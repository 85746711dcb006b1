import type { ReactNode } from 'react';

/** The centred content column every page uses. */
export function PageContainer({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`.trim()}>
      {children}
    </div>
  );
}

export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</p> : null}
    </header>
  );
}
