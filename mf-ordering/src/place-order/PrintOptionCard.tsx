import { useState } from 'react';
import styled from 'styled-components';
import { formatRupees, useLanguage, useMessages, type PrintTypeDetails } from 'shared-contracts';
import { Alert, Button, Card, Field, ImageWithFallback, Select, Spinner } from 'ui-kit';
import { percentOff, shownVariation } from './priceRules';
import { orderingMessages } from '../messages/orderingMessages';
import { formatArrivalDay } from 'contracts/formats';

const OptionCard = styled(Card)<{ $best: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  outline: ${({ $best }) => ($best ? '3px solid var(--color-accent)' : 'none')};
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 10px;
    background: var(--color-bg);
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    color: var(--color-muted);
  }
`;

const Badge = styled.span<{ $tone: 'accent' | 'success' }>`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 700;
  font-size: 0.85rem;
  background: ${({ $tone }) => ($tone === 'accent' ? 'var(--color-accent)' : '#e8f5ec')};
  color: ${({ $tone }) => ($tone === 'accent' ? '#2d1600' : '#14532d')};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  margin: 0;
  strong {
    font-size: 1.4rem;
  }
  s {
    color: var(--color-muted);
  }
`;

interface Props {
  option: PrintTypeDetails;
  busy: boolean;
  error: string | null;
  onCheckout: (printType: string, size: string | null) => void;
}

/** One print type: picture, price for the chosen size, what it is made of, and its 'Checkout'. */
export function PrintOptionCard({ option, busy, error, onCheckout }: Props) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const rupees = (amount: number) => formatRupees(amount, language);
  const [size, setSize] = useState<string | null>(null);
  const variation = shownVariation(option.printSizeVariations, size);
  const texts = option.texts[language];
  const off = variation ? percentOff(variation.price, variation.originalPrice) : null;
  const arrivesBy = variation?.arrivesBy;
  const id = option.printType.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  return (
    <OptionCard as="article" $best={option.bestChoice} aria-labelledby={`${id}-title`}>
      {option.bestChoice && <Badge $tone="accent">{t('printOption.bestChoice')}</Badge>}
      <ImageWithFallback
        src={option.sampleImageURL}
        fallbackText={t('printOption.imageUnavailable')}
        alt={t('printOption.sampleAlt', { printType: texts.printType })}
        width={480}
        height={360}
        loading="lazy"
      />
      <h2 id={`${id}-title`}>{texts.printType}</h2>
      {variation && (
        <Price>
          {!size && <span>{t('printOption.from')}</span>}
          <strong>{rupees(variation.price)}</strong>
          {off !== null && variation.originalPrice !== undefined && (
            <>
              <s aria-label={t('printOption.was', { price: rupees(variation.originalPrice) })}>{rupees(variation.originalPrice)}</s>
              <Badge $tone="success">{t('printOption.percentOff', { percent: off })}</Badge>
            </>
          )}
        </Price>
      )}
      {option.companionPrice && (
        <p>{t('printOption.companions', { count: option.companionPrice.count, price: rupees(option.companionPrice.each) })}</p>
      )}
      <p>{texts.description}</p>
      <Field id={`${id}-size`} label={t('printOption.size')}>
        <Select id={`${id}-size`} value={size ?? ''} onChange={(e) => setSize(e.target.value || null)}>
          <option value="">{t('printOption.selectSize')}</option>
          {option.printSizeVariations.map((v) => (
            <option key={v.size} value={v.size}>
              {texts.sizes[v.size] ?? v.size} ({rupees(v.price)})
            </option>
          ))}
        </Select>
      </Field>
      <dl>
        <dt>{t('printOption.paperFinish')}</dt>
        <dd>{texts.paperFinishType}</dd>
        <dt>{t('printOption.delivery')}</dt>
        <dd>{texts.deliveryTimeline}</dd>
        {arrivesBy && <dd>{t('arrivesBy', { date: formatArrivalDay(arrivesBy, language) })}</dd>}
      </dl>
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="button" onClick={() => onCheckout(option.printType, size)} disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            {t('printOption.placing')}
          </>
        ) : (
          t('printOption.checkout')
        )}
      </Button>
    </OptionCard>
  );
}
