import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImageCarousel } from './ImageCarousel';

const images = ['/a.webp', '/b.webp', '/c.webp'].map((src, i) => ({ src, alt: `Picture ${i + 1}` }));

describe('image carousel', () => {
  it('wraps around both ways and counts n of total', () => {
    render(<ImageCarousel label="Options" images={images} width={4} height={3} showCounter />);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Picture 3');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Picture 1');
  });

  it("names its controls in the page's words when given them", () => {
    const controls = {
      previous: 'पिछली',
      next: 'अगली',
      show: (n: number) => `दिखाएँ ${n}`,
      counter: (n: number, c: number) => `${c} में से ${n}`,
    };
    render(<ImageCarousel label="Options" images={images} width={4} height={3} showCounter controls={controls} />);
    fireEvent.click(screen.getByRole('button', { name: 'अगली' }));
    expect(screen.getByText('3 में से 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दिखाएँ 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पिछली' })).toBeInTheDocument();
  });

  it('has no controls for a single image, and fixed dimensions against layout shift', () => {
    render(<ImageCarousel label="Options" images={images.slice(0, 1)} width={960} height={720} showCounter />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/of/)).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('width', '960');
    expect(screen.getByRole('img')).toHaveAttribute('height', '720');
  });

  it('advances by itself at its interval', () => {
    jest.useFakeTimers();
    render(<ImageCarousel label="Options" images={images} width={4} height={3} autoAdvanceMs={3000} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Picture 2');
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Picture 1');
    jest.useRealTimers();
  });
});
