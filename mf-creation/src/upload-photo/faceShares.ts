import type { FaceBox } from 'shared-contracts';

/** A face's box as a photo's form sends it: thousandths of the photo, "left,top,width,height". */
export const inThousandths = (face: FaceBox) =>
  [face.left, face.top, face.width, face.height].map((share) => Math.round(share * 1000)).join(',');
