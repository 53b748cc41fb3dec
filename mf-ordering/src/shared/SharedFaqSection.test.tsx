import { render, screen } from '@testing-library/react';
import { provideModuleLoader } from 'shared-contracts';
import { SharedFaqSection } from './SharedFaqSection';

describe("the content team's FAQ section on an ordering page", () => {
  it('is left out when it throws, and the page around it stays', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports the caught error too; the boundary is what is under test.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function BrokenFaq(): never {
      throw new Error('the FAQ lost its questions');
    }
    provideModuleLoader(async <T,>() => ({ default: BrokenFaq }) as T);
    render(
      <main>
        <button type="button">Pay ₹1,400.00</button>
        <SharedFaqSection faqType="place-order" />
      </main>,
    );
    await screen.findByRole('button', { name: 'Pay ₹1,400.00' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Pay ₹1,400.00' })).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith('The shared FAQ section failed and is left out:', 'the FAQ lost its questions');
    warned.mockRestore();
    reported.mockRestore();
  });
});
