import { useEffect, useRef } from 'react';
import { trackEvent, type Product } from 'shared-contracts';

/** Half a card on the screen counts as seen. */
const SEEN_SHARE = 0.5;

/** Reports `view_item` once, the first time at least half of the product's card is on the screen. */
export function useViewItemTracking<T extends HTMLElement>(product: Product) {
  const ref = useRef<T>(null);
  const { productId, displayName, productPriceSummary } = product;
  const price = productPriceSummary[0]?.price ?? 0;
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_SHARE)) return;
        observer.disconnect();
        trackEvent('view_item', {
          currency: 'INR',
          value: price,
          items: [{ item_id: String(productId), item_name: displayName, price, currency: 'INR' }],
        });
      },
      { threshold: SEEN_SHARE },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [productId, displayName, price]);
  return ref;
}
