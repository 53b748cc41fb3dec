import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatRupees, type BookOrderDraft, type Language } from 'shared-contracts';
import { amountPaid, bookTitle, formatOrderDateTime as formatDateTime } from 'contracts/formats';
import { printSizeName, printTypeName } from '../shared/printTypeName';
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

/** The book by its story's title, as the checkout named it; the specification's "{name}'s Book" for an older draft. */
export function orderTitle(order: BookOrderDraft, language: Language): string {
  return order.orderSummary?.bookTitle ?? bookTitle(order.childFirstName, language);
}

/** An amount of the order as the rest of the shop writes rupees (₹1,400.00); another currency by its code. */
export function orderAmount(order: BookOrderDraft, amount: number | undefined, language: Language): string {
  const currency = order.orderSummary?.currency ?? 'INR';
  return currency === 'INR' ? formatRupees(amount ?? 0, language) : amountPaid(currency, amount);
}

/** The ordered size: a row once the checkout has named it. */
export function sizeLine(order: BookOrderDraft, t: OrderingTranslate, language: Language): [string, ReactNode][] {
  const size = printSizeName(order, language);
  return size ? [[t('confirmation.order.printSize'), size]] : [];
}

/** The deposit paid before, counted towards the order: a row when there was one. */
export function depositLine(order: BookOrderDraft, t: OrderingTranslate, language: Language): [string, ReactNode][] {
  const deposit = order.orderSummary?.depositPaid;
  return deposit ? [[t('checkout.summary.depositPaid'), orderAmount(order, deposit, language)]] : [];
}

/** The facts of an order that both a success and a failure show. */
export function orderRows(order: BookOrderDraft, at: Date, t: OrderingTranslate, language: Language): [string, ReactNode][] {
  return [
    [t('confirmation.order.id'), order.requestUuid],
    [t('confirmation.order.bookTitle'), orderTitle(order, language)],
    [t('confirmation.order.printType'), printTypeName(order, language)],
    ...sizeLine(order, t, language),
    ...depositLine(order, t, language),
    [t('confirmation.order.amount'), orderAmount(order, order.orderSummary?.totalCost, language)],
    [t('confirmation.order.customerName'), order.personName],
    [t('confirmation.order.dateTime'), formatDateTime(at, undefined, language)],
  ];
}
