import styled from 'styled-components';
import { formatRupees, useLanguage, useMessages, type ProductPriceSummaryLine } from 'shared-contracts';
import { formatArrivalDay } from 'contracts/formats';
import { catalogueMessages } from '../messages/catalogueMessages';

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 16px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 8px;
  }
  strong {
    font-size: 1.1rem;
  }
  s {
    color: var(--color-muted);
  }
`;

const Arrival = styled.p`
  margin: -8px 0 16px;
  color: var(--color-muted);
`;

/**
 * The product's price lines: each price with a rupee sign and 2 decimals, the original struck out;
 * then, for a story that can be bought, the soonest day a book bought now arrives by.
 */
export function PriceSummary({ lines, withArrival }: { lines: readonly ProductPriceSummaryLine[]; withArrival: boolean }) {
  const t = useMessages(catalogueMessages);
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  const [soonest] = lines.flatMap((line) => (line.arrivesBy ? [line.arrivesBy] : [])).sort();
  return (
    <>
      <Lines>
        {lines.map((line) => (
          <li key={line.summaryLine}>
            <span>{line.summaryLine}</span>
            <strong>{rupees(line.price)}</strong>
            {line.originalPrice !== undefined && (
              <s aria-label={t('product.was', { price: rupees(line.originalPrice) })}>{rupees(line.originalPrice)}</s>
            )}
          </li>
        ))}
      </Lines>
      {withArrival && soonest && <Arrival>{t('product.arrivesBy', { date: formatArrivalDay(soonest, language) })}</Arrival>}
    </>
  );
}
