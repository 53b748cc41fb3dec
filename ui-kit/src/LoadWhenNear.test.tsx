import { act, render, screen } from '@testing-library/react';
import { LoadWhenNear } from './LoadWhenNear';

/** The browser's IntersectionObserver, which jsdom does not have: the test says when the box comes near. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.latest = this;
  }
  observe() {}
  disconnect() {}
  comeNear() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('LoadWhenNear', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds the place until the box comes near the screen, then draws its children', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    const { container } = render(
      <LoadWhenNear minHeight={320}>
        <p>Quick preview</p>
      </LoadWhenNear>,
    );
    expect(screen.queryByText('Quick preview')).toBeNull();
    expect((container.firstElementChild!.firstElementChild as HTMLElement).style.minHeight).toBe('320px');
    act(() => FakeIntersectionObserver.latest!.comeNear());
    expect(screen.getByText('Quick preview')).toBeInTheDocument();
  });

  it('draws at once where the browser cannot tell', () => {
    render(
      <LoadWhenNear minHeight={100}>
        <p>Testimonials</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('Testimonials')).toBeInTheDocument();
  });
});
