import { Component, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { elementLanguage, pageLanguageSources, translate, type Language } from '@shared/i18n';
import { Button } from '../button';
import '../theme/theme.css';
import './failure-screen.css';

export interface FailureScreenProps {
  language: Language;
  /** What the button does: reload the page, which restarts everything from the server's state. */
  onRefresh?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The global failure screen (docs/product/errors-and-failure-screen.md#failure-screen): "Oups ! Quelque chose
 * s'est mal passé" and a button that reloads.
 */
export function FailureScreen({ language, onRefresh = reloadPage }: FailureScreenProps) {
  return (
    <div className="pp-ui-theme pp-ui-failure" role="alert">
      <p className="pp-ui-failure__text">{translate(language, 'errors.somethingWentWrong')}</p>
      <Button onClick={onRefresh}>{translate(language, 'common.refresh')}</Button>
    </div>
  );
}

export interface FailureBoundaryProps extends FailureScreenProps {
  /** Names the part that failed in the console, for whoever reads the report. */
  name: string;
  children: ReactNode;
}

/**
 * Catches what its children throw while rendering and shows the failure screen in their place, instead of
 * React removing the whole tree and leaving an empty hole in the page.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`"${this.props.name}" failed and shows the failure screen.`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { language, onRefresh, children } = this.props;
    return this.state.failed ? <FailureScreen language={language} onRefresh={onRefresh} /> : children;
  }
}

/** `element` inside a failure boundary that speaks the page's language. */
export function inFailureBoundary(name: string, element: ReactElement): ReactElement {
  return (
    <FailureBoundary name={name} language={elementLanguage(pageLanguageSources())}>
      {element}
    </FailureBoundary>
  );
}
