import { CONTACT_MESSAGES, emailHint, validateContact } from './contactRules';

const valid = { name: 'Meera', email: 'meera@example.com', subject: 'Delivery', message: 'When will my book arrive?' };

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, email, subject and message', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses an email that does not look like one, and says so while typing only when not empty', () => {
    expect(validateContact({ ...valid, email: 'meera@' }).email).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(emailHint('meera@')).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(emailHint('')).toBeUndefined();
    expect(emailHint('meera@example.com')).toBeUndefined();
  });
});
