import { amountPaid, bookTitle, formatOrderDate, formatOrderDateTime, joinAddress } from './orderFormats';

describe('order formats', () => {
  const at = new Date(2026, 10, 5, 15, 7);

  it("formats dates as 'MMMM d, yyyy' and 'MMMM dd, yyyy at h:mm a'", () => {
    expect(formatOrderDate(at)).toBe('November 5, 2026');
    expect(formatOrderDateTime(at)).toBe('November 05, 2026 at 3:07 PM');
    expect(formatOrderDateTime(new Date(2026, 0, 15, 0, 30))).toBe('January 15, 2026 at 12:30 AM');
    expect(formatOrderDateTime(new Date(2026, 0, 15, 12, 5))).toBe('January 15, 2026 at 12:05 PM');
    expect(formatOrderDateTime(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata')).toBe('November 23, 2026 at 1:30 AM');
  });

  it("names the book after the child, or 'Your Book'", () => {
    expect(bookTitle('Kabir')).toBe("Kabir's Book");
    expect(bookTitle('')).toBe('Your Book');
    expect(bookTitle(null)).toBe('Your Book');
  });

  it('says it all in Hindi as Hindi writes it, a name in either script', () => {
    expect(bookTitle('अनाया', 'hi')).toBe('अनाया की किताब');
    expect(bookTitle('Kabir', 'hi')).toBe('Kabir की किताब');
    expect(bookTitle(' ', 'hi')).toBe('आपकी किताब');
    const paid = new Date('2026-11-05T09:37:00Z');
    expect(formatOrderDate(paid, 'Asia/Kolkata', 'hi')).toBe('5 नवंबर 2026');
    expect(formatOrderDateTime(paid, 'Asia/Kolkata', 'hi')).toBe('5 नवंबर 2026 को दोपहर 3:07 बजे');
    expect(formatOrderDateTime(paid, 'Asia/Kolkata', 'hi')).not.toMatch(/am|pm/);
    expect(joinAddress(null, 'hi')).toBe('कोई पता नहीं दिया गया');
    // English stays exactly as specified.
    expect(formatOrderDateTime(paid, 'Asia/Kolkata', 'en')).toBe('November 05, 2026 at 3:07 PM');
  });

  it("shows the amount with its currency and 2 decimals, '0.00' by default", () => {
    expect(amountPaid('INR', 1349.1)).toBe('INR 1349.10');
    expect(amountPaid('INR', undefined)).toBe('INR 0.00');
  });

  it('joins the address parts with commas, skipping empty ones', () => {
    expect(
      joinAddress({
        firstName: 'Meera',
        lastName: 'Rao',
        addressLine1: '12 Lake View Road',
        addressLine2: 'Indiranagar',
        addressLine3: '',
        city: 'Bengaluru',
        state: 'KA',
        zip: '560038',
      }),
    ).toBe('Meera, Rao, 12 Lake View Road, Indiranagar, Bengaluru, KA, 560038');
    expect(joinAddress(null)).toBe('No address provided');
    expect(joinAddress({ firstName: ' ' })).toBe('No address provided');
  });
});
