import { useEffect, useRef, useState } from 'react';
import { orderSummaryUpdated, TIMINGS, useAppDispatch, useMessages, type OrderSummary } from 'shared-contracts';
import { checkCouponCode } from './couponRules';
import { useApplyCouponMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

/**
 * The order summary's logic: brought into view as it appears, and a coupon checked here, then by the
 * server, whose answer sets the summary's discount and total (docs/product.md#ordering).
 */
export function useOrderSummary(requestUuid: string, summary: OrderSummary | null) {
  const t = useMessages(orderingMessages);
  const dispatch = useAppDispatch();
  const [applyCoupon, coupon] = useApplyCouponMutation();
  const [code, setCode] = useState(summary?.couponCode ?? '');
  const [couponMessage, setCouponMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(summary);

  // The summary is brought into view 100 ms after it appears (on a phone it sits below the form).
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), TIMINGS.summaryScrollMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const apply = async () => {
    if (!summary) return;
    const refusal = checkCouponCode(code, t);
    if (refusal) {
      setCouponMessage({ tone: 'danger', text: refusal });
      return;
    }
    const couponCode = code.trim().toUpperCase();
    const result = await applyCoupon({ requestUuid, couponCode });
    if ('error' in result) {
      setCouponMessage({ tone: 'danger', text: t('checkout.coupon.failed') });
      return;
    }
    const { discountApplied, discountAmount, newTotalCost, description } = result.data;
    dispatch(
      orderSummaryUpdated(
        discountApplied
          ? { ...summary, discountApplied, discountAmount, totalCost: newTotalCost, couponCode }
          : { ...summary, discountApplied: false, discountAmount: 0, totalCost: newTotalCost, couponCode: '' },
      ),
    );
    setCouponMessage(
      discountApplied ? { tone: 'success', text: description } : { tone: 'danger', text: description || t('checkout.coupon.notValid') },
    );
  };

  return { ref, code, setCode, couponMessage, apply, applying: coupon.isLoading };
}
