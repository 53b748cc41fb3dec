import styled from 'styled-components';
import { Card } from 'ui-kit';

export const PhotoCard = styled(Card)`
  label[for='child-photo'] {
    display: block;
  }
`;

export const Requirements = styled.ul`
  margin: 8px 0 16px;
  padding-left: 20px;
`;

export const Hint = styled.p`
  margin: 4px 0 12px;
  font-size: 0.9rem;
  color: var(--color-muted);
`;

export const Preview = styled.img`
  display: block;
  width: 160px;
  height: 160px;
  object-fit: cover;
  border-radius: var(--radius);
  margin: 12px 0;
`;

/** The confirm button's answer, with what it does on a smaller second line. */
export const ConfirmWords = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  small {
    font-weight: 400;
    font-size: 0.85rem;
  }
`;
