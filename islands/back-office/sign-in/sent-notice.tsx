import { useEffect, useRef, type ReactNode } from 'react';

export interface SentNoticeProps {
  title: string;
  children: ReactNode;
}

/**
 * What a form turns into once sent ("check your mailbox"): its heading takes the focus, which was on the
 * button that is gone, so that a screen reader reads what happened and the keyboard goes on from there.
 */
export function SentNotice({ title, children }: SentNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pp-back-office__section">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
