import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './ImageWithFallback';

describe('image with fallback', () => {
  it('swaps to a placeholder saying so when the image fails', () => {
    render(<ImageWithFallback src="/missing.webp" alt="Sample" fallbackText="Image Not Available" width={480} height={360} />);
    const image = screen.getByRole('img', { name: 'Sample' });
    expect(image).toHaveAttribute('src', '/missing.webp');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain('Image Not Available');
  });
});
