import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  amountPaid,
  bookTitle,
  formatOrderDate as formatDate,
  formatOrderDateTime as formatDateTime,
  joinAddress,
  Link,
  useNavigate,
  withBookRequest,
  type BookOrderDraft,
} from 'shared-contracts';
import { Alert, Button, ButtonRow, Card, FailureAlert, Spinner } from 'ui-kit';
import { CONFIRMATION_MESSAGES } from './confirmationMessages';
import { usePaymentConfirmation } from './usePaymentConfirmation';

const Cards = styled.div`
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
    grid-template-columns: auto 1fr;
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

function Facts({ rows }: { rows: [string, ReactNode][] }) {
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

function orderRows(order: BookOrderDraft, at: Date): [string, ReactNode][] {
  return [
    ['Order ID', order.requestUuid],
    ['Book Title', bookTitle(order.childFirstName)],
    ['Print Type', order.printType ?? order.orderSummary?.printType ?? ''],
    ['Amount', amountPaid(order.orderSummary?.currency, order.orderSummary?.totalCost)],
    ['Customer Name', order.personName],
    ['Date & Time', formatDateTime(at)],
  ];
}

/** /payment-confirmation: the payment confirmed with the server, then success, failure or an error. */
export default function PaymentConfirmationPage() {
  const view = usePaymentConfirmation();
  const navigate = useNavigate();
  const home = (
    <Button type="button" $variant="secondary" onClick={() => navigate('/')}>
      Return to Home
    </Button>
  );

  if (view.kind === 'confirming') {
    return (
      <section className="page">
        <h1>Payment Confirmation</h1>
        <p role="status">
          <Spinner />
          {CONFIRMATION_MESSAGES.confirming}
        </p>
      </section>
    );
  }

  if (view.kind === 'error') {
    return (
      <section className="page">
        <h1>Error</h1>
        <FailureAlert {...view.failure} />
        {home}
      </section>
    );
  }

  const { order, at } = view;
  if (view.kind === 'failure') {
    const error = order.paymentDetails?.error;
    return (
      <section className="page">
        <h1>Payment Unsuccessful</h1>
        <Alert tone="warning">
          <p>
            <strong>Error Description:</strong> {error?.description || view.serverMessage || 'Unknown'}
          </p>
          <p>
            <strong>Error Code:</strong> {error?.code || 'Unknown'}
          </p>
          <p>
            <strong>Reason:</strong> {error?.reason || 'Unknown'}
          </p>
        </Alert>
        <Cards>
          <Card as="section" aria-labelledby="next-title">
            <h2 id="next-title">What to Do Next</h2>
            <p>Your order has been saved, but the payment did not go through. You can try again now.</p>
            <ul>
              <li>Try a different payment method or card.</li>
              <li>If the problem continues, contact your bank.</li>
              <li>
                Still stuck? <Link to="/contact">Contact our support team</Link>.
              </li>
            </ul>
          </Card>
          <Card as="section" aria-labelledby="order-info-title">
            <h2 id="order-info-title">Order Information</h2>
            <Facts rows={orderRows(order, at)} />
          </Card>
        </Cards>
        <ButtonRow>
          <Button type="button" onClick={() => navigate('/checkout', withBookRequest(order.requestUuid))}>
            Try Again
          </Button>
          {home}
        </ButtonRow>
      </section>
    );
  }

  return (
    <section className="page">
      <h1>Payment Successful!</h1>
      <p>Thank you for your order! We are preparing {bookTitle(order.childFirstName)} for print.</p>
      <Cards>
        <Card as="section" aria-labelledby="summary-title">
          <h2 id="summary-title">Order Summary</h2>
          <Facts
            rows={[
              ['Date', formatDate(at)],
              ['Order ID', order.requestUuid],
              ['Book Title', bookTitle(order.childFirstName)],
              ['Print Type', order.printType ?? order.orderSummary?.printType ?? ''],
              ['Order Date & Time', formatDateTime(at)],
              ['Amount Paid', amountPaid(order.orderSummary?.currency, order.orderSummary?.totalCost)],
              ['Payment Gateway', 'Razorpay'],
              ['Gateway Payment ID', order.paymentDetails?.paymentId ?? ''],
              ['Customer Name', order.personName],
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="delivery-title">
          <h2 id="delivery-title">Delivery Information</h2>
          <Facts
            rows={[
              ['Estimated Delivery', 'Within 10 business days'],
              ['Delivery Address', joinAddress(order.deliveryAddress)],
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="steps-title">
          <h2 id="steps-title">Next Steps</h2>
          <ul>
            <li>A receipt has been sent to {order.email || 'your email'}.</li>
            <li>We will email you updates as your book is printed and shipped.</li>
            <li>
              Questions? <Link to="/contact">Contact Us</Link>
            </li>
          </ul>
        </Card>
      </Cards>
      {home}
    </section>
  );
}
