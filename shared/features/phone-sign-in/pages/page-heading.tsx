import type { ReactNode, Ref } from 'react';

interface PageHeadingProps {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A page's title; focusable by script only, so that a page change can move the focus to it. */
export function PageHeading({ id, headingRef, children }: PageHeadingProps) {
  return (
    <h2 ref={headingRef} id={id} className="pp-contact-widget__heading" tabIndex={-1}>
      {children}
    </h2>
  );
}
