import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@shared/ui/query-state';
import type { SignInPromptProps } from './sign-in-prompt';

const SignInPrompt = lazy(() => import('./sign-in-prompt'));

export interface VisitorSignInProps extends SignInPromptProps {
  /** The page's own heading, above the sign-in. */
  title: ReactNode;
  /** Shown while the sign-in's code arrives: the page's loading text. */
  loading: string;
}

/**
 * What a page of the couple's own data shows a visitor: its heading and the phone sign-in, whose code loads
 * only for a visitor.
 */
export function VisitorSignIn({ title, loading, ...prompt }: VisitorSignInProps) {
  return (
    <Suspense fallback={<LoadingState announced={false}>{loading}</LoadingState>}>
      {title}
      <SignInPrompt {...prompt} />
    </Suspense>
  );
}
