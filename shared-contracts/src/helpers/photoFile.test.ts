import { checkPhotoFile } from './photoFile';

const FIVE_MB = 5 * 1024 * 1024;

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WEBP under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPhotoFile({ type, size: FIVE_MB - 1 })).toBeNull();
  });

  it('refuses a file of 5 MB or more with the size message', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: FIVE_MB })).toEqual({ message: 'photo.tooLarge' });
    expect(checkPhotoFile({ type: 'image/jpeg', size: FIVE_MB + 1 })).toEqual({ message: 'photo.tooLarge' });
  });

  it("refuses other types with the upload's message, then the types it takes", () => {
    for (const type of ['image/gif', 'application/pdf']) {
      expect(checkPhotoFile({ type, size: 1000 })).toEqual({ message: 'photo.tooLarge', reason: 'photo.wrongType' });
    }
  });
});
