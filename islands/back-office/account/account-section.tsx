import { useId, type ReactNode } from 'react';

/** One part of the account page: its heading, then its content. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
