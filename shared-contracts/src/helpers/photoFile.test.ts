import { checkPhotoFile, PHOTO_MESSAGES } from './photoFile';

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WEBP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhotoFile({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a file over 5 MB with the size message', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('refuses other types', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })).toBe(PHOTO_MESSAGES.wrongType);
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe(PHOTO_MESSAGES.wrongType);
  });
});
