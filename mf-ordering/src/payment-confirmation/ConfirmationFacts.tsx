import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BookOrderDraft, Language } from 'shared-contracts';
import { amountPaid, bookTitle, formatOrderDateTime as formatDateTime } from 'contracts/formats';
import { printTypeName } from '../shared/printTypeName';
import type { OrderingTranslate } from '../messages/orderingMessages';

/** The confirmation's cards, side by side on a wide screen. */
export const Cards = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  margin: 24px 0;
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  dl {
    margin: 0;
    display: grid;
    /* A long label wraps within 40 % of the card: as wide as its longest word ('auto' let it take the row
       and squeeze each value into a column a letter wide on a phone). */
    grid-template-columns: fit-content(40%) minmax(0, 1fr);
    gap: 6px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Labelled facts of an order, as a definition list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The deposit paid before, counted towards the order: a row when there was one. */
export function depositLine(order: BookOrderDraft, t: OrderingTranslate): [string, ReactNode][] {
  const deposit = order.orderSummary?.depositPaid;
  return deposit ? [[t('checkout.summary.depositPaid'), amountPaid(order.orderSummary?.currency, deposit)]] : [];
}

/** The facts of an order that both a success and a failure show. */
export function orderRows(order: BookOrderDraft, at: Date, t: OrderingTranslate, language: Language): [string, ReactNode][] {
  return [
    [t('confirmation.order.id'), order.requestUuid],
    [t('confirmation.order.bookTitle'), bookTitle(order.childFirstName, language)],
    [t('confirmation.order.printType'), printTypeName(order, language)],
    ...depositLine(order, t),
    [t('confirmation.order.amount'), amountPaid(order.orderSummary?.currency, order.orderSummary?.totalCost)],
    [t('confirmation.order.customerName'), order.personName],
    [t('confirmation.order.dateTime'), formatDateTime(at, undefined, language)],
  ];
}
