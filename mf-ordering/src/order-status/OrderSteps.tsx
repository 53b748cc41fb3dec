import styled from 'styled-components';
import { useLanguage, useMessages, type OrderProgressResponse } from 'shared-contracts';
import { formatOrderDate } from 'contracts/formats';
import { orderingMessages } from '../messages/orderingMessages';

const STEPS = ['paid', 'printing', 'shipped', 'delivered'] as const;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 32px 1fr;
    gap: 4px 12px;
    padding: 0 0 20px;
    position: relative;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 15px;
    top: 32px;
    bottom: 0;
    width: 2px;
    background: var(--color-border);
  }
  .mark {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    border: 2px solid var(--color-border);
    background: var(--color-surface);
    color: var(--color-muted);
  }
  li[data-done='true'] .mark {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: #fff;
  }
  li[data-held='true'] .mark {
    background: var(--color-warning-bg);
    border-color: #f0cf6b;
    color: #6b4e00;
  }
  h2 {
    margin: 4px 0 0;
    font-size: 1.05rem;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: var(--color-muted);
  }
`;

/**
 * A paid book's steps, each dated once it has happened; the shipped step says how to follow the parcel.
 * A book the print partner did not take is not being printed: its step says it is held up.
 */
export function OrderSteps({ order }: { order: OrderProgressResponse }) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  return (
    <Steps>
      {STEPS.map((step, i) => {
        const heldUp = step === 'printing' && order.printProblem && !order.steps.shipped;
        const at = heldUp ? null : order.steps[step];
        return (
          <li
            key={step}
            data-done={Boolean(at)}
            data-held={heldUp}
            aria-current={heldUp || (at && !order.steps[STEPS[i + 1]]) ? 'step' : undefined}
          >
            <span className="mark" aria-hidden="true">
              {heldUp ? '!' : at ? '✓' : i + 1}
            </span>
            <h2>{t(`orderStatus.step.${step}`)}</h2>
            <p>{heldUp ? t('orderStatus.heldUp') : at ? formatOrderDate(new Date(at), undefined, language) : t('orderStatus.notYet')}</p>
            {step === 'shipped' && at && order.trackingNumber && (
              <p>
                {t('orderStatus.tracking', { carrier: order.carrier ?? t('orderStatus.courier'), number: order.trackingNumber })}{' '}
                {order.trackingUrl && (
                  <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {t('orderStatus.track', { carrier: order.carrier ?? t('orderStatus.courier') })}
                  </a>
                )}
              </p>
            )}
          </li>
        );
      })}
    </Steps>
  );
}
