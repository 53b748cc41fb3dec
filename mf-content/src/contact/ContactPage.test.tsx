import { act, fireEvent, screen } from '@testing-library/react';
import { activateLanguage } from 'shared-contracts';
import { answerRequests, jsonAnswer, renderWithStore, testI18n } from 'shared-contracts/testing';
import ContactPage from './ContactPage';

describe('the contact page', () => {
  afterEach(async () => {
    await act(() => activateLanguage(testI18n, 'en'));
  });

  it('names every missing field before sending, and says so when sending fails', async () => {
    answerRequests((_request, path) =>
      path === '/api/cases' ? jsonAnswer({ detail: 'Something went wrong on our side.' }, 500) : undefined,
    );
    renderWithStore(<ContactPage />, { path: '/contact' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Meera' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'meera@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Delivery' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'When will my book arrive?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was an error sending your message. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('speaks Hindi, its form rules included, when the visitor has chosen Hindi', async () => {
    await act(() => activateLanguage(testI18n, 'hi'));
    renderWithStore(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@herotales.in' })).toHaveAttribute('href', 'mailto:support@herotales.in');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('नाम लिखना ज़रूरी है');
    expect(screen.getByText('संदेश लिखना ज़रूरी है')).toBeInTheDocument();
  });
});
