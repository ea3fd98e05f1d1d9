import { PortfolioEditor } from './portfolio-editor';
import { PortfolioList } from './portfolio-list';
import './portfolios-screen.css';

/** The portfolio the address names (`?id=12`), or null for the list. */
function portfolioIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/**
 * The back-office's portfolios page: the list with its creation form, or, when the address names one
 * (`?id=`), its editor. Each is a page of its own (a link, the browser's back), so that no state is lost.
 */
export default function PortfoliosScreen({ language }: { language: string }) {
  const id = portfolioIdOf(location.search);
  return (
    <div className="pp-back-office-island pp-portfolios">
      {id === null ? (
        <PortfolioList language={language} open={(created) => location.assign(`?id=${created}`)} />
      ) : (
        <PortfolioEditor id={id} language={language} />
      )}
    </div>
  );
}
